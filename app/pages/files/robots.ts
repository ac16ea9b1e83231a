import { siteConfig } from "#app/lib/env.server.ts";
import { absoluteUrl } from "#app/lib/site-config.ts";

/** `/robots.txt`: everything public may be crawled; the app area and the API may not. */
export function loader() {
  const body = `User-agent: *
Allow: /
Disallow: /app/
Disallow: /api/
Disallow: /collectcard/

Sitemap: ${absoluteUrl(siteConfig(), "/sitemap.xml")}
`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
