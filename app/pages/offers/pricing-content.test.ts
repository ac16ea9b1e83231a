import { describe, expect, it } from "vitest";
import { pricingFaqs, subscriptionBanner } from "./pricing-content.ts";

describe("/pricing copy", () => {
  it("quotes the products' figures as the specification writes them", () => {
    expect(pricingFaqs[0]?.answer).toContain("An AI authentication costs 5 credits, which is $5.");
    expect(pricingFaqs[3]?.answer).toContain("prepay 12 months of credits");
    expect(subscriptionBanner.text).toContain("you earn 2x points");
  });

  it("says downgrades take effect next billing cycle and upgrades are immediate", () => {
    expect(pricingFaqs[1]?.answer).toContain(
      "Downgrades take effect next billing cycle and upgrades are immediate",
    );
  });
});
