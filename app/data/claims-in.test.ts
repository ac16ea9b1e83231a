import { describe, expect, it } from "vitest";
import { claimsIn, pipelineFiguresIn } from "./claims.ts";
import claimsAr from "./copy/claims/ar.json";
import claimsEn from "./copy/claims/en.json";
import claimsFr from "./copy/claims/fr.json";
import claimsIt from "./copy/claims/it.json";

describe("claims in English", () => {
  const claims = claimsIn("en", claimsEn);

  it("read exactly as the specification writes them", () => {
    expect(claims.accuracy).toEqual({
      general: "99.9%",
      watches: "99.8%",
      jewelryService: "99.7%",
      collectibles: "99.5%",
      business: "99.4%",
    });
    expect(claims.brandCounts).toEqual({ faq: "200+", site: "300+", marketing: "500+" });
    expect(claims.brandCountsInText).toEqual({ faq: "200+", site: "300+", marketing: "500+" });
    expect(claims.pipelineFigures).toEqual({
      accuracy: "99.8%",
      agents: "15+",
      dataPoints: "50M+",
      layers: "3",
    });
    expect(claims.headline).toEqual({
      authenticatedValue: "$50M+",
      rating: "4.9",
      cities: "50+",
      itemsAuthenticated: "100K+",
      support: "24/7",
      hotelPartners: "50+",
      basedIn: "London",
    });
    expect(claims.turnaround).toEqual({
      handbags: "24-48h",
      watches: "48-72h",
      jewelry: "48-96h",
      collectibles: "3-7 business days",
      express: "2-4h",
      complexCases: "up to 72h",
      businessResults: "under 5 minutes",
      averageProcessing: "under 30 seconds",
      preSale: "48-72 hours",
      conditionReport: "24-48 hours",
      provenance: "5-10 business days",
      emergency: "same day",
    });
    expect(claims.turnaroundInWords.handbags).toBe("24-48 hours");
    expect(claims.turnaroundInWords.express).toBe("2-4 hours");
    expect(claims.priceRanges.typicalProfessional).toEqual({ min: 150, max: 500, days: "2-5 business days" });
    expect(claims.serviceTerms).toEqual({
      refundWindowDays: 30,
      satisfactionGuarantee: "100%",
      discounts: [
        { items: "3 items", discount: "15%" },
        { items: "5 or more items", discount: "25%" },
      ],
      paymentPlan: { installments: "2-3", over: 1000 },
      collectiblesCertificationOver: 5000,
      revaluation: "every 2-3 years",
      costShareOfValue: "1-5%",
    });
    expect(claims.businessClaims).toEqual({
      costPerAuthentication: "$10",
      reduction: "over 50%",
      liabilityPlusWindow: "180-365 days",
      confidenceThreshold: "95%",
      zapierApps: "5,000",
    });
    expect(claims.marketStats).toEqual({
      returnFraud: "$101B",
      traditionalAuthentication: "7-14 days",
      trustGap: "45%",
      resaleMarket: [
        { year: "2020", value: "$28B" },
        { year: "2022", value: "$41B" },
        { year: "2024", value: "$58B" },
        { year: "2026E", value: "$77B" },
      ],
    });
  });
});

describe("claims in French, Italian and Arabic", () => {
  it("write numbers, shares and amounts in each language's forms", () => {
    const fr = claimsIn("fr", claimsFr);
    expect(fr.accuracy.general).toBe("99,9\u00a0%");
    expect(fr.headline.authenticatedValue).toBe("50\u00a0M\u00a0$US+");
    expect(fr.headline.rating).toBe("4,9");
    expect(fr.businessClaims.zapierApps).toBe("5\u202f000");
    expect(fr.businessClaims.costPerAuthentication).toBe("10\u00a0$US");
    const it_ = claimsIn("it", claimsIt);
    expect(it_.businessClaims.zapierApps).toBe("5000");
    expect(it_.marketStats.returnFraud).toBe("101\u00a0Mld\u00a0USD");
    const ar = claimsIn("ar", claimsAr);
    expect(ar.brandCounts.site).toBe("+300");
    expect(pipelineFiguresIn("ar").dataPoints).toBe("+50\u00a0مليون");
    expect(ar.headline.authenticatedValue).toBe("+\u200f50\u00a0مليون\u00a0US$\u200e");
  });

  it("word every unit in the language, never in English", () => {
    const english = claimsIn("en", claimsEn);
    const worded = (c: ReturnType<typeof claimsIn>) => [
      ...Object.values(c.turnaround),
      ...c.serviceTerms.discounts.map((d) => d.items),
      c.serviceTerms.revaluation,
      c.businessClaims.reduction,
      c.businessClaims.liabilityPlusWindow,
      c.marketStats.traditionalAuthentication,
      c.headline.support,
      c.headline.basedIn,
    ];
    for (const [language, words] of [
      ["fr", claimsFr],
      ["it", claimsIt],
      ["ar", claimsAr],
    ] as const) {
      const translated = worded(claimsIn(language, words));
      worded(english).forEach((text, i) => {
        expect(translated[i], `${language}: ${text}`).not.toBe(text);
      });
    }
  });
});

describe("a floor inside a sentence", () => {
  it("is said in words in French, Italian and Arabic, not with a trailing +", () => {
    expect(claimsIn("fr", claimsFr).brandCountsInText.faq).toBe("plus de 200");
    expect(claimsIn("it", claimsIt).brandCountsInText.site).toBe("oltre 300");
    expect(claimsIn("ar", claimsAr).brandCountsInText.marketing).toBe("أكثر من 500");
  });
});
