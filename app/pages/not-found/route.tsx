import { data } from "react-router";
import { NotFound } from "#app/components/blocks/not-found.tsx";
import { parseRegion } from "#app/i18n/regions.ts";
import { messagesFromMatches, notFoundMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/route";

/** Any path no other route claims: HTTP 404 with the not-found page. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => {
  const m = messagesFromMatches(args.matches);
  if (!m) return [];
  const page = notFoundMeta(
    args,
    { title: m.errors.notFoundPageTitle, description: m.errors.notFoundText },
    // The address as asked for: the helper puts the region prefix back in front of it.
    parseRegion(args.location.pathname).path,
  );
  return page.length > 0 ? page : [{ title: m.errors.notFoundCode }];
};

export default function NotFoundRoute() {
  return <NotFound />;
}
