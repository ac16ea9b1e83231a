import { describe, expect, it } from "vitest";
import { fraudGuide, handbagGuide } from "#app/pages/guides/data.ts";
import { serviceOffersIn } from "#app/pages/services/data.ts";
import { awardIn, claimsIn, companyAddress } from "./claims.ts";
import claimsEn from "./copy/claims/en.json";

const award = awardIn(claimsEn);
const claims = claimsIn("en", claimsEn);
const { headline, turnaround, turnaroundInWords } = claims;
const serviceOffers = serviceOffersIn(claims);

describe("derived claim wordings", () => {
  it("quotes the award in full and by name, as the specification writes them", () => {
    expect(award.text).toBe("Awarded as 2nd Best European Blockchain Startup 2024/25");
    expect(award.short).toBe("2nd Best European Blockchain Startup 2024/25");
  });

  it("spells the handbag turnaround out from its one figure", () => {
    expect(turnaround.handbags).toBe("24-48h");
    expect(turnaroundInWords.handbags).toBe("24-48 hours");
    expect(serviceOffers.find((s) => s.id === "handbag")?.turnaround).toBe("24-48 hours");
    expect(JSON.stringify(handbagGuide)).toContain("Ours starts at $149 and takes 24-48 hours");
    expect(JSON.stringify(fraudGuide)).toContain("handbags start at $149 with results in 24-48 hours");
  });

  it("places the company in London, United Kingdom", () => {
    expect(headline.basedIn).toBe("London");
    expect(companyAddress).toEqual({ addressLocality: "London", addressCountry: "GB" });
  });
});

describe("the award's words", () => {
  it("come from the copy", () => {
    expect(awardIn(claimsEn)).toEqual(award);
    expect(awardIn({ award: { name: "N", text: "Prix : {name}" } })).toEqual({
      text: "Prix : N",
      short: "N",
    });
  });
});
