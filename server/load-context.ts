import type { GetLoadContextFunction } from "@react-router/express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { provideNonce, provideServices } from "#app/load-context.server.ts";
import { nonceOf } from "./http/security-headers.ts";
import { markServiceFailure } from "./http/unavailable.ts";
import type { Runtime } from "./runtime.ts";

type SiteEntry = ServerBuild["entry"]["module"] & {
  provideServices: typeof provideServices;
  provideNonce: typeof provideNonce;
};

/**
 * React Router's `getLoadContext`: a fresh context per request, holding the runtime's services
 * under the keys the build's routes read them by. The provider is made here, by the same React
 * Router that handles the request; the build fills it (app/load-context.server.ts). Without a
 * runtime no services are set and the route actions answer that the service is unavailable.
 * A response given a CSP nonce (`giveNonce`) has it set in the context too, where the document's
 * render reads it: the nonce never travels as a request header.
 */
export function loadContextFor(
  build: ServerBuild | (() => Promise<ServerBuild>),
  runtime: Runtime | undefined,
): GetLoadContextFunction {
  return async (_req, res) => {
    const context = new RouterContextProvider();
    const nonce = res ? nonceOf(res) : undefined;
    if (!runtime && nonce === undefined) return context;
    const current = typeof build === "function" ? await build() : build;
    const entry = current.entry.module as SiteEntry;
    if (nonce !== undefined) entry.provideNonce(context, nonce);
    if (!runtime) return context;
    const { certificates } = runtime;
    entry.provideServices(context, {
      forms: runtime.forms,
      certificates: {
        // The registry failing under a page (the database away) marks the answer, which then
        // becomes the 503 page (server/http/unavailable.ts); the page sees a bare error, so that
        // nothing of the query reaches the router's own error output.
        lookup: (id) =>
          certificates.lookup(id).catch((error: unknown) => {
            if (res) markServiceFailure(res, error);
            throw new Error("service unavailable");
          }),
      },
    });
    return context;
  };
}
