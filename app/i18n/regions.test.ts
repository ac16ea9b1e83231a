import { describe, expect, it } from "vitest";
import {
  addressIn,
  alternatesOf,
  languageOfPath,
  localizePath,
  pageAddress,
  parseRegion,
  regions,
} from "./regions.ts";

describe("region prefixes", () => {
  it("lists the eleven prefixes of the specification", () => {
    expect(regions.map((r) => r.prefix)).toEqual([
      "uk",
      "ca",
      "au",
      "fr",
      "de",
      "es",
      "it",
      "jp",
      "cn",
      "ae",
      "hk",
    ]);
  });

  it("serves French under fr, Italian under it, Arabic under ae and English elsewhere", () => {
    expect(languageOfPath("/fr/privacy")).toBe("fr");
    expect(languageOfPath("/it/terms")).toBe("it");
    expect(languageOfPath("/ae/cookies")).toBe("ar");
    expect(languageOfPath("/de/cookies")).toBe("en");
    expect(languageOfPath("/privacy")).toBe("en");
    expect(languageOfPath("/fr")).toBe("fr");
  });

  it("does not mistake an ordinary first segment for a region", () => {
    expect(parseRegion("/xx/privacy")).toEqual({ region: null, path: "/xx/privacy" });
    expect(parseRegion("/french/privacy")).toEqual({ region: null, path: "/french/privacy" });
    expect(parseRegion("/fr/privacy").path).toBe("/privacy");
  });

  it("localizes paths, the home page without a trailing slash", () => {
    expect(localizePath("/privacy", "fr")).toBe("/fr/privacy");
    expect(localizePath("/", "ae")).toBe("/ae");
    expect(localizePath("/privacy", null)).toBe("/privacy");
  });

  it("gives every page reciprocal alternates plus x-default", () => {
    const alts = alternatesOf("/terms");
    expect(alts).toHaveLength(13);
    expect(alts[0]).toEqual({ hreflang: "en", path: "/terms" });
    expect(alts).toContainEqual({ hreflang: "fr-FR", path: "/fr/terms" });
    expect(alts).toContainEqual({ hreflang: "ar-AE", path: "/ae/terms" });
    expect(alts.at(-1)).toEqual({ hreflang: "x-default", path: "/terms" });
  });

  it("gives the same page under another language's address", () => {
    expect(addressIn("/pricing", "fr")).toBe("/fr/pricing");
    expect(addressIn("/fr/pricing", "ar")).toBe("/ae/pricing");
    expect(addressIn("/ae/pricing", "it")).toBe("/it/pricing");
    expect(addressIn("/fr/pricing", "en")).toBe("/pricing");
    expect(addressIn("/", "fr")).toBe("/fr");
    expect(addressIn("/ae", "en")).toBe("/");
    // An address already in the language stays: /uk is English.
    expect(addressIn("/uk/pricing", "en")).toBe("/uk/pricing");
    expect(addressIn("/uk/pricing", "fr")).toBe("/fr/pricing");
  });

  it("reads the language of a data request for a region's home page", () => {
    expect(languageOfPath("/fr.data")).toBe("fr");
    expect(languageOfPath("/ae.data")).toBe("ar");
    expect(languageOfPath("/fr/pricing.data")).toBe("fr");
    expect(languageOfPath("/_.data")).toBe("en");
    expect(pageAddress("/fr.data")).toBe("/fr");
    expect(pageAddress("/_.data")).toBe("/");
    expect(pageAddress("/fr/pricing.data")).toBe("/fr/pricing");
    expect(pageAddress("/pricing")).toBe("/pricing");
  });
});
