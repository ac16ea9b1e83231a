import { readFileSync } from "node:fs";
import { filmShots, filmTiming, shotStart } from "#app/pages/home/film.ts";
import filmAr from "#app/pages/home/film-copy/ar.json" with { type: "json" };
import filmEn from "#app/pages/home/film-copy/en.json" with { type: "json" };
import filmFr from "#app/pages/home/film-copy/fr.json" with { type: "json" };
import filmIt from "#app/pages/home/film-copy/it.json" with { type: "json" };
import { fetchHtml, openHydrated } from "../fixtures/page.ts";
import { expect, test } from "../fixtures/test.ts";

/*
 * The home film: its poster paints with the HTML, its files are served as what they are, its
 * captions say the copy's words at the shots' times, and the player offers them in all four
 * languages with the page's own language first.
 */
test.use({ serviceWorkers: "block" });

const filmCopy = { en: filmEn, fr: filmFr, it: filmIt, ar: filmAr } as const;
const poster = readFileSync(new URL("../../../public/images/home/hero-poster.webp", import.meta.url));

/** "mm:ss.ttt" in seconds. */
const seconds = (stamp: string) => {
  const [mm, rest] = stamp.split(":");
  return Number(mm) * 60 + Number(rest);
};

/** The cues of a WebVTT file: start, end and text. Throws on anything that is not a cue. */
function parseVtt(text: string): { start: number; end: number; text: string }[] {
  const [header, ...blocks] = text.trim().split(/\n\n+/);
  expect(header).toBe("WEBVTT");
  return blocks.map((block) => {
    const lines = block.split("\n");
    const timing = lines.findIndex((l) => l.includes("-->"));
    const m = /^(\d\d:\d\d\.\d{3}) --> (\d\d:\d\d\.\d{3})$/.exec(lines[timing] ?? "");
    if (!m?.[1] || !m[2]) throw new Error(`not a cue: ${block}`);
    return { start: seconds(m[1]), end: seconds(m[2]), text: lines.slice(timing + 1).join("\n") };
  });
}

test.describe("home film", () => {
  for (const path of ["/", "/ae/"]) {
    test(`${path}: the poster is in the HTML before any script, inlined, high priority`, async ({
      request,
    }) => {
      const html = await fetchHtml(request, path);
      const img = /<img src="data:image\/webp;base64,([^"]+)"[^>]*>/.exec(html);
      expect(img, "inlined poster").not.toBeNull();
      expect(img?.[0]).toMatch(/width="640" height="360"/);
      expect(img?.[0]).toMatch(/fetchpriority="high"/i);
      // It is the film's first frame, as committed, not an older placeholder.
      expect(Buffer.from(img?.[1] ?? "", "base64").equals(poster)).toBe(true);
      // No script file or module comes before it: it paints whether or not any script runs.
      const firstScript = html.search(/<script[^>]*(\ssrc=|type="module")/);
      expect(firstScript === -1 || (img?.index ?? Infinity) < firstScript).toBe(true);
      expect(html).not.toContain("<video");
    });
  }

  test("the film's files answer with their types, within the byte budget; the MP4 starts fast", async ({
    request,
  }) => {
    for (const [file, type] of [
      ["hero.webm", "video/webm"],
      ["hero.mp4", "video/mp4"],
      ["hero-poster.webp", "image/webp"],
    ] as const) {
      const res = await request.get(`/images/home/${file}`);
      expect(res.status(), file).toBe(200);
      expect(res.headers()["content-type"], file).toContain(type);
      const body = await res.body();
      if (file !== "hero-poster.webp") {
        expect(body.length, file).toBeGreaterThan(100_000);
        expect(body.length, file).toBeLessThanOrEqual(1_500_000);
      }
      if (file === "hero.mp4") {
        // With the index (moov) before the media data, playback starts before the download ends.
        expect(body.indexOf("moov")).toBeGreaterThan(0);
        expect(body.indexOf("moov")).toBeLessThan(body.indexOf("mdat"));
      }
    }
  });

  test("the background loop is light, and its frame is never a larger paint than the poster", async ({
    page,
    request,
  }) => {
    for (const [file, type] of [
      ["hero-loop.webm", "video/webm"],
      ["hero-loop.mp4", "video/mp4"],
    ] as const) {
      const res = await request.get(`/images/home/${file}`);
      expect(res.status(), file).toBe(200);
      expect(res.headers()["content-type"], file).toContain(type);
      const body = await res.body();
      expect(body.length, file).toBeGreaterThan(20_000);
      expect(body.length, file).toBeLessThanOrEqual(60 * 1024);
    }

    // The loop plays behind the hero once the page is idle; the browser counts its frame as a
    // paint, so a frame larger than the inlined poster would become the page's largest paint.
    await openHydrated(page, "/");
    const video = page.locator("section[aria-labelledby=home-hero-title] video[autoplay]");
    await expect(video).toHaveJSProperty("paused", false, { timeout: 20_000 });
    const played = await video.evaluate((v: HTMLVideoElement) => ({
      src: new URL(v.currentSrc).pathname,
      width: v.videoWidth,
      height: v.videoHeight,
      poster: v.getAttribute("poster"),
    }));
    const shown = await page
      .locator("section[aria-labelledby=home-hero-title] img[src^='data:image/webp']")
      .evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight }));
    expect(played.src).toMatch(/^\/images\/home\/hero-loop\.(webm|mp4)$/);
    expect(played.poster).toBeNull();
    expect(played.width * played.height).toBeGreaterThan(0);
    expect(played.width * played.height).toBeLessThanOrEqual(shown.width * shown.height);
  });

  for (const [language, copy] of Object.entries(filmCopy)) {
    test(`captions in ${language}: one cue per shot, the copy's words, timed to the shots`, async ({
      request,
    }) => {
      const res = await request.get(`/images/home/hero.${language}.vtt`);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toContain("text/vtt");
      const cues = parseVtt(await res.text());
      expect(cues.map((c) => c.text)).toEqual(filmShots.map((shot) => copy.cues[shot]));
      expect(cues[0]?.start).toBe(0);
      expect(cues.at(-1)?.end).toBeCloseTo(shotStart(filmShots.length - 1) + filmTiming.shot, 3);
      for (const [i, cue] of cues.entries()) {
        expect(cue.end).toBeGreaterThan(cue.start);
        // Each cue covers its own shot's middle.
        const middle = shotStart(i) + filmTiming.shot / 2;
        expect(cue.start).toBeLessThan(middle);
        expect(cue.end).toBeGreaterThan(middle);
        if (i > 0) expect(cue.start).toBeCloseTo(cues[i - 1]?.end ?? -1, 3);
      }
    });
  }

  for (const [path, language, play] of [
    ["/", "en", "Play the Collect film"],
    ["/fr/", "fr", "Lire le film Collect"],
    ["/ae/", "ar", null],
  ] as const) {
    test(`${path}: the player offers four caption tracks, ${language} by default`, async ({ page }) => {
      await openHydrated(page, path);
      const button = play
        ? page.getByRole("button", { name: play })
        : page.locator("section[aria-labelledby=home-hero-title] button[aria-haspopup=dialog]");
      await button.click();
      const dialog = page.getByRole("dialog");
      const tracks = dialog.locator("video[controls] track[kind=captions]");
      await expect(tracks).toHaveCount(4);
      const described = await tracks.evaluateAll((ts) =>
        (ts as HTMLTrackElement[]).map((t) => [t.srclang, t.label, t.default, new URL(t.src).pathname]),
      );
      expect(described).toEqual([
        ["en", "English", language === "en", "/images/home/hero.en.vtt"],
        ["fr", "Français", language === "fr", "/images/home/hero.fr.vtt"],
        ["it", "Italiano", false, "/images/home/hero.it.vtt"],
        ["ar", "العربية", language === "ar", "/images/home/hero.ar.vtt"],
      ]);
    });
  }
});
