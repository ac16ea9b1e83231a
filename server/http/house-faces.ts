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
 * Lighthouse's mobile simulation). With them, it marks the bands then out of view: those are
 * laid out again only when they come near the screen (app/app.css).
 *
 * Everything it reads (which bands are out of view, where the first screen's elements are) is
 * read from the layout of the first paint, before it writes anything; then it marks the bands
 * and adds the faces together, and reads the first screen once more: one new layout in all.
 * (Reading and writing in turn cost a layout per band and a second full pass: measured on the
 * home page at four times slower CPU, 116 ms of style and layout before the faces' own 134 ms.)
 *
 * A first paint can come while the parser is still reading the page (a long page on a slow
 * phone paints its first screen from the first chunk). The swap then waits for the parser to
 * finish: the first read would otherwise lay out everything parsed since that paint in the same
 * task as the faces (measured on the Arabic home page at four times slower CPU: one task of
 * 174 ms, 54 ms of it laying out 406 newly parsed boxes, against 70 ms on the English page, whose
 * parser had finished).
 *
 * The fallbacks are sized to the house faces over a language's whole copy, but one heading can
 * still take a line more or less in its house face (measured: French h1s on a 412px phone, 45px).
 * So the swap is tried before the next paint: if anything on the first screen would move, each
 * block of the first screen (heading, paragraph, item, control) that grew is set up to 15%
 * smaller, in steps, until it takes no more height than in its fallback, and every block whose
 * height changed keeps its fallback height as its minimum (so nothing after it moves; undone when
 * the window's width changes; measured on /ae/pricing: a block 28px shorter in its house face
 * pulled the next band up, CLS 0.02). Only if
 * something still moves are the faces taken out again before anything is drawn; they are then
 * added at the visitor's first click, key, scroll or touch, when the tab is hidden, or a second
 * later at the latest: every page view ends in the house faces (issue 33: 9% of views stayed in
 * the fallback when only a click or key counted). Not at the press itself: a link that moved
 * between press and release would lose its click (seen in a test on /locations/los-angeles). The
 * root's `data-faces` says which: `on` or `waiting`. A browser without the font loading API gets
 * the rules instead.
 *
 * No line comments inside (the source is put on one line) and no less-than sign (the tags are
 * found again by a pattern that stops at one).
 */
function switchOnAtFirstPaint(id: string, latestMs: number, bands: string, watched: string) {
  let started = false;
  const on = () => {
    const style = document.getElementById(id) as HTMLStyleElement | null;
    if (started || !style) return;
    if (document.readyState === "loading") {
      document.addEventListener("readystatechange", on, { once: true });
      return;
    }
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
    const root = document.documentElement;
    const add = () => {
      for (const face of faces) document.fonts.add(face);
      root.setAttribute("data-faces", "on");
    };
    Promise.all(faces.map((face) => face.load())).then(
      () => {
        const high = window.innerHeight;
        const far = Array.from(document.querySelectorAll(bands)).filter(
          (band) => band.getBoundingClientRect().top > high,
        );
        const seen: [HTMLElement, number, number][] = [];
        for (const el of document.querySelectorAll(watched)) {
          const box = el.getBoundingClientRect();
          if (high > box.top) seen.push([el as HTMLElement, box.top, box.height]);
        }
        for (const band of far) band.setAttribute("data-band", "far");
        const still = () => seen.every(([el, top]) => 1 > Math.abs(el.getBoundingClientRect().top - top));
        const fitted: HTMLElement[] = [];
        const fitIn = () => {
          add();
          if (still()) return true;
          for (const [el, , height] of seen) {
            const css = getComputedStyle(el);
            const now = el.getBoundingClientRect().height;
            if (css.display === "inline" || 0.5 > Math.abs(now - height)) continue;
            const size = Number.parseFloat(css.fontSize);
            fitted.push(el);
            for (
              let k = 1;
              7 > k && el.tagName !== "SECTION" && el.getBoundingClientRect().height > height + 0.5;
              k++
            ) {
              el.style.fontSize = `${size * (1 - 0.025 * k)}px`;
            }
            el.style.minHeight = `${height}px`;
          }
          return still();
        };
        const unfit = () => {
          for (const el of fitted) el.style.fontSize = el.style.minHeight = "";
          fitted.length = 0;
        };
        if (fitIn()) {
          const wide = window.innerWidth;
          window.addEventListener("resize", () => {
            if (window.innerWidth !== wide) unfit();
          });
          return;
        }
        unfit();
        for (const face of faces) document.fonts.delete(face);
        root.setAttribute("data-faces", "waiting");
        const events = ["click", "keyup", "visibilitychange", "scroll", "touchend"];
        let timer = 0;
        const later = () => {
          clearTimeout(timer);
          for (const type of events) document.removeEventListener(type, later, true);
          setTimeout(add, 0);
        };
        for (const type of events) document.addEventListener(type, later, { capture: true, passive: true });
        timer = window.setTimeout(later, 1000);
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

/** The page's bands after the first, and its footer (the selector of app/app.css). */
const bands = ":is(main, main > div, main > article) > section:not(:first-child), body footer";
/** What a visitor sees move: bands, blocks of text, media and controls. */
const watched =
  "section,h1,h2,h3,h4,p,li,dt,dd,th,td,a,span,svg,img,picture,video,button,input,textarea,select,label,summary,blockquote,figcaption";
const script = `(${switchOnAtFirstPaint.toString().replace(/\s+/g, " ")})(${[facesId, 2000, bands, watched].map((v) => JSON.stringify(v)).join(",")})`;

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
  // A page rendered for this answer has none yet: the search for them is a plain substring test.
  const page = html.includes(`<style id="${facesId}"`) ? html.replace(addedFaces, "") : html;
  return page.replace(charset, `${charset}${tags}`);
}
