import { describe, expect, test } from "vitest";
import { languageOfAcceptLanguage } from "./accept-language.ts";

describe("languageOfAcceptLanguage", () => {
  test("weights decide, then the order they are written in", () => {
    expect(languageOfAcceptLanguage("en;q=0.1, fr")).toBe("fr");
    expect(languageOfAcceptLanguage("de-DE,ar-AE;q=0.8,fr;q=0.9")).toBe("fr");
    expect(languageOfAcceptLanguage("it;q=0.5, ar;q=0.5")).toBe("it");
    expect(languageOfAcceptLanguage("ar;q=0.5, it;q=0.5")).toBe("ar");
    expect(languageOfAcceptLanguage("fr;q=0.3, it;q=0.30, ar;q=0.301")).toBe("ar");
    expect(languageOfAcceptLanguage("fr;q=1.000, it")).toBe("fr");
  });

  test("a region or a script asks for its language", () => {
    expect(languageOfAcceptLanguage("fr-CA")).toBe("fr");
    expect(languageOfAcceptLanguage("IT_it")).toBe("it");
    expect(languageOfAcceptLanguage(" EN-gb , fr")).toBe("en");
    expect(languageOfAcceptLanguage("ar-Arab-AE;q=0.9, de")).toBe("ar");
  });

  test("q=0 turns a language down", () => {
    expect(languageOfAcceptLanguage("it-IT;q=0, ar")).toBe("ar");
    expect(languageOfAcceptLanguage("fr;q=0, fr-CA;q=0.5")).toBe("en");
    expect(languageOfAcceptLanguage("fr;q=0")).toBe("en");
  });

  test("the wildcard is any language not turned down, English first", () => {
    expect(languageOfAcceptLanguage("*")).toBe("en");
    expect(languageOfAcceptLanguage("de, *;q=0.5, it;q=0.4")).toBe("en");
    expect(languageOfAcceptLanguage("en;q=0, *")).toBe("fr");
    expect(languageOfAcceptLanguage("*;q=0.1, ar")).toBe("ar");
  });

  test("garbage is skipped, and nothing the site speaks gives English", () => {
    expect(languageOfAcceptLanguage(undefined)).toBe("en");
    expect(languageOfAcceptLanguage(null)).toBe("en");
    expect(languageOfAcceptLanguage("")).toBe("en");
    expect(languageOfAcceptLanguage("de, ja")).toBe("en");
    expect(languageOfAcceptLanguage("fra, it")).toBe("it");
    expect(languageOfAcceptLanguage("fr;q=2, it")).toBe("it");
    expect(languageOfAcceptLanguage("fr;q=abc, it;q=0.2")).toBe("it");
    expect(languageOfAcceptLanguage("fr;q=-1, it;q=0.2")).toBe("it");
    expect(languageOfAcceptLanguage("<script>, ar")).toBe("ar");
    expect(languageOfAcceptLanguage(",,;;,=,fr;level=1")).toBe("fr");
    expect(languageOfAcceptLanguage("x".repeat(5000))).toBe("en");
  });
});
