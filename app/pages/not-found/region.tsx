import { data } from "react-router";
import { loadMessages } from "#app/i18n/messages.ts";
import { isRegionPrefix, languageOfPath } from "#app/i18n/regions.ts";
import { siteConfig } from "#app/lib/env.server.ts";
import type { Route } from "./+types/region";
import { notFoundPageMeta } from "./meta.ts";

/**
 * The optional region segment of every public page (`/fr/privacy`, `/privacy`). React Router's
 * optional segment takes any value, so this route answers HTTP 404 when the first segment names
 * no region (`/xx/privacy`, and `/no-such-page`, which would otherwise be the home page under the
 * region `no-such-page`): the root's error boundary shows the not-found page, and the root's meta
 * the not-found page's meta, made here. It returns no data for a known region.
 *
 * Server-only on purpose (no component, boundary or meta of its own): the pages' browser code
 * stays as it was (the home page's JavaScript is at its budget, decision 010).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (params.region === undefined || isRegionPrefix(params.region)) return null;
  const { pathname } = new URL(request.url);
  const root = { messages: await loadMessages(languageOfPath(pathname)), config: siteConfig() };
  throw data(
    { meta: notFoundPageMeta({ matches: [{ loaderData: root }], location: { pathname } }) },
    { status: 404 },
  );
}
