import { useI18n, usePageCopy } from "#app/components/i18n-provider.tsx";
import { consumerProductsIn } from "#app/data/products.ts";
import { loadCopy } from "#app/i18n/copy.ts";
import type { Language } from "#app/i18n/languages.ts";
import { pageMeta, pageTitle } from "#app/lib/seo.ts";
import { absoluteUrl, type SiteConfig } from "#app/lib/site-config.ts";
import { useSiteConfig } from "#app/lib/use-site-config.ts";
import type { Route } from "./+types/route";
import { type HomeCopy, homeCopy } from "./copy/index.ts";
import { HomeHero } from "./hero.tsx";
import { homePageContent } from "./home.server.ts";
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
  return { ...loaded, content };
}

/** WebPage plus the consumer products with their USD offers. */
function homeStructuredData(config: SiteConfig, copy: HomeCopy, language: Language, url: string) {
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
      itemListElement: consumerProductsIn(copy.pricing, language).map((product, i) => ({
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
  const { language, copy } = args.loaderData ?? {};
  if (!language || !copy) return [];
  return pageMeta(args, {
    title: copy.meta.title,
    description: copy.meta.description,
    keywords: copy.meta.keywords,
    canonical: "/",
    structuredData: (config) =>
      homeStructuredData(config, copy, language, absoluteUrl(config, args.location.pathname)),
  });
};

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const config = useSiteConfig();
  const copy = usePageCopy(homeCopy, loaderData);
  const { language } = useI18n();
  const { content } = loaderData;
  return (
    <>
      <HomeHero
        copy={copy}
        config={config}
        offers={content.rewardsOffers}
        poster={content.heroPoster}
        award={content.award}
      />
      <HomeCollectCard copy={copy} />
      <HomeBuiltFor copy={copy} cards={content.categoryCards} brands={content.featuredBrands} />
      <HomeSteps copy={copy} />
      <HomeRewardsGrid copy={copy} />
      <HomeHotels copy={copy} language={language} />
      <HomePricing copy={copy} language={language} />
      <HomeAiPanel copy={copy} />
      <HomePress copy={copy} quotes={content.pressQuotes} />
      <HomeFinalCta copy={copy} config={config} />
    </>
  );
}
