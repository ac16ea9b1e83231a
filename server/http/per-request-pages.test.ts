import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import compression from "compression";
import express, { type Request, type Response } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { houseFaces } from "#app/data/fonts.ts";
import { bootScript } from "./html-shape.ts";
import { shapePerRequestPages } from "./per-request-pages.ts";

const nonce = "bm9uY2U=";
const page = [
  `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><link nonce="${nonce}" rel="modulepreload" href="/assets/entry-1.js"/>`,
  `<link nonce="${nonce}" rel="stylesheet" href="/assets/app-2.css"/></head>`,
  `<body><h1>Oops! Page not found</h1><script nonce="${nonce}" type="module" async="">import "/assets/m-3.js";</script></body></html>`,
].join("");

/** What the stand-in for React Router's handler writes, in two chunks as a stream would. */
const answers: Record<string, (res: Response) => void> = {
  "/page": (res) => {
    res.status(404).type("html");
    res.write(page.slice(0, 100));
    res.end(page.slice(100));
  },
  "/unrecognised": (res) => {
    res.status(200).type("html");
    res.end("<!DOCTYPE html><html><head></head><body><p>No stylesheet</p></body></html>");
  },
  "/data": (res) => {
    res.type("text/x-script").end("[1,2,3]");
  },
};

describe("pages rendered per request (real HTTP through Express and compression)", () => {
  const logged: unknown[] = [];
  let origin = "";
  let close = () => {};

  beforeAll(async () => {
    const client = mkdtempSync(path.join(tmpdir(), "per-request-"));
    mkdirSync(path.join(client, "assets"));
    writeFileSync(path.join(client, "assets", "app-2.css"), "h1{color:red}");
    const render = (req: Request, res: Response) => answers[req.path]?.(res);
    const handler = shapePerRequestPages(render, client);
    const app = express();
    app.use(compression());
    app.use((req, res, next) => {
      req.log = { error: (...args: unknown[]) => logged.push(args) } as unknown as Request["log"];
      res.locals.cspNonce = nonce;
      handler(req, res, next);
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://localhost:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it("are sent in the prerendered shape, with their status and nonce", async () => {
    const res = await fetch(`${origin}/page`, { headers: { "Accept-Encoding": "gzip" } });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain(
      `<style data-href="/assets/app-2.css">h1{color:red}</style><link nonce="${nonce}" rel="stylesheet" href="/assets/app-2.css" disabled=""/>`,
    );
    expect(html).not.toContain("modulepreload");
    expect(html).toContain(
      `<script type="text/x-hydration" id="hydration" nonce="${nonce}">import "/assets/m-3.js";</script><script nonce="${nonce}">${bootScript}</script></body>`,
    );
    // The French house faces, switched on by a script the page's nonce allows.
    expect(html).toContain(
      `<meta charSet="utf-8"/><style id="house-faces" media="print">${houseFaces.fr}</style><script nonce="${nonce}">(function switchOnAtFirstPaint(`,
    );
  });

  it("an unrecognised page is logged as an error and sent as rendered", async () => {
    const res = await fetch(`${origin}/unrecognised`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(
      "<!DOCTYPE html><html><head></head><body><p>No stylesheet</p></body></html>",
    );
    expect(logged).toHaveLength(1);
    expect(String(logged[0])).toContain(
      "page rendered per request has an unrecognised shape; sent without the first-paint rewrite",
    );
    expect(JSON.stringify(logged[0], (_k, v) => (v instanceof Error ? v.message : v))).toContain(
      'expected one <link rel=\\"stylesheet\\" href=\\"/assets/....css\\"> in the head, found 0',
    );
  });

  it("other answers pass through untouched", async () => {
    const res = await fetch(`${origin}/data`);
    expect(await res.text()).toBe("[1,2,3]");
  });
});
