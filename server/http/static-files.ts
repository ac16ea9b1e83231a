import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import express, { type NextFunction, type Request, type Response } from "express";
import { type CspSources, contentSecurityPolicy, inlineScriptHashes } from "./security-headers.ts";
import type { SocialCards } from "./social-cards.ts";

const year = 60 * 60 * 24 * 365;

/**
 * Hashed build assets are immutable; the other public files (icons, manifest, robots, sitemap,
 * prerendered `.data`) revalidate; the service worker is always checked. HTML is never served
 * from here: prerendered pages go through `prerenderedPages` with their own CSP.
 */
export function staticFiles(clientDir: string, cards: SocialCards | null = null) {
  const assets = express.static(path.join(clientDir, "assets"), {
    immutable: true,
    maxAge: year * 1000,
    index: false,
    redirect: false,
    fallthrough: true,
  });
  const files = express.static(clientDir, {
    index: false,
    redirect: false,
    fallthrough: true,
    setHeaders(res, filePath) {
      if (filePath.endsWith(`${path.sep}sw.js`)) res.setHeader("Cache-Control", "no-cache");
      // Faces are named by their content hash (scripts/build/fonts.ts): a new cut is a new name.
      else if (/[\\/]fonts[\\/][\w-]+\.[0-9a-f]{8}\.woff2$/.test(filePath))
        res.setHeader("Cache-Control", `public, max-age=${year}, immutable`);
      else res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
      if (filePath.endsWith(".data")) res.setHeader("Content-Type", "text/x-script");
    },
  });
  const assetDir = path.join(clientDir, "assets");
  const precompressed = new Set(existsSync(assetDir) ? readdirSync(assetDir) : []);
  // The build's files, listed once: an address that names none of them (every page, every
  // address a scanner tries) goes on without asking the file system.
  const known = new Set(
    existsSync(clientDir)
      ? readdirSync(clientDir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map(
            (entry) =>
              `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`,
          )
      : [],
  );
  const isKnown = (urlPath: string) => {
    if (known.has(urlPath)) return true;
    try {
      return known.has(decodeURIComponent(urlPath));
    } catch {
      return false;
    }
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path.endsWith("/index.html")) return next();
    if (req.path.startsWith("/assets/") && /^\/assets\/[\w.-]+\.(js|css)$/.test(req.path)) {
      // The build wrote `.br` and `.gz` beside each script and stylesheet (scripts/build/postbuild.ts).
      // Brotli whenever the browser takes it (browsers list gzip first, at the same weight).
      const encoding =
        req.acceptsEncodings("br") === "br" ? "br" : req.acceptsEncodings("gzip") === "gzip" ? "gzip" : null;
      const suffix = encoding === "br" ? ".br" : encoding === "gzip" ? ".gz" : null;
      const name = req.path.slice("/assets/".length);
      if (suffix && precompressed.has(name + suffix)) {
        res.setHeader("Content-Encoding", encoding as string);
        res.setHeader("Vary", "Accept-Encoding");
        res.type(path.extname(name));
        res.sendFile(
          name + suffix,
          {
            root: assetDir,
            immutable: true,
            maxAge: year * 1000,
            dotfiles: "deny",
          },
          (err) => {
            if (err) next(err);
          },
        );
        return;
      }
    }
    if (req.path.startsWith("/assets/")) {
      req.url = req.url.slice("/assets".length);
      return assets(req, res, (err?: unknown) => {
        req.url = `/assets${req.url}`;
        next(err);
      });
    }
    if (!isKnown(req.path) && cards?.has(req.path)) {
      // A social image `npm start` left to be drawn when first asked for (social-cards.ts).
      cards.draw(req.path).then(() => {
        known.add(req.path);
        files(req, res, next);
      }, next);
      return;
    }
    if (!isKnown(req.path)) return next();
    files(req, res, next);
  };
}

interface PrerenderedPage {
  body: Buffer;
  csp: string;
  etag: string;
  /** The page compressed once per encoding, on its first request in that encoding. */
  encoded: Partial<Record<"br" | "gzip", Promise<Buffer>>>;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A page compressed once, to be sent many times. Brotli at quality 5: 3 ms for /pricing's 119 KB
 * (23 KB); the top quality saves 2.6 KB more but takes 166 ms, which the first visitor of each
 * page after a start would wait for.
 */
function encode(body: Buffer, encoding: "br" | "gzip"): Promise<Buffer> {
  return encoding === "br"
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipped(body, { level: constants.Z_BEST_COMPRESSION });
}

/** Finds every prerendered `index.html` under the client build: `/privacy` -> `privacy/index.html`. */
async function findPages(clientDir: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const dir = path.relative(clientDir, entry.parentPath);
    const route = dir === "" ? "/" : `/${dir.split(path.sep).join("/")}`;
    pages.set(route, path.join(entry.parentPath, entry.name));
  }
  return pages;
}

/**
 * Serves prerendered pages with a Content-Security-Policy that allows exactly the inline scripts
 * each file carries, by hash (a nonce cannot be baked into a file written at build time).
 */
export async function prerenderedPages(clientDir: string, sources: CspSources) {
  const pages = new Map<string, PrerenderedPage>();
  for (const [route, file] of await findPages(clientDir)) {
    const body = await readFile(file);
    const html = body.toString("utf8");
    pages.set(route, {
      body,
      csp: contentSecurityPolicy(sources, inlineScriptHashes(html)),
      etag: createHash("sha1").update(body).digest("base64url"),
      encoded: {},
    });
  }
  /**
   * Each page is compressed once per encoding (in the thread pool, on its first request in that
   * encoding) and the bytes kept: the compression middleware would otherwise deflate the same
   * 100 KB for every visitor. Brotli whenever the browser takes it, as for scripts.
   */
  const handler = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = pages.get(req.path);
    if (!page) return next();
    const encoding =
      req.acceptsEncodings("br") === "br" ? "br" : req.acceptsEncodings("gzip") === "gzip" ? "gzip" : null;
    // One representation per encoding, each with its own validator.
    const etag = `"${page.etag}${encoding ? `-${encoding}` : ""}"`;
    res.setHeader("Content-Security-Policy", page.csp);
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.setHeader("ETag", etag);
    res.setHeader("Vary", "Accept-Encoding");
    if (req.headers["if-none-match"] === etag) {
      res.status(304).end();
      return;
    }
    if (!encoding) {
      res.status(200).type("html").send(page.body);
      return;
    }
    page.encoded[encoding] ??= encode(page.body, encoding);
    page.encoded[encoding].then(
      (bytes) => {
        res.status(200).type("html");
        res.setHeader("Content-Encoding", encoding);
        res.setHeader("Content-Length", bytes.length);
        res.end(req.method === "HEAD" ? undefined : bytes);
      },
      (error: unknown) => {
        delete page.encoded[encoding];
        next(error);
      },
    );
  };
  return Object.assign(handler, { count: pages.size });
}
