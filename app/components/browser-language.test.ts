import { describe, expect, test } from "vitest";
import { preferredLanguage } from "./browser-language.ts";

describe("preferredLanguage", () => {
  test("takes the first language the site speaks, by its primary subtag", () => {
    expect(preferredLanguage(["fr-CA", "en-US"])).toBe("fr");
    expect(preferredLanguage(["de-DE", "ar-AE", "fr"])).toBe("ar");
    expect(preferredLanguage(["IT_it"])).toBe("it");
    expect(preferredLanguage(["en-GB", "fr"])).toBe("en");
  });

  test("is null when the browser prefers only languages the site does not speak", () => {
    expect(preferredLanguage(["de-DE", "ja"])).toBeNull();
    expect(preferredLanguage([])).toBeNull();
  });
});
