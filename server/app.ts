import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import type { SiteConfig } from "#app/lib/site-config.ts";
import { authRouter } from "./api/auth.ts";
import { certificatesRouter, credentialDocuments, verifyPageGuard } from "./api/certificates.ts";
import { dataRightsRouter } from "./api/data-rights.ts";
import { formPageGuard, functionsRouter, takesPost } from "./api/functions.ts";
import { apiNotFound } from "./api/not-found.ts";
import { paymentsRouter } from "./api/payments.ts";
import { pointsRouter } from "./api/points.ts";
import { requestsRouter } from "./api/requests.ts";
import { reviewRouter } from "./api/review.ts";
import { vaultRouter } from "./api/vault.ts";
import { pageGzipper, wouldGzip } from "./http/gzip-splice.ts";
import { inlineStylesheet, readStylesheets } from "./http/html-shape.ts";
import { pageTemplates } from "./http/page-templates.ts";
import { shapePerRequestPages } from "./http/per-request-pages.ts";
import { sendPlainPage } from "./http/plain-page.ts";
import { redirects } from "./http/redirects.ts";
import { reportFiles } from "./http/report-files.ts";
import { pagesAreReadOnly, rejectBadUrls } from "./http/request-guards.ts";
import {
  contentSecurityPolicy,
  cspSources,
  giveNonce,
  inlineScriptHashes,
  nonceOf,
  securityHeaders,
} from "./http/security-headers.ts";
import { isCertificatePage, PageCache, requestMayShare, requestMayUseTemplate } from "./http/shared-pages.ts";
import { cardsLeft } from "./http/social-cards.ts";
import { prerenderedPages, staticFiles } from "./http/static-files.ts";
import { answerServiceFailure } from "./http/unavailable.ts";
import { spend, WorkBudget } from "./http/work-budget.ts";
import { loadContextFor } from "./load-context.ts";
import { errorReference, type Logger, logSerializers } from "./logger.ts";
import { photosRouter } from "./photos/http.ts";
import { accountPages } from "./privacy/account-pages.ts";
import { newsletterPages } from "./privacy/pages.ts";
import type { Runtime } from "./runtime.ts";

export interface AppOptions {
  /** Folder holding `client/` and `server/` of `react-router build`. */
  buildDir: string;
  config: SiteConfig;
  logger: Logger;
  /** Serve through Vite with hot reload instead of the production build. */
  dev?: boolean;
  /** Database, mail and the services on them (server/runtime.ts); without it the APIs and form posts answer 503. */
  runtime?: Runtime;
  /** Trust X-Forwarded-For from a proxy in front (per-address rate limits). */
  trustProxy?: boolean;
  /** Work per address (pages rendered per request, API calls); see server/http/work-budget.ts. */
  budget?: { burst: number; perSecond: number };
  /** Bytes the shared cache of pages rendered per request may hold. */
  pageCacheBytes?: number;
}

/** Assembles the server: headers, health, guards, redirects, files, pages, and the React Router handler. */
export async function createApp(options: AppOptions) {
  const { logger, config } = options;
  const clientDir = path.join(options.buildDir, "client");
  const sources = cspSources(config);
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.set("trust proxy", options.trustProxy ?? false);

  // The log keeps no bodies, headers, addresses, query values or SQL parameters (server/logger.ts).
  app.use(
    pinoHttp({
      logger,
      serializers: logSerializers,
      autoLogging: { ignore: (req) => req.url === "/healthz" },
    }),
  );
  app.use(securityHeaders(sources));
  // Gzip at level 4, not zlib's default 6: a page rendered per request (~110 KB of HTML) then
  // costs about 1.0 ms of CPU instead of 1.5 for 4 % more bytes (25.2 KB against 24.3 for the
  // 404 page; measured, decision 015). Brotli keeps the middleware's quality 4. Prerendered files
  // and assets carry bytes compressed ahead of time (static-files.ts).
  app.use(compression({ level: 4 }));

  app.get("/healthz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      await options.runtime?.database.ping();
      res.json({ status: "ok" });
    } catch {
      res.status(503).json({ status: "unavailable" });
    }
  });

  app.use(rejectBadUrls);
  app.use(redirects);
  app.use(reportFiles({ db: options.runtime?.database.db, logger }));

  // Defaults sized so that a household or an office behind one address never meets them
  // (docs/decisions/015-bots-and-load.md).
  const budget = new WorkBudget(options.budget ?? { burst: 300, perSecond: 10 });
  app.use("/api", (req: Request, res: Response, next: NextFunction) => {
    if (spend(budget, req, res)) next();
  });

  const runtime = options.runtime;
  if (runtime) {
    app.use("/api/functions", functionsRouter({ backend: runtime.forms, limiters: runtime.limiters }));
    app.use("/api/auth", dataRightsRouter({ accounts: runtime.accounts, privacy: runtime.privacy }));
    app.use(
      "/api/auth",
      authRouter(runtime.accounts, {
        deskRoles: async (userId) => (await runtime.review.staffOf(userId))?.roles ?? [],
      }),
    );
    app.use(
      "/api/certificates",
      certificatesRouter({
        service: runtime.certificates,
        apiKey: runtime.issuerApiKey,
        lookups: runtime.certificateLookups,
        siteUrl: config.siteUrl,
      }),
    );
    app.use("/api/vault", vaultRouter({ service: runtime.certificates, accounts: runtime.accounts }));
    // Photos first: GET /api/items/:id/photos sits beside the items router's paths.
    app.use("/api/review", reviewRouter({ review: runtime.review, accounts: runtime.accounts }));
    app.use(photosRouter({ ...runtime.photos, accounts: runtime.accounts }));
    app.use(
      "/api",
      paymentsRouter({ payments: runtime.payments, accounts: runtime.accounts, siteUrl: runtime.siteUrl }),
    );
    app.use("/api", pointsRouter({ points: runtime.points, accounts: runtime.accounts }));
    app.use("/api", requestsRouter({ requests: runtime.requests, accounts: runtime.accounts }));
    app.use(credentialDocuments(runtime.certificates));
    app.use(verifyPageGuard(runtime.certificateLookups));
    app.use(newsletterPages({ db: runtime.database.db, links: runtime.newsletterLinks, now: runtime.now }));
    app.use(accountPages({ accounts: runtime.accounts, privacy: runtime.privacy, brand: config.brand }));
  } else {
    app.use("/api/functions", (_req: Request, res: Response) => {
      res.status(503).json({ error: "The service is unavailable right now. Please try again in a moment." });
    });
    app.use(
      [
        "/api/auth",
        "/api/certificates",
        "/api/vault",
        "/api/uploads",
        "/api/photos",
        "/api/items",
        "/api/requests",
        "/api/credits",
        "/api/notifications",
        "/api/points",
        "/api/rewards",
        "/api/uploads",
        "/api/photos",
        "/api/review",
        "/api/stripe",
      ],
      (_req: Request, res: Response) => {
        res.status(503).json({
          status: "error",
          message: "The service is unavailable right now. Please try again in a moment.",
        });
      },
    );
  }
  app.use("/api", apiNotFound);

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (options.dev) {
    const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
    app.use(vite.middlewares);
    build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    app.use(staticFiles(clientDir, cardsLeft(options.buildDir)));
    app.use(pagesAreReadOnly(takesPost));
    if (runtime) app.use(formPageGuard(runtime.limiters));
    app.use(await prerenderedPages(clientDir, sources));
    build = (await import(
      pathToFileURL(path.join(options.buildDir, "server", "index.js")).href
    )) as ServerBuild;
  }

  const getLoadContext = loadContextFor(build, runtime);
  const handler = createRequestHandler({
    build,
    getLoadContext,
    mode: options.dev ? "development" : "production",
  });
  if (options.dev) {
    app.use((req: Request, res: Response, next: NextFunction) => {
      res.setHeader(
        "Content-Security-Policy",
        contentSecurityPolicy(sources, ["'unsafe-inline'"]).replace("script-src", "script-src 'unsafe-eval'"),
      );
      return handler(req, res, next);
    });
  } else {
    app.use(perRequestPages(build as ServerBuild));
  }

  /**
   * Pages rendered per request, cheapest first: a page that differs only by the address it is
   * asked at (server/http/page-templates.ts; for visitors with cookies too, see there), then a page stored in the shared cache
   * (server/http/shared-pages.ts); only then a render, which costs the address a token of its
   * budget. A request that could come from anyone is rendered without a nonce, its inline
   * scripts allowed by hash, so that its page may be stored and served again; any other is
   * rendered with a fresh nonce, as before.
   */
  function perRequestPages(serverBuild: ServerBuild) {
    const readCss = readStylesheets(clientDir);
    /** A page from a template or the shared cache, gzipped around its stylesheet (gzip-splice.ts). */
    const gzipPage = pageGzipper((href) => inlineStylesheet(readCss, href));
    const templates = pageTemplates({
      build: serverBuild,
      sources,
      readCss,
      loadContext: () => Promise.resolve(getLoadContext(undefined as never, undefined as never)),
      onRejected: (key, reason) =>
        logger.warn(
          { kind: key, reason },
          "a page kind is rendered per request: its template failed its proof",
        ),
    });
    const cache = new PageCache(options.pageCacheBytes ?? 32 * 1024 * 1024);
    // A revoked or transferred certificate's pages (every language) are forgotten before the
    // call that changed it answers. Other processes on the same database keep theirs for at most
    // the page's s-maxage (5 s): see docs/decisions/015-bots-and-load.md.
    runtime?.certificates.onChanged((id) => {
      cache.purge((path) => isCertificatePage(path, id));
    });
    // Pages rendered per request are sent in the prerendered pages' shape (server/http/html-shape.ts).
    const pageHandler = shapePerRequestPages(
      handler,
      clientDir,
      (req, res, body) => {
        // React Router appends a route's Cache-Control to the default set below: the route's wins.
        const cacheControl = res.getHeader("Cache-Control");
        if (Array.isArray(cacheControl) && cacheControl.length > 1 && cacheControl[0] === "no-cache")
          res.setHeader("Cache-Control", cacheControl.slice(1).join(", "));
        if (nonceOf(res) !== undefined) return;
        res.setHeader("Content-Security-Policy", contentSecurityPolicy(sources, inlineScriptHashes(body)));
        if (req.method === "GET")
          cache.set(req.originalUrl, req.headers, {
            status: res.statusCode,
            headers: res.getHeaders() as Record<string, string | string[] | number | undefined>,
            body: Buffer.from(body, "utf8"),
          });
      },
      (req, res) => answerServiceFailure(req, res, logger),
    );
    const send = (
      req: Request,
      res: Response,
      answer: { status: number; headers: [string, string][]; body: Buffer | string | Buffer[] },
    ) => {
      res.status(answer.status);
      for (const [name, value] of answer.headers) res.setHeader(name, value);
      if (!res.getHeader("Cache-Control")) res.setHeader("Cache-Control", "no-cache");
      // Where the compression middleware would have sent gzip: the page's stylesheet is not
      // deflated again (otherwise it does as before).
      if (
        wouldGzip(req, res) &&
        String(res.getHeader("Content-Type") ?? "text/html").startsWith("text/html")
      ) {
        const page = Array.isArray(answer.body)
          ? Buffer.concat(answer.body)
          : Buffer.isBuffer(answer.body)
            ? answer.body
            : Buffer.from(answer.body, "utf8");
        const gzipped = gzipPage(page);
        if (gzipped) {
          res.setHeader("Content-Type", "text/html; charset=utf-8");
          res.setHeader("Content-Encoding", "gzip");
          res.vary("Accept-Encoding");
          res.setHeader("Content-Length", gzipped.length);
          res.end(gzipped);
          return;
        }
      }
      if (!Array.isArray(answer.body)) {
        res.type("html").send(answer.body);
        return;
      }
      // A template's pieces go out as they are, without a copy of the whole page per answer.
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader(
        "Content-Length",
        answer.body.reduce((n, piece) => n + piece.length, 0),
      );
      for (const piece of answer.body) res.write(piece);
      res.end();
    };
    return async (req: Request, res: Response, next: NextFunction) => {
      const shared = requestMayShare(req.method, req.headers);
      try {
        if (requestMayUseTemplate(req.method, req.headers)) {
          const search = req.originalUrl.includes("?")
            ? req.originalUrl.slice(req.originalUrl.indexOf("?") + 1)
            : "";
          const fromTemplate = await templates.answer(
            req.path,
            search,
            req.headers["accept-language"],
            req.headers.cookie !== undefined,
          );
          if (fromTemplate) return send(req, res, fromTemplate);
        }
        if (shared) {
          const stored = cache.get(req.originalUrl, req.headers);
          if (stored) return send(req, res, stored);
        }
      } catch (error) {
        return next(error);
      }
      // Route discovery answers from the route table alone: as cheap as a file.
      if (!req.path.startsWith("/__manifest") && !spend(budget, req, res)) return;
      res.setHeader("Cache-Control", "no-cache");
      if (!shared || req.method !== "GET") {
        const nonce = giveNonce(res);
        res.setHeader("Content-Security-Policy", contentSecurityPolicy(sources, [`'nonce-${nonce}'`]));
      }
      return pageHandler(req, res, next);
    };
  }

  // Last resort: log, and answer with a clean page, never a stack trace.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    // A visitor who left before a file was sent is not a failure of the site: no error line.
    if ((error as { code?: string }).code === "ECONNABORTED") {
      req.log.debug({ path: req.path }, "request aborted by the client");
      return;
    }
    const status = (error as { status?: number; statusCode?: number }).status ?? 500;
    if (status >= 400 && status < 500) {
      sendPlainPage(res, status, "Bad request", "This request could not be understood.");
      return;
    }
    const ref = errorReference();
    req.log.error({ err: error, ref }, "request failed");
    sendPlainPage(
      res,
      500,
      "Something went wrong",
      "An unexpected error occurred. Please try again.",
      "en",
      ref,
    );
  });

  return app;
}
