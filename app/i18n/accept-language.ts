import { defaultLanguage, isLanguage, type Language, languages } from "./languages.ts";

/**
 * The one reading of an `Accept-Language` header (RFC 9110 §12.5.4) on every server path: the
 * API's messages, the plain pages, the collect-card screen, the 503 and rate-limit answers.
 *
 * Each range is weighed by its `q` (1 when absent); the highest weight wins and, between equal
 * weights, the one written first. A range names a language by its primary subtag, so `fr-CA`
 * and `fr_CA` ask for French. `*` asks for any language: the first of the site's (English) that
 * no range turned down. A range with `q=0` turns its language down: `fr;q=0, *` is not French.
 * Ranges that are not language ranges, and weights that are not numbers from 0 to 1, are
 * skipped; a header with nothing the site speaks gives English.
 */
export function languageOfAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return defaultLanguage;
  const ranges: { primary: string; q: number; index: number }[] = [];
  const refused = new Set<string>();
  header.split(",").forEach((part, index) => {
    const [range = "", ...params] = part.split(";").map((piece) => piece.trim());
    if (!/^(\*|[A-Za-z]{1,8}([-_][A-Za-z0-9]{1,8})*)$/.test(range)) return;
    let q = 1;
    for (const param of params) {
      const weight = /^q\s*=\s*(0(\.\d{0,3})?|1(\.0{0,3})?)$/i.exec(param);
      if (weight) q = Number(weight[1]);
      else if (/^q\s*=/i.test(param)) return;
    }
    const primary = (range.split(/[-_]/)[0] ?? "").toLowerCase();
    if (q === 0) {
      // Only a whole language is turned down: `fr-CA;q=0` still leaves French to `fr`.
      if (!range.includes("-") && !range.includes("_")) refused.add(primary);
      return;
    }
    ranges.push({ primary, q, index });
  });
  ranges.sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { primary } of ranges) {
    if (primary === "*") {
      const any = languages.map((l) => l.code).find((code) => !refused.has(code));
      if (any) return any;
    } else if (isLanguage(primary) && !refused.has(primary)) {
      return primary;
    }
  }
  return defaultLanguage;
}
