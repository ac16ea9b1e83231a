/**
 * The house faces of a page's language, switched on once its first contentful paint is on
 * screen, the way its hydration starts (decision 006). Used by the build for every prerendered
 * page (scripts/build/font-preload.ts) and by the server for every page it renders per request,
 * so both kinds of page look the same.
 *
 * Lighthouse's simulation counts every request that ends before the observed largest paint as
 * needed for it. Faces declared in the page's stylesheet are asked for during the first layout
 * and, on a fast connection, arrive before that paint: measured here, they moved LCP from
 * 0.9-1.1 s to 1.2-1.7 s. So the page paints first in the measured fallback faces of
 * app/fonts.css (sized to the house faces: the swap moves next to nothing), and the faces arrive
 * right after.
 *
 * In the head, after the charset: `<style id="house-faces" media="print">` with the language's
 * `@font-face` rules (inert on screen until its media changes), and a small script that sets its
 * media to `all` at the first contentful paint (at once in a hidden tab or a browser without
 * paint timing; at the latest after two seconds). A prerendered file's inline scripts are allowed
 * by their hash; a page rendered per request passes its CSP nonce. React leaves extra elements of
 * the head alone when it hydrates.
 */
import { houseFaces } from "#app/data/fonts.ts";
import { isLanguage } from "#app/i18n/languages.ts";

const charset = '<meta charSet="utf-8"/>';
export const facesId = "house-faces";

/**
 * Runs in the page (serialised with its source): switches the faces on at first paint. Every face
 * is fetched first and all are added at once, so the page is laid out again once, not once per
 * face as it would be if each arrived on its own (each layout of a long page is a long task on a
 * slow phone: measured, per-face swaps cost the home page about 300 ms of blocking time in
 * Lighthouse's mobile simulation). A browser without the font loading API gets the rules instead.
 */
function switchOnAtFirstPaint(id: string, latestMs: number) {
  let started = false;
  const on = () => {
    const style = document.getElementById(id) as HTMLStyleElement | null;
    if (started || !style) return;
    started = true;
    const rules = Array.from(style.sheet?.cssRules ?? []) as CSSFontFaceRule[];
    if (!("FontFace" in window) || !document.fonts || rules.length === 0) {
      style.media = "all";
      return;
    }
    const faces = rules.map((rule) => {
      const d = rule.style;
      return new FontFace(d.getPropertyValue("font-family").replace(/"/g, ""), d.getPropertyValue("src"), {
        weight: d.getPropertyValue("font-weight") || "normal",
        unicodeRange: d.getPropertyValue("unicode-range") || "U+0-10FFFF",
        display: "swap",
      });
    });
    Promise.all(faces.map((face) => face.load())).then(
      () => {
        for (const face of faces) document.fonts.add(face);
      },
      () => {
        style.media = "all";
      },
    );
  };
  if (document.visibilityState === "hidden" || !("PerformanceObserver" in window)) return on();
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntries().some((e) => e.name === "first-contentful-paint")) {
        observer.disconnect();
        on();
      }
    }).observe({ type: "paint", buffered: true });
  } catch {
    on();
  }
  setTimeout(on, latestMs);
}

const script = `(${switchOnAtFirstPaint.toString().replace(/\s+/g, " ")})(${JSON.stringify(facesId)},2000)`;

/** The tags added before, with or without a nonce. */
export const addedFaces = new RegExp(
  `<style id="${facesId}" media="print">[^<]*</style><script[^>]*>[^<]*</script>`,
  "g",
);

/** The page with its language's faces switched on after first paint (once, whatever ran before). */
export function addHouseFaces(html: string, nonce?: string): string {
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
  if (!isLanguage(lang)) throw new Error(`house faces: no known lang on the page (${lang})`);
  if (!html.includes(charset)) throw new Error(`house faces: no ${charset} in the head`);
  const tags = `<style id="${facesId}" media="print">${houseFaces[lang]}</style><script${nonce ? ` nonce="${nonce}"` : ""}>${script}</script>`;
  return html.replace(addedFaces, "").replace(charset, `${charset}${tags}`);
}
