import { describe, expect, it } from "vitest";
import {
  apiSecurity,
  bizCarouselMotion,
  categoriesSection,
  guaranteeSection,
  pricingSection,
  valueAddedServices,
} from "./data.ts";

describe("business page content", () => {
  it("the revenue example per 100 items adds up to about $1,927", () => {
    expect(valueAddedServices.services.map((s) => [s.id, s.revenuePer100])).toEqual([
      ["card", 1200],
      ["insurance", 252],
      ["resale", 300],
      ["credit", 175],
    ]);
    expect(valueAddedServices.services.reduce((sum, s) => sum + s.revenuePer100, 0)).toBe(1927);
  });

  it("carousels use the specification's drag threshold and duration", () => {
    expect(bizCarouselMotion).toEqual({ dragThreshold: 10, duration: 25 });
  });

  it("claims come from the shared module, word for word", () => {
    expect(guaranteeSection.items.map((i) => i.value)).toEqual(["180-365 days", "$10", "over 50%", "99.4%"]);
    expect(guaranteeSection.humanReview).toBe("Items under 95% confidence need human review to be covered.");
    expect(apiSecurity.integrations[2]?.text).toBe("Connect to more than 5,000 apps without writing code.");
    expect(apiSecurity.security).toHaveLength(5);
  });

  it("counts 10 categories and 12-month prepaid credits", () => {
    expect(categoriesSection.intro).toBe(
      "10 categories, each with its own specialised agents and reference library of brands.",
    );
    expect(pricingSection.creditsIntro).toBe(
      "Prepaid 12-month credits for high volumes, price per authentication.",
    );
    expect(pricingSection.creditsCaption).toBe("Prepaid 12-month credits, price per authentication in USD");
  });
});
