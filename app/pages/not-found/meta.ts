import type { MetaDescriptor } from "react-router";
import { parseRegion } from "#app/i18n/regions.ts";
import { type MetaArgs, messagesFromMatches, notFoundMeta } from "#app/lib/seo.ts";

/** The not-found page's meta, for any address that answers it (an unknown path or region). */
export function notFoundPageMeta(args: MetaArgs): MetaDescriptor[] {
  const m = messagesFromMatches(args.matches);
  if (!m) return [];
  const page = notFoundMeta(
    args,
    { title: m.errors.notFoundPageTitle, description: m.errors.notFoundText },
    // The address as asked for: the helper puts the region prefix back in front of it.
    parseRegion(args.location.pathname).path,
  );
  return page.length > 0 ? page : [{ title: m.errors.notFoundCode }];
}
