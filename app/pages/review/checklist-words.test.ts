import { describe, expect, it } from "vitest";
import { checklistFor } from "#app/data/review-checklists.ts";
import { shotLists } from "#app/data/shots.ts";
import { languages } from "#app/i18n/languages.ts";
import { checklistWordsCopy, pointWords, sourceOfPoint } from "./checklist-words.ts";

describe("the review checklist's words", () => {
  const points = new Set(
    Object.keys(shotLists).flatMap((category) =>
      [null, "rolex", "hermes", "chanel"].flatMap((brand) => checklistFor(category, brand).map((p) => p.id)),
    ),
  );

  it.each(languages.map((l) => l.code))(
    "name every point of every checklist in %s, from the site's published words",
    async (language) => {
      const words = await checklistWordsCopy.load(language);
      const missing = [...points].filter((id) => !words[id]?.label);
      expect(missing).toEqual([]);
    },
  );

  it("use the category page's authentication point and the brand page's marker", async () => {
    const words = await checklistWordsCopy.load("en");
    expect(pointWords(words, "category:luxury-handbags:0").label).toBe("Stitching");
    expect(pointWords(words, "brand:hermes:2").label).toMatch(/^A blind stamp with the year letter/);
    expect(pointWords(words, "shot:card-front:0").label).toBe(
      (await import("#app/pages/requests/copy/en.json")).default.shots["card-front"].name,
    );
    expect(pointWords(words, "category:nowhere:9")).toEqual({ label: "category:nowhere:9", detail: "" });
  });

  it("read a point's source back from its id", () => {
    expect(sourceOfPoint("brand:rolex:6")).toEqual({ kind: "brand", slug: "rolex", index: 6 });
    expect(sourceOfPoint("shot:insole:0")).toEqual({ kind: "shot", slot: "insole" });
    expect(sourceOfPoint("nonsense")).toBeNull();
  });
});
