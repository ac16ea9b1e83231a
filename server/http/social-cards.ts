import { existsSync, readFileSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { renderAsync } from "@resvg/resvg-js";
import sharp from "sharp";

/**
 * The pages' social images (1200x630 PNG, scripts/build/social-images.ts). `npm run build` draws
 * every one; `npm start` on a build it has just made leaves the ones not yet in the card cache
 * to be drawn here, when first asked for (decision 028): the build writes each card's finished
 * SVG and the cut faces it uses to `build/social-cards.json`, so a card drawn here has the bytes
 * the build would have written.
 */

/** Renders a card's SVG to an indexed-colour PNG (a few colours and a gradient). */
export async function renderCard(
  svg: string,
  fontFiles: string[],
  defaultFontFamily: string,
): Promise<Buffer> {
  // renderAsync draws on libuv's thread pool (the same bytes as the synchronous Resvg#render).
  const rendered = await renderAsync(svg, {
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily },
    fitTo: { mode: "width", value: 1200 },
  });
  return sharp(rendered.asPng())
    .png({ palette: true, quality: 90, effort: 7, compressionLevel: 9 })
    .toBuffer();
}

/** What the build left to draw: each card's SVG by its address, and the faces (relative to build/). */
export interface CardsLeft {
  family: string;
  fonts: string[];
  cards: Record<string, string>;
}

export const cardsLeftFile = "social-cards.json";

export interface SocialCards {
  /** Whether `urlPath` (e.g. /social/fr/pricing.png) is a card left to draw. */
  has(urlPath: string): boolean;
  /** Draws the card into the client folder (once, however many ask at the same time). */
  draw(urlPath: string): Promise<void>;
}

/** The cards the build in `buildDir` left to draw, or null when it drew them all. */
export function cardsLeft(buildDir: string): SocialCards | null {
  const file = path.join(buildDir, cardsLeftFile);
  if (!existsSync(file)) return null;
  const left = JSON.parse(readFileSync(file, "utf8")) as CardsLeft;
  const fonts = left.fonts.map((f) => path.join(buildDir, f));
  const clientDir = path.join(buildDir, "client");
  const drawing = new Map<string, Promise<void>>();
  return {
    has: (urlPath) => Object.hasOwn(left.cards, urlPath),
    draw(urlPath) {
      const svg = left.cards[urlPath];
      if (svg === undefined) return Promise.resolve();
      let job = drawing.get(urlPath);
      if (!job) {
        job = (async () => {
          const png = await renderCard(svg, fonts, left.family);
          const out = path.join(clientDir, urlPath);
          await mkdir(path.dirname(out), { recursive: true });
          // Written aside, then renamed: a reader never sees half a file.
          await writeFile(`${out}.${process.pid}.tmp`, png);
          await rename(`${out}.${process.pid}.tmp`, out);
        })().catch((error: unknown) => {
          drawing.delete(urlPath); // the next request tries again
          throw error;
        });
        drawing.set(urlPath, job);
      }
      return job;
    },
  };
}
