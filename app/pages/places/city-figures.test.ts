import { describe, expect, it } from "vitest";
import { claimsIn } from "#app/data/claims.ts";
import claimsAr from "#app/data/copy/claims/ar.json";
import claimsFr from "#app/data/copy/claims/fr.json";
import { cityBySlug } from "./cities.ts";
import { cityClaimsOf, cityFiguresIn, cityPageWordsIn, cityStatsIn, itemCountIn } from "./city-figures.ts";
import ar from "./copy/ar.json";
import fr from "./copy/fr.json";

const london = cityBySlug("london");
const paris = cityBySlug("paris");
if (!london || !paris) throw new Error("London and Paris have city records");

describe("city figures per language", () => {
  it("writes a city's own item count with the language's words and grouping", () => {
    expect(itemCountIn("fr", london, fr.city.itemCount)).toBe("plus de 15\u202f000");
    expect(itemCountIn("ar", london, ar.city.itemCount)).toBe("أكثر من 15,000");
    expect(itemCountIn("fr", paris, fr.city.itemCount)).toBe("");
  });

  it("gives the words the city's name in the language", () => {
    expect(
      cityFiguresIn("fr", london, { name: fr.cities.london.name, itemCount: fr.city.itemCount }),
    ).toEqual({
      city: "Londres",
      items: "plus de 15\u202f000",
    });
  });

  it("lists the stats in order, the shared claims written in the language", () => {
    expect(cityStatsIn("fr", london, cityClaimsOf(claimsIn("fr", claimsFr)), fr.city.itemCount)).toEqual([
      { id: "items", value: "plus de 15\u202f000" },
      { id: "accuracy", value: "99,9\u00a0%" },
      { id: "handbagTurnaround", value: "24-48\u00a0h" },
      { id: "support", value: "24\u00a0h/24, 7\u00a0j/7" },
    ]);
    const arabic = cityClaimsOf(claimsIn("ar", claimsAr));
    expect(cityStatsIn("ar", paris, arabic, ar.city.itemCount).map((s) => s.id)).toEqual([
      "accuracy",
      "handbagTurnaround",
      "brands",
      "support",
    ]);
    expect(arabic.turnarounds.emergency).toBe("في اليوم نفسه");
  });

  it("finishes the page's words on the server: headings, stats, hours and the image's text", () => {
    const claims = cityClaimsOf(claimsIn("fr", claimsFr));
    const words = cityPageWordsIn("fr", london, { ...fr.city, common: fr.common }, fr.cities.london, claims);
    expect(words.city).toBe("Londres");
    expect(words.atAGlance).toContain("Londres");
    expect(words.stats[0]).toEqual({
      value: "plus de 15\u202f000",
      label: expect.stringContaining("Londres"),
    });
    expect(words.imageAlt).toBe("Londres au crépuscule, dessin à l’encre et au lavis");
    expect(words.hours.length).toBe(london.hours?.length);
    expect(words.description).not.toMatch(/[{}]/);
    for (const text of [words.servicesTitle, words.brandsTitle, words.brandsIntro, words.districtsTitle])
      expect(text).not.toMatch(/[{}]/);
  });
});
