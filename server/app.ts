import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import { nonceHeader } from "#app/lib/nonce-header.ts";
import type { SiteConfig } from "#app/lib/site-config.ts";
import { authRouter } from "./api/auth.ts";
import { dataRightsRouter } from "./api/data-rights.ts";
import { formPageGuard, functionsRouter, takesPost } from "./api/functions.ts";
import { shapePerRequestPages } from "./http/per-request-pages.ts";
import { sendPlainPage } from "./http/plain-page.ts";
import { redirects } from "./http/redirects.ts";
import { reportFiles } from "./http/report-files.ts";
import { pagesAreReadOnly, rejectBadUrls } from "./http/request-guards.ts";
import { contentSecurityPolicy, cspSources, newNonce, securityHeaders } from "./http/security-headers.ts";
import { prerenderedPages, staticFiles } from "./http/static-files.ts";
import { loadContextFor } from "./load-context.ts";
import type { Logger } from "./logger.ts";
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

  app.use(pinoHttp({ logger, autoLogging: { ignore: (req) => req.url === "/healthz" } }));
  app.use(securityHeaders(sources));
  app.use(compression());

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
  app.use(reportFiles());

  const runtime = options.runtime;
  if (runtime) {
    app.use("/api/functions", functionsRouter({ backend: runtime.forms, limiters: runtime.limiters }));
    app.use("/api/auth", dataRightsRouter({ accounts: runtime.accounts, privacy: runtime.privacy }));
    app.use("/api/auth", authRouter(runtime.accounts));
    app.use(newsletterPages({ db: runtime.database.db, links: runtime.newsletterLinks, now: runtime.now }));
  } else {
    app.use("/api/functions", (_req: Request, res: Response) => {
      res.status(503).json({ error: "The service is unavailable right now. Please try again in a moment." });
    });
    app.use("/api/auth", (_req: Request, res: Response) => {
      res.status(503).json({
        status: "error",
        message: "The service is unavailable right now. Please try again in a moment.",
      });
    });
  }

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (options.dev) {
    const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
    app.use(vite.middlewares);
    build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    app.use(staticFiles(clientDir));
    app.use(pagesAreReadOnly(takesPost));
    if (runtime) app.use(formPageGuard(runtime.limiters));
    app.use(await prerenderedPages(clientDir, sources));
    build = (await import(
      pathToFileURL(path.join(options.buildDir, "server", "index.js")).href
    )) as ServerBuild;
  }

  const handler = createRequestHandler({
    build,
    getLoadContext: loadContextFor(build, runtime),
    mode: options.dev ? "development" : "production",
  });
  // Pages rendered per request are sent in the prerendered pages' shape (server/http/html-shape.ts).
  const pageHandler = options.dev ? handler : shapePerRequestPages(handler, clientDir);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (options.dev) {
      res.setHeader(
        "Content-Security-Policy",
        contentSecurityPolicy(sources, ["'unsafe-inline'"]).replace("script-src", "script-src 'unsafe-eval'"),
      );
      delete req.headers[nonceHeader];
      return handler(req, res, next);
    }
    const nonce = newNonce();
    req.headers[nonceHeader] = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(sources, [`'nonce-${nonce}'`]));
    res.setHeader("Cache-Control", "no-cache");
    return pageHandler(req, res, next);
  });

  // Last resort: log, and answer with a clean page, never a stack trace.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number; statusCode?: number }).status ?? 500;
    if (status >= 400 && status < 500) {
      sendPlainPage(res, status, "Bad request", "This request could not be understood.");
      return;
    }
    req.log.error({ err: error }, "request failed");
    sendPlainPage(res, 500, "Something went wrong", "An unexpected error occurred. Please try again.");
  });

  return app;
}
