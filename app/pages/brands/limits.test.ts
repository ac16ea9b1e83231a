import { describe, expect, it } from "vitest";
import { faqsShown, leadingBrandsShown, pageLimits, relatedBrandsShown } from "./limits.ts";
import { faqPageData } from "./structured-data.ts";

const many = (n: number) => Array.from({ length: n }, (_, i) => `item ${i + 1}`);

describe("page limits", () => {
  it("are 8 related brands, 12 leading brands and 8 FAQs", () => {
    expect(pageLimits).toEqual({ relatedBrands: 8, leadingBrands: 12, faqs: 8 });
  });

  it("cut longer lists to the limit, keeping the first items in order", () => {
    expect(relatedBrandsShown(many(11))).toEqual(many(8));
    expect(leadingBrandsShown(many(20))).toEqual(many(12));
    expect(faqsShown(many(9))).toEqual(many(8));
  });

  it("leave lists at or under the limit untouched", () => {
    expect(relatedBrandsShown(many(8))).toEqual(many(8));
    expect(leadingBrandsShown(many(3))).toEqual(many(3));
    expect(faqsShown([])).toEqual([]);
  });

  it("the FAQPage JSON-LD lists only the questions a page shows", () => {
    const faqs = many(10).map((q) => ({ question: q, answer: `answer to ${q}` }));
    const json = faqPageData(faqs, "fr") as {
      "@type": string;
      inLanguage: string;
      mainEntity: { name: string }[];
    };
    expect(json["@type"]).toBe("FAQPage");
    expect(json.inLanguage).toBe("fr");
    expect(json.mainEntity.map((e) => e.name)).toEqual(many(8));
  });
});
