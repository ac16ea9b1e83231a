import { objectsArt } from "#app/data/art/objects.ts";
import { awardIn } from "#app/data/claims.ts";
import { claimsCopy } from "#app/data/copy/index.ts";
import type { ConsumerProduct } from "#app/data/products.ts";
import { monthYearIn } from "#app/i18n/dates.ts";
import { type Language, languages } from "#app/i18n/languages.ts";
import { pageTitle } from "#app/lib/seo.ts";
import type { SiteConfig } from "#app/lib/site-config.ts";
import type { HomeCopy } from "./copy/index.ts";
import { categoryCards, featuredBrands, pressQuotes, rewardsOffers } from "./data.ts";
import { heroPosterDataUri } from "./poster.server.ts";

/**
 * What the home page's sections show besides their translated copy, handed to the page by its
 * loader: the data travels with the page's HTML instead of its JavaScript, which keeps the home
 * page within its script budget. The award line comes in the four languages, so that a visitor who
 * switches language reads it in theirs without another request.
 */
export async function homePageContent() {
  return {
    heroPoster: heroPosterDataUri,
    awards: Object.fromEntries(
      await Promise.all(
        languages.map(async ({ code }) => [code, awardIn(await claimsCopy.load(code), code).text] as const),
      ),
    ) as Record<Language, string>,
    rewardsOffers,
    categoryCards,
    collectCardImage: objectsArt["collect-card"],
    featuredBrands,
    // The quotes' months written here in the four languages: the month names stay out of the
    // home page's script.
    pressQuotes: pressQuotes.map((q) => ({
      ...q,
      dateText: q.date
        ? (Object.fromEntries(
            languages.map(({ code }) => [code, monthYearIn(code, q.date as string)]),
          ) as Record<Language, string>)
        : undefined,
    })),
  };
}

export type HomePageContent = Awaited<ReturnType<typeof homePageContent>>;

/** WebPage plus the consumer products with their USD offers. */
export function homeStructuredData(
  config: SiteConfig,
  copy: HomeCopy,
  products: readonly ConsumerProduct[],
  language: Language,
  url: string,
  /** The address of /pricing under the visitor's region prefix. */
  pricingUrl: string,
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
                  url: pricingUrl,
                },
              }),
        },
      })),
    },
  ];
}
