/**
 * Every page speaks its language: each public page (every prerendered address, parameters
 * included) and each not-found variant is fetched in English and under /fr, /it and /ae, and any
 * text of four or more words that the translated page shares with the English one fails the test,
 * unless `tests/untranslated-allowlist.json` names it (proper names, quotations). Texts are the
 * page's text nodes, its meta descriptions and Open Graph texts, the `alt`, `title` and
 * `aria-label` attributes, and the strings of its JSON-LD.
 */

import { publicPages } from "#app/lib/public-pages.ts";
import allowlist from "../untranslated-allowlist.json" with { type: "json" };
import { decodeEntities } from "./fixtures/page.ts";
import { expect, test } from "./fixtures/test.ts";

const allowed = new Set(Object.keys(allowlist.texts));

/** Every prerendered English address: each page, and each known value of a parameterised one. */
const englishPaths = publicPages.flatMap((page) => {
  if (!page.params) return [page.path];
  return page.params.map((value) => page.path.replace(/:[^/]+/, value));
});

/** Not-found variants: an unknown address, and an unknown value of each parameterised page. */
const notFoundPaths = [
  "/no-such-page-here",
  ...publicPages.filter((page) => page.params).map((page) => page.path.replace(/:[^/]+/, "no-such-value")),
];

const translations = [
  { prefix: "/fr", lang: "fr" },
  { prefix: "/it", lang: "it" },
  { prefix: "/ae", lang: "ar" },
] as const;

const fold = (text: string) => decodeEntities(text).replace(/\s+/g, " ").trim();
const words = (text: string) => text.split(" ").filter((w) => /\p{L}/u.test(w)).length;

/** The texts a reader or a search engine gets from server HTML, each folded, of four words or more. */
function textsOf(html: string): Set<string> {
  const texts: string[] = [];
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    const walk = (value: unknown): void => {
      if (typeof value === "string") {
        if (!/^(https?:|\/)/.test(value)) texts.push(value);
      } else if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === "object") Object.values(value).forEach(walk);
    };
    walk(JSON.parse(json ?? "null"));
  }
  for (const [, content] of html.matchAll(
    /<meta (?:name|property)="(?:description|og:title|og:description|twitter:title|twitter:description)" content="([^"]*)"/g,
  ))
    texts.push(content ?? "");
  for (const [, value] of html.matchAll(/\s(?:alt|title|aria-label)="([^"]*)"/g)) texts.push(value ?? "");
  const body = html
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, "<>")
    .replace(/<!-- -->/g, "")
    .replace(/<!--[\s\S]*?-->/g, "<>");
  for (const node of body.split(/<[^>]*>/)) texts.push(node);
  return new Set(texts.map(fold).filter((text) => words(text) >= 4));
}

test.describe("every page in its language", () => {
  for (const { prefix, lang } of translations) {
    test(`${prefix}: no text of four words or more is left in English`, async ({ request }) => {
      test.setTimeout(180_000);
      const leftovers: string[] = [];
      for (const [paths, status] of [
        [englishPaths, 200],
        [notFoundPaths, 404],
      ] as const) {
        for (const path of paths) {
          const english = await request.get(path);
          expect(english.status(), path).toBe(status);
          const translated = await request.get(path === "/" ? prefix : `${prefix}${path}`);
          expect(translated.status(), `${prefix}${path}`).toBe(status);
          const html = await translated.text();
          expect(html, `${prefix}${path}`).toContain(
            `<html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}"`,
          );
          const englishTexts = textsOf(await english.text());
          for (const text of textsOf(html)) {
            if (englishTexts.has(text) && !allowed.has(text)) leftovers.push(`${prefix}${path}: ${text}`);
          }
        }
      }
      expect(leftovers, `English left under ${prefix}:\n${leftovers.join("\n")}`).toEqual([]);
    });
  }

  test("the crawl sees English when a page is not translated (positive control)", () => {
    const english =
      "<html><body><h1>Authenticate your luxury items</h1><p>99.9% <b>accurate</b></p></body></html>";
    const translated =
      '<html><body><h1>Authenticate your luxury items</h1><img alt="Un sac Birkin en cuir"></body></html>';
    const shared = [...textsOf(translated)].filter((t) => textsOf(english).has(t));
    expect(shared).toEqual(["Authenticate your luxury items"]);
    expect(textsOf(translated)).toContain("Un sac Birkin en cuir");
  });
});
