import { describe, expect, it } from "vitest";
import { formatMessage } from "#app/i18n/message.ts";
import en from "./copy/en.json" with { type: "json" };
import { bizCarouselMotion, businessFigures, guaranteeFigures, valueAddedServices } from "./data.ts";

const say = (text: string) => formatMessage("en", text, businessFigures);

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
    expect(guaranteeFigures.map((i) => i.value)).toEqual(["180-365 days", "$10", "over 50%", "99.4%"]);
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
});
