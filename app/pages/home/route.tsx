import { loadCopy } from "#app/i18n/copy.ts";
import { localizeFor } from "#app/i18n/localized-path.ts";
import { pageAddress } from "#app/i18n/regions.ts";
import { siteConfig } from "#app/lib/env.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { absoluteUrl } from "#app/lib/site-config.ts";
import { useSiteConfig } from "#app/lib/use-site-config.ts";
import type { Route } from "./+types/route";
import { homeCopy } from "./copy/index.ts";
import { HomeHero } from "./hero.tsx";
import { homePageContent, homeStructuredData } from "./home.server.ts";
import { homeRecordsIn } from "./records.ts";
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
  const records = await homeRecordsIn(loaded.language);
  const pathname = pageAddress(new URL(request.url).pathname);
  const url = absoluteUrl(siteConfig(), pathname);
  // Built here, so that the builder stays out of the page's script.
  const structuredData = homeStructuredData(
    siteConfig(),
    loaded.copy,
    records.products,
    loaded.language,
    url,
    absoluteUrl(siteConfig(), localizeFor(pathname)("/pricing")),
  );
  return { ...loaded, content, records, structuredData };
}

export const meta: Route.MetaFunction = (args) => {
  const { language, copy, records } = args.loaderData ?? {};
  if (!language || !copy || !records) return [];
  return pageMeta(args, {
    title: copy.meta.title,
    description: copy.meta.description,
    keywords: copy.meta.keywords,
    canonical: "/",
    structuredData: () => args.loaderData?.structuredData ?? [],
  });
};

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const config = useSiteConfig();
  // Finished in the page's language by the loader; another language is another address.
  const { copy, content, records, language } = loaderData;
  return (
    <>
      <HomeHero
        copy={copy}
        config={config}
        offers={content.rewardsOffers}
        poster={content.heroPoster}
        award={content.awards[language]}
      />
      <HomeCollectCard copy={copy} image={content.collectCardImage} />
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
