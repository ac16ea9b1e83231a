import { useEffect, useState } from "react";
import { useI18n, usePageCopy } from "#app/components/i18n-provider.tsx";
import type { ConsumerProduct } from "#app/data/products.ts";
import { loadCopy } from "#app/i18n/copy.ts";
import type { Language } from "#app/i18n/languages.ts";
import { pageMeta, pageTitle } from "#app/lib/seo.ts";
import { absoluteUrl, type SiteConfig } from "#app/lib/site-config.ts";
import { useSiteConfig } from "#app/lib/use-site-config.ts";
import type { Route } from "./+types/route";
import { type HomeCopy, homeCopy } from "./copy/index.ts";
import { HomeHero } from "./hero.tsx";
import { homePageContent } from "./home.server.ts";
import { type HomeRecords, homeRecordsIn } from "./records.ts";
import {
  HomeAiPanel,
  HomeBuiltFor,
  HomeCollectCard,
  HomeFinalCta,
  HomeHotels,
  HomePress,
  HomePricing,
  HomeRewardsGrid,
  HomeSteps,
} from "./sections.tsx";

/** The page's language comes from its address, so the prerendered HTML is already translated. */
export async function loader({ request }: Route.LoaderArgs) {
  const [loaded, content] = await Promise.all([loadCopy(homeCopy, request), homePageContent()]);
  return { ...loaded, content, records: await homeRecordsIn(loaded.language) };
}

/** WebPage plus the consumer products with their USD offers. */
function homeStructuredData(
  config: SiteConfig,
  copy: HomeCopy,
  products: readonly ConsumerProduct[],
  language: Language,
  url: string,
) {
  return [
    {
      "@context": "https://schema.org",
      "@type": "WebPage",
      name: pageTitle(copy.meta.title, config.brand),
      description: copy.meta.description,
      url,
      inLanguage: language,
      isPartOf: { "@type": "WebSite", name: config.brand, url: config.siteUrl },
      about: { "@type": "Service", name: copy.meta.service },
    },
    {
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: copy.pricing.heading,
      itemListElement: products.map((product, i) => ({
        "@type": "ListItem",
        position: i + 1,
        item: {
          "@type": "Product",
          name: product.title,
          description: product.description,
          brand: { "@type": "Brand", name: config.brand },
          ...(product.amount === null
            ? {}
            : {
                offers: {
                  "@type": "Offer",
                  price: product.amount.toFixed(2),
                  priceCurrency: "USD",
                  availability: "https://schema.org/InStock",
                  url: absoluteUrl(config, "/pricing"),
                },
              }),
        },
      })),
    },
  ];
}

export const meta: Route.MetaFunction = (args) => {
  const { language, copy, records } = args.loaderData ?? {};
  if (!language || !copy || !records) return [];
  return pageMeta(args, {
    title: copy.meta.title,
    description: copy.meta.description,
    keywords: copy.meta.keywords,
    canonical: "/",
    structuredData: (config) =>
      homeStructuredData(
        config,
        copy,
        records.products,
        language,
        absoluteUrl(config, args.location.pathname),
      ),
  });
};

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const config = useSiteConfig();
  const copy = usePageCopy(homeCopy, loaderData);
  const { language } = useI18n();
  const { content } = loaderData;
  const records = useHomeRecords(loaderData.records, language);
  return (
    <>
      <HomeHero
        copy={copy}
        config={config}
        offers={content.rewardsOffers}
        poster={content.heroPoster}
        award={content.awards[language]}
      />
      <HomeCollectCard copy={copy} />
      <HomeBuiltFor copy={copy} cards={content.categoryCards} brands={content.featuredBrands} />
      <HomeSteps copy={copy} />
      <HomeRewardsGrid copy={copy} />
      <HomeHotels copy={copy} hotels={records.hotels} />
      <HomePricing copy={copy} products={records.products} />
      <HomeAiPanel copy={copy} />
      <HomePress copy={copy} quotes={content.pressQuotes} />
      <HomeFinalCta copy={copy} config={config} />
    </>
  );
}

/**
 * The records in the visitor's language: the loader's for the page's own language; after a
 * switch, built in the browser once the builders' module has loaded (the page keeps the records
 * it has until then).
 */
function useHomeRecords(loaded: HomeRecords, language: Language): HomeRecords {
  const [other, setOther] = useState<HomeRecords | null>(null);
  useEffect(() => {
    if (language === loaded.language) return;
    let current = true;
    void import("./records.ts")
      .then(({ homeRecordsIn: build }) => build(language))
      .then((records) => {
        if (current) setOther(records);
      });
    return () => {
      current = false;
    };
  }, [language, loaded.language]);
  // `other` is only ever built for a language other than the loader's: the latest one asked for.
  return language === loaded.language ? loaded : (other ?? loaded);
}
