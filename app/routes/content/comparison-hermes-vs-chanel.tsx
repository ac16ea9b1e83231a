import {
  ComparisonView,
  comparisonPath,
  comparisonTrail,
} from "#app/components/sections/brand-comparison-view.tsx";
import { hermesVsChanel } from "#app/content/comparison.ts";
import { comparisonPrices } from "#app/content/tiers.ts";
import { breadcrumbData, configFromMatches, defaultOgImage, seoMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/comparison-hermes-vs-chanel";

export function meta({ matches, location }: Route.MetaArgs) {
  const config = configFromMatches(matches);
  if (!config) return [];
  return seoMeta(
    {
      title: hermesVsChanel.title,
      description: `Hermès vs Chanel side by side: average prices, authentication prices ($${comparisonPrices.hermes} and $${comparisonPrices.chanel}), turnaround, success rates, key markers, pros and cons, and our recommendation.`,
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
      structuredData: [breadcrumbData(config, comparisonTrail(hermesVsChanel))],
    },
    config,
    location.pathname,
  );
}

export default function ComparisonHermesVsChanelRoute() {
  return <ComparisonView comparison={hermesVsChanel} />;
}
