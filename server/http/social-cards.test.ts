import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { drawSvg, prepareFonts } from "../../scripts/build/social-images.ts";
import { type CardsLeft, cardsLeft, cardsLeftFile, renderCard } from "./social-cards.ts";
import { staticFiles } from "./static-files.ts";

/**
 * A build `npm start` made leaves the social images not yet in the card cache to the server
 * (decision 028): the first request draws the card, with the bytes the build would have written.
 */
let origin = "";
let close = () => {};
let buildDir = "";
let expected: Buffer;

beforeAll(async () => {
  buildDir = mkdtempSync(path.join(tmpdir(), "social-cards-"));
  mkdirSync(path.join(buildDir, "client"), { recursive: true });
  const fonts = await prepareFonts(["Tarifs et abonnements", "من $9.99"]);
  const svg = drawSvg(fonts, "Tarifs et abonnements", false, "Collect", "dès 9,99 $US");
  expected = await renderCard(svg, fonts.files, "Cormorant Garamond");
  mkdirSync(path.join(buildDir, "social-faces"));
  const left: CardsLeft = {
    family: "Cormorant Garamond",
    fonts: [],
    cards: { "/social/fr/pricing.png": svg },
  };
  for (const file of fonts.files) {
    writeFileSync(path.join(buildDir, "social-faces", path.basename(file)), readFileSync(file));
    left.fonts.push(`social-faces/${path.basename(file)}`);
  }
  writeFileSync(path.join(buildDir, cardsLeftFile), JSON.stringify(left));
  const app = express();
  app.use(staticFiles(path.join(buildDir, "client"), cardsLeft(buildDir)));
  app.use((_req, res) => {
    res.status(404).end();
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
}, 60_000);

afterAll(() => close());

describe("social images left to the server", () => {
  test("drawn when first asked for (three requests at once all get it), with the build's bytes, and kept", async () => {
    const answers = await Promise.all([1, 2, 3].map(() => fetch(`${origin}/social/fr/pricing.png`)));
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(Buffer.from(await res.arrayBuffer()).equals(expected)).toBe(true);
    }
    // Kept: the file is on disk and served from there next time.
    expect(readFileSync(path.join(buildDir, "client/social/fr/pricing.png")).equals(expected)).toBe(true);
    const again = await fetch(`${origin}/social/fr/pricing.png`);
    expect(Buffer.from(await again.arrayBuffer()).equals(expected)).toBe(true);
  }, 60_000);

  test("an address the build did not leave is not drawn", async () => {
    expect((await fetch(`${origin}/social/fr/nothing.png`)).status).toBe(404);
  });

  test("a build that drew every card leaves nothing to draw", () => {
    expect(cardsLeft(mkdtempSync(path.join(tmpdir(), "social-none-")))).toBeNull();
  });
});
