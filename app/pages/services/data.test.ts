import { describe, expect, it } from "vitest";
import { claimsIn } from "#app/data/claims.ts";
import claimsEn from "#app/data/copy/claims/en.json" with { type: "json" };
import claimsFr from "#app/data/copy/claims/fr.json" with { type: "json" };
import { formatUsdIn } from "#app/i18n/format.ts";
import { formatMessage } from "#app/i18n/message.ts";
import en from "./copy/en.json";
import fr from "./copy/fr.json";
import { serviceOffersIn, servicesFiguresIn, usdRangeIn } from "./data.ts";

const english = claimsIn("en", claimsEn);
const french = claimsIn("fr", claimsFr);

describe("the services page's figures in each language", () => {
  it("keeps the English forms", () => {
    expect(formatUsdIn("en", 149)).toBe("$149");
    expect(usdRangeIn("en", { min: 150, max: 500 })).toBe("$150-500");
    expect(servicesFiguresIn("en", english).collectiblesOver).toBe("$5,000");
  });

  it("writes amounts and ranges per language", () => {
    expect(formatUsdIn("fr", 5000)).toBe("5\u202f000\u00a0$US");
    expect(usdRangeIn("fr", { min: 150, max: 500 })).toBe("150\u2013500\u00a0$US");
    expect(usdRangeIn("it", { min: 150, max: 500 })).toBe("150\u2013500\u00a0USD");
    expect(usdRangeIn("ar", { min: 150, max: 500 })).toBe("\u200f150\u2013500\u00a0US$\u200e");
  });

  it("puts them in the copy", () => {
    const answer = (copy: typeof en, language: "en" | "fr") =>
      formatMessage(
        language,
        copy.offers.collectibles.longDescription,
        servicesFiguresIn(language, language === "en" ? english : french),
      );
    expect(answer(en, "en")).toContain("items worth over $5,000,");
    expect(answer(fr, "fr")).toContain("supérieure à 5\u202f000\u00a0$US,");
  });

  it("takes accuracy and turnaround from the claims in the page's language", () => {
    expect(serviceOffersIn(english).map((o) => [o.accuracy, o.turnaround])).toEqual([
      ["99.9%", "24-48 hours"],
      ["99.8%", "48-72h"],
      ["99.7%", "48-96h"],
      ["99.5%", "3-7 business days"],
    ]);
    expect(serviceOffersIn(french).map((o) => [o.accuracy, o.turnaround])).toEqual([
      ["99,9\u00a0%", "24 à 48\u00a0heures"],
      ["99,8\u00a0%", "48-72\u00a0h"],
      ["99,7\u00a0%", "48-96\u00a0h"],
      ["99,5\u00a0%", "3 à 7\u00a0jours ouvrés"],
    ]);
    const answer = formatMessage("fr", fr.faq.items[3]?.answer ?? "", servicesFiguresIn("fr", french));
    expect(answer).toContain(
      "coûte {professionalPrice}".replace("{professionalPrice}", "150\u2013500\u00a0$US"),
    );
    expect(answer).toContain(
      "et prend 2 à 5\u00a0jours ouvrés\u202f; la nôtre commence à 149\u00a0$US pour les sacs.",
    );
  });
});
