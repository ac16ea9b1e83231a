import { useEffect, useState } from "react";
import { useI18n } from "#app/components/i18n-provider.tsx";
import type { Language } from "#app/i18n/languages.ts";
import { languageOfPath } from "#app/i18n/regions.ts";
import { configFromMatches, defaultOgImage, pageTitle, seoMeta } from "#app/lib/seo.ts";
import { absoluteUrl, type SiteConfig } from "#app/lib/site-config.ts";
import { useSiteConfig } from "#app/lib/use-site-config.ts";
import { type HomeCopy, loadHomeCopy } from "#app/pages/home/copy/index.ts";
import type { Route } from "./+types/route";
import { HomeHero } from "./hero.tsx";
import { type HomePageContent, homePageContent } from "./home.server.ts";
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
  const language = languageOfPath(new URL(request.url).pathname);
  return { language, copy: await loadHomeCopy(language), content: homePageContent() };
}

/** WebPage plus the consumer products with their USD offers. */
function homeStructuredData(
  config: SiteConfig,
  copy: HomeCopy,
  content: HomePageContent,
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
      about: { "@type": "Service", name: "Authentication of luxury goods and collectibles" },
    },
    {
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: copy.pricing.heading,
      itemListElement: content.products.map((product, i) => ({
        "@type": "ListItem",
        position: i + 1,
        item: {
          "@type": "Product",
          name: copy.pricing.products[product.id]?.title ?? product.title,
          description: copy.pricing.products[product.id]?.description ?? product.description,
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

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const config = configFromMatches(matches);
  if (!config || !loaderData) return [];
  const { copy, content, language } = loaderData;
  return seoMeta(
    {
      title: copy.meta.title,
      description: copy.meta.description,
      keywords: copy.meta.keywords,
      canonical: "/",
      ogImage: defaultOgImage,
      noIndex: false,
      structuredData: homeStructuredData(
        config,
        copy,
        content,
        language,
        absoluteUrl(config, location.pathname),
      ),
    },
    config,
    location.pathname,
  );
};

/**
 * The copy in the chrome's language: the loader's bundle for the page's own language, another
 * bundle loaded on demand when the visitor picks a different language (or a stored choice applies).
 */
function useHomeCopy(loaded: { language: Language; copy: HomeCopy }): HomeCopy {
  const { language } = useI18n();
  const [other, setOther] = useState<{ language: Language; copy: HomeCopy } | null>(null);
  useEffect(() => {
    if (language === loaded.language) return;
    let current = true;
    void loadHomeCopy(language).then((copy) => {
      if (current) setOther({ language, copy });
    });
    return () => {
      current = false;
    };
  }, [language, loaded.language]);
  if (language === loaded.language) return loaded.copy;
  return other?.language === language ? other.copy : (other?.copy ?? loaded.copy);
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const config = useSiteConfig();
  const copy = useHomeCopy(loaderData);
  const { content } = loaderData;
  return (
    <>
      <HomeHero copy={copy} config={config} offers={content.rewardsOffers} poster={content.heroPoster} />
      <HomeCollectCard copy={copy} />
      <HomeBuiltFor copy={copy} cards={content.categoryCards} brands={content.featuredBrands} />
      <HomeSteps copy={copy} />
      <HomeRewardsGrid copy={copy} />
      <HomeHotels copy={copy} hotels={content.hotels} />
      <HomePricing copy={copy} products={content.products} />
      <HomeAiPanel copy={copy} />
      <HomePress copy={copy} quotes={content.pressQuotes} />
      <HomeFinalCta copy={copy} config={config} />
    </>
  );
}
