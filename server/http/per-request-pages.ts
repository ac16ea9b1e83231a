import type { NextFunction, Request, Response } from "express";
import { safeUrl } from "../logger.ts";
import { pageGzipper, wouldGzip } from "./gzip-splice.ts";
import { addHouseFaces } from "./house-faces.ts";
import { inlineStylesheet, readStylesheets, shapeHtml } from "./html-shape.ts";
import { nonceOf } from "./security-headers.ts";

type Handler = (req: Request, res: Response, next: NextFunction) => unknown;

/**
 * Wraps React Router's request handler so that the pages it renders per request (the app shell,
 * the not-found pages, the collect-card redirect screen) are sent in the same shape as the
 * prerendered ones (server/http/html-shape.ts), allowed by the response's CSP nonce.
 *
 * The HTML is collected whole, rewritten and sent. Other answers (`.data`, redirects, files)
 * pass straight through. A page whose shape is not recognised is logged as an error and sent as
 * rendered: it paints later, but the site stays up.
 */
export function shapePerRequestPages(
  handler: Handler,
  clientDir: string,
  /** Called with each page as sent, before its headers go out (they may still be changed). */
  onPage?: (req: Request, res: Response, body: string) => void,
  /** Called first with each page: true when it has answered in the page's stead (server/http/unavailable.ts). */
  replace?: (req: Request, res: Response) => boolean,
): Handler {
  const readCss = readStylesheets(clientDir);
  /** The page gzipped around its inline stylesheet, deflated once (server/http/gzip-splice.ts). */
  const gzipPage = pageGzipper((href) => inlineStylesheet(readCss, href));
  return (req, res, next) => {
    if (req.method !== "GET") return handler(req, res, next);
    const write = res.write;
    const end = res.end;
    let chunks: Buffer[] | undefined;
    let decided = false;
    const restore = () => {
      res.write = write;
      res.end = end;
    };
    /** Whether this answer is a page to rewrite, decided at its first byte (headers are set by then). */
    const collecting = () => {
      if (!decided) {
        decided = true;
        const type = String(res.getHeader("Content-Type") ?? "");
        if (type.startsWith("text/html")) chunks = [];
        else restore();
      }
      return chunks !== undefined;
    };
    const toBuffer = (chunk: unknown, encoding?: unknown) =>
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);

    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      if (!collecting()) return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
      chunks?.push(toBuffer(chunk, rest[0]));
      const callback = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
      if (callback) process.nextTick(callback);
      return true;
    } as Response["write"];

    res.end = function (this: Response, ...args: unknown[]) {
      if (!collecting()) return (end as (...a: unknown[]) => Response).apply(this, args);
      restore();
      if (replace?.(req, res)) return this;
      const callback = args.find((arg) => typeof arg === "function") as (() => void) | undefined;
      if (args[0] !== undefined && typeof args[0] !== "function") chunks?.push(toBuffer(args[0], args[1]));
      const html = Buffer.concat(chunks ?? []).toString("utf8");
      const pageNonce = nonceOf(res);
      let body = html;
      try {
        body = addHouseFaces(shapeHtml(html, { readCss, nonce: pageNonce }), pageNonce);
      } catch (error) {
        req.log.error(
          { err: error, url: safeUrl(req.originalUrl) },
          "page rendered per request has an unrecognised shape; sent without the first-paint rewrite",
        );
      }
      res.removeHeader("Content-Length");
      onPage?.(req, res, body);
      // Where the compression middleware would have sent gzip; otherwise it does as before.
      const gzipped = wouldGzip(req, res) ? gzipPage(Buffer.from(body, "utf8")) : null;
      if (gzipped) {
        res.setHeader("Content-Encoding", "gzip");
        res.vary("Accept-Encoding");
        return (end as (...a: unknown[]) => Response).call(this, gzipped, undefined, callback);
      }
      return end.call(this, body, "utf8", callback);
    } as Response["end"];

    return handler(req, res, (error?: unknown) => {
      restore();
      next(error);
    });
  };
}
