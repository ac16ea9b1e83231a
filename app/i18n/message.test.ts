import { describe, expect, test } from "vitest";
import { formatMessage, placeholderNames, pluralSelectors } from "./message.ts";

describe("messages", () => {
  test("placeholders take their values; numbers in the language's form", () => {
    expect(formatMessage("en", "{count} brands from {price}", { count: 1234, price: "$5" })).toBe(
      "1,234 brands from $5",
    );
    expect(formatMessage("fr", "{count} marques", { count: 1234 })).toBe("1\u202f234 marques");
    expect(formatMessage("it", "{count} marchi", { count: 12345 })).toBe("12.345 marchi");
  });

  test("a placeholder without its value stays visible, and apostrophes are plain text", () => {
    expect(formatMessage("fr", "l’objet de {brand}", {})).toBe("l’objet de {brand}");
  });

  test("plural branches follow each language's rules, exact values first", () => {
    const items = "{n, plural, =0 {no items} one {# item} other {# items}}";
    expect([0, 1, 2, 1000].map((n) => formatMessage("en", items, { n }))).toEqual([
      "no items",
      "1 item",
      "2 items",
      "1,000 items",
    ]);
    const objets = "{n, plural, one {# objet} other {# objets}}";
    expect([0, 1, 2].map((n) => formatMessage("fr", objets, { n }))).toEqual([
      "0 objet",
      "1 objet",
      "2 objets",
    ]);
    const ar =
      "{n, plural, zero {لا قطع} one {قطعة واحدة} two {قطعتان} few {# قطع} many {# قطعة} other {# قطعة}}";
    expect([0, 1, 2, 3, 11, 100].map((n) => formatMessage("ar", ar, { n }))).toEqual([
      "لا قطع",
      "قطعة واحدة",
      "قطعتان",
      "3 قطع",
      "11 قطعة",
      "100 قطعة",
    ]);
  });

  test("names and selectors are read out for the build check", () => {
    const m = "{count, plural, one {# {thing} left} other {# {thing}s left}} for {name}";
    expect([...placeholderNames(m)].sort()).toEqual(["count", "name", "thing"]);
    expect([...pluralSelectors(m)].sort()).toEqual(["one", "other"]);
  });

  test("malformed messages are refused with the message named", () => {
    expect(() => formatMessage("en", "a {b", { b: 1 })).toThrow(/unclosed "\{" in "a \{b"/);
    expect(() => formatMessage("en", "a } b {c}", { c: 1 })).toThrow(/unopened/);
    expect(() => formatMessage("en", "{n, plural, one {x}}", { n: 1 })).toThrow(/"other"/);
    expect(() => formatMessage("en", "{n, select, a {x}}", { n: 1 })).toThrow(/unreadable placeholder/);
  });
});
