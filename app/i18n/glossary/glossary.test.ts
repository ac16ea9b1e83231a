import { describe, expect, test } from "vitest";
import { glossaryProblems } from "./index.ts";

describe("the glossary refuses a second word for one idea", () => {
  test("French: précision, coffre, offre, Abonnement Vault, points x2", () => {
    expect(glossaryProblems("fr", "Une fiabilité de {accuracy}", "stats.accuracy")).toEqual([
      '"fiabilité" where the glossary says "précision" for accuracy',
    ]);
    expect(glossaryProblems("fr", "Votre coffre-fort", "x")).toHaveLength(1);
    expect(glossaryProblems("fr", "Forfait {plan}", "x")).toHaveLength(1);
    expect(glossaryProblems("fr", "votre Vault Subscription", "x")).toHaveLength(1);
    expect(glossaryProblems("fr", "des points {multiplier}x", "x")).toHaveLength(1);
    expect(glossaryProblems("fr", "Une précision de {accuracy} ; votre coffre, votre offre", "x")).toEqual(
      [],
    );
  });

  test("Italian: affidabilità only for confidence, sneaker, passaggio, Informativa sui cookie, no reseller", () => {
    expect(glossaryProblems("it", "Affidabilità", "figures.labels.accuracy")).toHaveLength(1);
    expect(glossaryProblems("it", "un’affidabilità del {accuracy}", "text")).toHaveLength(1);
    expect(glossaryProblems("it", "Affidabilità", "certificate.confidence")).toEqual([]);
    expect(glossaryProblems("it", "Sneakers", "x")).toHaveLength(1);
    expect(glossaryProblems("it", "la Sneakers Street di Mong Kok", "x")).toEqual([]);
    expect(glossaryProblems("it", "Passo {number}: ", "x")).toHaveLength(1);
    expect(glossaryProblems("it", "Cookie Policy", "x")).toHaveLength(1);
    expect(glossaryProblems("it", "marketplace e reseller", "x")).toHaveLength(1);
  });

  test("Arabic: هواة الجمع, المادية, وحدات, البطاقات القابلة للجمع, الخزنة in Arabic letters", () => {
    expect(glossaryProblems("ar", "اشتراك واحد للجامع الذي يوثّق", "x")).toEqual([
      '"جامع" where the glossary says "هاوي الجمع / هواة الجمع" for collector',
    ]);
    expect(glossaryProblems("ar", "البطاقة الفعلية", "x")).toHaveLength(1);
    expect(glossaryProblems("ar", "أرصدة مسبقة الدفع", "x")).toHaveLength(1);
    expect(glossaryProblems("ar", "وبطاقات التداول", "x")).toHaveLength(1);
    expect(glossaryProblems("ar", "اشتراك Vault", "x")).toHaveLength(1);
    expect(glossaryProblems("ar", "تأمين VaultCare لهواة الجمع والبطاقات القابلة للجمع", "x")).toEqual([]);
  });
});
