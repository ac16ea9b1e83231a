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

  test("Italian addresses the reader as voi: tu pronouns, possessives and verbs are refused", () => {
    const register = (text: string) => glossaryProblems("it", text, "x");
    for (const tu of [
      "Scopri la Collect Card",
      "Il tuo caveau",
      "la tua carta",
      "Puoi annullare",
      "Hai dimenticato la password?",
      "Accedi",
      "Sappi che è autentico",
      "ti scriveremo",
      "Nessuno tranne te",
      "Come l’hai scritta",
      "Sei sicuro?",
    ]) {
      expect(register(tu), tu).toEqual([
        expect.stringMatching(
          / where the glossary says "voi \(vostro, potete, scoprite\)" for the reader \(register\)$/,
        ),
      ]);
    }
    for (const voi of [
      "Scoprite la Collect Card",
      "Il vostro caveau",
      "Verifica incrociata di serie e referenza",
      "Una garanzia di sei mesi",
      "Tiffany & Co.",
      "Potete annullare",
      "Tutti i certificati",
    ]) {
      expect(register(voi), voi).toEqual([]);
    }
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
