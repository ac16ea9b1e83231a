import { alternatesOf } from "#app/i18n/regions.ts";
import { siteConfig } from "#app/lib/env.server.ts";
import { allPageAddresses, canonicalPaths } from "#app/lib/public-pages.ts";
import { absoluteUrl } from "#app/lib/site-config.ts";

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );

/** `/sitemap.xml`, generated from the route table: every address with its hreflang alternates. */
export function loader() {
  const config = siteConfig();
  const all = new Set(allPageAddresses());
  const urls = canonicalPaths().flatMap((path) => {
    const alternates = alternatesOf(path);
    const links = alternates
      .map(
        (alt) =>
          `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(absoluteUrl(config, alt.path))}"/>`,
      )
      .join("\n");
    return alternates
      .filter((alt) => alt.hreflang !== "x-default" && all.has(alt.path))
      .map(
        (alt) => `  <url>\n    <loc>${escapeXml(absoluteUrl(config, alt.path))}</loc>\n${links}\n  </url>`,
      );
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
