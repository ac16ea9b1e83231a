import { describe, expect, it } from "vitest";
import { formatMessage } from "#app/i18n/message.ts";
import pricing from "./copy/pricing/en.json";
import { pricingFaqs, pricingFigures } from "./pricing-data.ts";

describe("/pricing copy", () => {
  const faqs = pricingFaqs(pricing, "en");
  const bannerText = formatMessage("en", pricing.subscription.text, pricingFigures);

  it("quotes the products' figures as the specification writes them", () => {
    expect(faqs[0]?.answer).toContain("An AI authentication costs 5 credits, which is $5.");
    expect(faqs[3]?.answer).toContain("prepay 12 months of credits");
    expect(bannerText).toContain("you earn 2x points");
  });

  it("says downgrades take effect next billing cycle and upgrades are immediate", () => {
    expect(faqs[1]?.answer).toContain("Downgrades take effect next billing cycle and upgrades are immediate");
  });
});
