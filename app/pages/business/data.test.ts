import { describe, expect, it } from "vitest";
import { claimsIn } from "#app/data/claims.ts";
import claimsEn from "#app/data/copy/claims/en.json" with { type: "json" };
import claimsFr from "#app/data/copy/claims/fr.json" with { type: "json" };
import { formatMessage } from "#app/i18n/message.ts";
import en from "./copy/en.json" with { type: "json" };
import fr from "./copy/fr.json" with { type: "json" };
import {
  bizCarouselMotion,
  businessFiguresIn,
  guaranteeFiguresIn,
  headlineStatsIn,
  problemStatsIn,
  resaleChartIn,
  valueAddedServices,
} from "./data.ts";

const english = claimsIn("en", claimsEn);
const french = claimsIn("fr", claimsFr);
const say = (text: string) => formatMessage("en", text, businessFiguresIn(english));
const dire = (text: string) => formatMessage("fr", text, businessFiguresIn(french));

describe("business page content", () => {
  it("the revenue example per 100 items adds up to about $1,927", () => {
    expect(valueAddedServices.map((s) => [s.id, s.revenuePer100])).toEqual([
      ["card", 1200],
      ["insurance", 252],
      ["resale", 300],
      ["credit", 175],
    ]);
    expect(valueAddedServices.reduce((sum, s) => sum + s.revenuePer100, 0)).toBe(1927);
  });

  it("carousels use the specification's drag threshold and duration", () => {
    expect(bizCarouselMotion).toEqual({ dragThreshold: 10, duration: 25 });
  });

  it("claims come from the shared module, word for word", () => {
    expect(guaranteeFiguresIn(english).map((i) => i.value)).toEqual([
      "180-365 days",
      "$10",
      "over 50%",
      "99.4%",
    ]);
    expect(say(en.guarantee.humanReview)).toBe("Items under 95% confidence need human review to be covered.");
    expect(say(en.api.integrations.zapier.text)).toBe(
      "Connect to more than 5,000 apps without writing code.",
    );
    expect(en.api.security).toHaveLength(5);
  });

  it("counts 10 categories and 12-month prepaid credits", () => {
    expect(say(en.categories.intro)).toBe(
      "10 categories, each with its own specialised agents and reference library of brands.",
    );
    expect(say(en.pricing.creditsIntro)).toBe(
      "Prepaid 12-month credits for high volumes, price per authentication.",
    );
    expect(say(en.pricing.creditsCaption)).toBe("Prepaid 12-month credits, price per authentication in USD");
  });

  it("the same figures written in French", () => {
    expect(guaranteeFiguresIn(french).map((i) => i.value)).toEqual([
      "180 à 365\u00a0jours",
      "10\u00a0$US",
      "plus de 50\u00a0%",
      "99,4\u00a0%",
    ]);
    expect(dire(fr.guarantee.humanReview)).toBe(
      "Les objets dont l’indice de confiance est inférieur à 95\u00a0% doivent être examinés par un expert pour être couverts.",
    );
    expect(dire(fr.api.integrations.zapier.text)).toBe(
      "Connectez-vous à plus de 5\u202f000 applications sans écrire de code.",
    );
    expect(problemStatsIn(french).map((s) => s.value)).toEqual(problemStatsIn(french).map((s) => s.value));
    expect(headlineStatsIn(english).map((s) => s.value)).toEqual(["$50M+", "100K+", "4.9", "24/7"]);
  });

  it("draws the resale chart's bars from the amounts, whatever their wording", () => {
    const english_ = resaleChartIn(english);
    expect(english_.map((r) => [r.year, r.value])).toEqual([
      ["2020", "$28B"],
      ["2022", "$41B"],
      ["2024", "$58B"],
      ["2026E", "$77B"],
    ]);
    expect(resaleChartIn(french).map((r) => r.share)).toEqual(english_.map((r) => r.share));
    expect(english_.at(-1)?.share).toBe(1);
    expect(english_[0]?.share).toBeCloseTo(28 / 77);
  });
});
