import { breadcrumbData, configFromMatches, defaultOgImage, seoMeta } from "#app/lib/seo.ts";
import { absoluteUrl, type SiteConfig } from "#app/lib/site-config.ts";
import type { Route } from "./+types/comparison";
import { hermesVsChanel } from "./comparison-data.ts";
import { ComparisonView, comparisonPath, comparisonTrail } from "./comparison-view.tsx";
import { comparisonPrices } from "./tiers.ts";

const description = `Hermès vs Chanel side by side: average prices, authentication prices ($${comparisonPrices.hermes} and $${comparisonPrices.chanel}), turnaround, success rates, key markers, pros and cons, and our recommendation.`;

/** The comparison as a WebPage about the two houses, with the brand pages it compares as its list. */
function comparisonData(config: SiteConfig): Record<string, unknown> {
  const { sides } = hermesVsChanel;
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: hermesVsChanel.title,
    description,
    url: absoluteUrl(config, comparisonPath),
    inLanguage: "en",
    about: sides.map((side) => ({ "@type": "Brand", name: side.name })),
    publisher: { "@type": "Organization", name: config.brand, url: config.siteUrl },
    mainEntity: {
      "@type": "ItemList",
      name: sides.map((side) => side.name).join(" vs "),
      numberOfItems: sides.length,
      itemListElement: sides.map((side, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: `${side.name} authentication`,
        url: absoluteUrl(config, `/brands/${side.slug}`),
      })),
    },
  };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const config = configFromMatches(matches);
  if (!config) return [];
  return seoMeta(
    {
      title: hermesVsChanel.title,
      description,
      keywords: [
        "Hermès vs Chanel",
        "Hermès authentication",
        "Chanel authentication",
        "Birkin vs Classic Flap",
        "luxury handbag authentication",
      ],
      canonical: comparisonPath,
      ogImage: defaultOgImage,
      noIndex: false,
      structuredData: [comparisonData(config), breadcrumbData(config, comparisonTrail(hermesVsChanel))],
    },
    config,
    location.pathname,
  );
}

export default function ComparisonHermesVsChanelRoute() {
  return <ComparisonView comparison={hermesVsChanel} />;
}
