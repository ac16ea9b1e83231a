import { describe, expect, test } from "vitest";
import { placeholderNames } from "#app/i18n/message.ts";
import { utcDayIn } from "../words.ts";
import ar from "./copy/ar.json" with { type: "json" };
import en from "./copy/en.json" with { type: "json" };
import fr from "./copy/fr.json" with { type: "json" };
import it from "./copy/it.json" with { type: "json" };
import { privacyText } from "./words.ts";

const bundles: Record<string, Record<string, string>> = { en, fr, it, ar };

describe("the privacy services' sentences", () => {
  test("every language has every English sentence, with the same placeholders", () => {
    for (const language of ["en", "fr", "it", "ar"]) {
      const bundle = bundles[language] ?? {};
      expect(Object.keys(bundle).sort(), language).toEqual(Object.keys(en).sort());
      for (const [key, english] of Object.entries(en))
        expect([...placeholderNames(bundle[key] ?? "")].sort(), `${language} ${key}`).toEqual(
          [...placeholderNames(english)].sort(),
        );
    }
  });

  test("French keeps its no-break spaces before : ; ? ! »", () => {
    for (const [key, text] of Object.entries(fr)) expect(/ [:;?!»]/.test(text), key).toBe(false);
  });

  test("dates are written in UTC in the reader's language", () => {
    const when = new Date("2026-12-23T23:30:00Z");
    expect(utcDayIn("en", when)).toBe("23 December 2026 (UTC)");
    expect(utcDayIn("fr", when)).toBe("23 décembre 2026 (UTC)");
    expect(privacyText("it", "deletionScheduled", { date: utcDayIn("it", when) })).toBe(
      "Il vostro account sarà eliminato il 23 dicembre 2026 (UTC), a meno che non accediate prima di allora.",
    );
  });
});
