import { loadCopy } from "#app/i18n/copy.ts";
import { formatUsdIn } from "#app/i18n/format.ts";
import type { Language } from "#app/i18n/languages.ts";
import { formatMessage } from "#app/i18n/message.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { SiteConfig } from "#app/lib/site-config.ts";
import { brandOrganization } from "#app/lib/structured-data.ts";
import type { Route } from "./+types/comparison";
import { comparisonPath, hermesVsChanel } from "./comparison-data.ts";
import { ComparisonView, comparisonName, comparisonTrail } from "./comparison-view.tsx";
import { type ComparisonCopy, comparisonCopy } from "./copy/index.ts";
import { fillMessage } from "./route-helpers.ts";
import { comparisonPrices } from "./tiers.ts";

export const loader = ({ request }: Route.LoaderArgs) => loadCopy(comparisonCopy, request);

/** The comparison as a WebPage about the two houses, with the brand pages it compares as its list. */
function comparisonData(
  config: SiteConfig,
  language: Language,
  copy: ComparisonCopy,
  description: string,
  url: (path: string) => string,
): Record<string, unknown> {
  const { sides } = hermesVsChanel;
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: copy.title,
    description,
    url: url(comparisonPath),
    inLanguage: language,
    about: sides.map((side) => ({ "@type": "Brand", name: side.name })),
    publisher: brandOrganization(config),
    mainEntity: {
      "@type": "ItemList",
      name: comparisonName(copy.meta.listName),
      numberOfItems: sides.length,
      itemListElement: sides.map((side, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: fillMessage(copy.meta.itemName, { name: side.name }),
        url: url(`/brands/${side.slug}`),
      })),
    },
  };
}

export const meta: Route.MetaFunction = (args) => {
  const { language, copy } = args.loaderData ?? {};
  if (!language || !copy) return [];
  const description = formatMessage(language, copy.meta.description, {
    hermes: formatUsdIn(language, comparisonPrices.hermes),
    chanel: formatUsdIn(language, comparisonPrices.chanel),
  });
  return pageMeta(args, {
    title: copy.title,
    description,
    keywords: copy.meta.keywords,
    canonical: comparisonPath,
    structuredData: (config, { url }) => [comparisonData(config, language, copy, description, url)],
    trail: comparisonTrail(copy),
  });
};

export default function ComparisonHermesVsChanelRoute({ loaderData }: Route.ComponentProps) {
  const copy = loaderData.copy;
  return <ComparisonView copy={copy} />;
}
