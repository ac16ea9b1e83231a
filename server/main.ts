// First: the production builds of React and React Router (before anything imports them).
import "./production-mode.ts";
import { createServer } from "node:http";
import path from "node:path";
import { serverEnv, siteConfig } from "#app/lib/env.server.ts";
import { createApp } from "./app.ts";
import { guardConnections, serverOptions } from "./http/connection-limits.ts";
import { createLogger } from "./logger.ts";
import { startRuntime } from "./runtime.ts";

/** Starts the site: `node server/main.ts` (production build) or `--dev` (Vite, hot reload). */
async function main() {
  const env = serverEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const dev = process.argv.includes("--dev");
  const runtime = await startRuntime(env, logger);
  const app = await createApp({
    buildDir: path.resolve("build"),
    config: siteConfig(),
    logger,
    dev,
    runtime,
    trustProxy: env.TRUST_PROXY,
    budget: { burst: env.PAGE_BUDGET_BURST, perSecond: env.PAGE_BUDGET_PER_SECOND },
    pageCacheBytes: env.PAGE_CACHE_BYTES,
  });
  // Timeouts and sizes for slow and oversized clients: server/http/connection-limits.ts.
  const server = createServer(serverOptions(env.REQUEST_TIMEOUT_MS), app);
  guardConnections(server);
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    logger.info({ port, dev }, `listening on http://localhost:${port}`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "draining requests and the mail worker, then exiting");
    const force = setTimeout(() => {
      logger.warn("requests still open after 10 s; exiting anyway");
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(() => {
      runtime
        .close()
        .then(() => {
          logger.info("stopped");
          process.exit(0);
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, "shutdown of database or mail failed");
          process.exit(1);
        });
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
