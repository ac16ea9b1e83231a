import { Suspense } from "react";
import { Await } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { Ltr } from "#app/components/ui/ltr.tsx";
import { MessageNodes } from "#app/components/ui/message-nodes.tsx";
import { loadCopy } from "#app/i18n/copy.ts";
import { formatCurrencyIn } from "#app/i18n/format.ts";
import type { Language } from "#app/i18n/languages.ts";
import { copyMeta, homeTrail } from "#app/lib/seo.ts";
import type { Route } from "./+types/watch-trends";
import {
  onDarkPrimary,
  onDarkSecondary,
  PlaceCta,
  PlaceHero,
  PlaceLink,
  PlaceSection,
  StartAuthenticationLink,
} from "./blocks.tsx";
import { type WatchTrendsCopy, watchTrendsCopy } from "./copy/index.ts";
import { percentIn, returnRangeIn, signedPercentIn } from "./figures.ts";
import { PlaceMarketTabs } from "./market-tabs.tsx";
import { MarketRowsTable, TrendMark } from "./tables.tsx";
import { topBrandLimit } from "./top-brands.ts";
import type { WatchMarket } from "./watch-trends-market.ts";

const canonical = "/market/watch-trends";

/**
 * Loading, then loaded. The page's data is a local module. On the server it is read before the
 * page renders, so the HTML (prerendered, and what a visitor without scripts gets) is the loaded
 * page. A visit that arrives by a link in the browser runs `clientLoader`: the page's words come
 * at once, the data module is fetched on demand, and meanwhile the data sections show their
 * loading state (a status message); then the loaded sections replace it. Nothing is delayed on
 * purpose: the loading state lasts exactly as long as the module takes to arrive.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { watchMarket } = await import("./watch-trends-market.ts");
  return {
    ...(await loadCopy(watchTrendsCopy, request)),
    market: watchMarket() as WatchMarket | Promise<WatchMarket>,
  };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const market: Promise<WatchMarket> = import("./watch-trends-market.ts").then((m) => m.watchMarket());
  return { ...(await loadCopy(watchTrendsCopy, request)), market };
}

export const meta: Route.MetaFunction = (args) =>
  copyMeta(args, ({ copy, language }) => ({
    words: copy.meta,
    values: { limit: String(topBrandLimit) },
    canonical,
    trail: homeTrail(copy.common.home, copy.meta.title, canonical),
    breadcrumb: "first",
    structuredData: (config, { title, description }) => [
      {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: title,
        description,
        author: { "@type": "Organization", name: config.brand },
        publisher: { "@type": "Organization", name: config.brand },
        inLanguage: language,
        about: copy.meta.about,
      },
    ],
  }));

/** Items of a list written inline, with the language's separator. */
function inlineList(language: Language, items: readonly string[] | undefined, strong = false): string {
  const separator = strong ? (language === "ar" ? "؛ " : "; ") : language === "ar" ? "، " : ", ";
  return (items ?? []).join(separator);
}

/** Where the data sections will be: a status message until the data is there. */
function MarketLoading({ label }: { label: string }) {
  return (
    <div className="page-x py-12 md:py-16">
      <p role="status" className="flex items-center gap-3 text-ink/80">
        <span aria-hidden="true" className="size-3 rounded-full bg-gold motion-safe:animate-pulse" />
        {label}
      </p>
    </div>
  );
}

/** The sections drawn from the page's data: market insights and the market by brand, model and region. */
function MarketSections({ copy, market: data }: { copy: WatchTrendsCopy; market: WatchMarket }) {
  const { t, language } = useI18n();
  const { insights, topBrands, models, trends } = data;
  const market = copy.market;
  return (
    <>
      <PlaceSection id="insights" title={copy.insights.title}>
        <ul className="grid gap-5 md:grid-cols-2">
          {insights.map((i) => {
            const words = (copy.insights.items as Record<string, (typeof copy.insights.items)["full-sets"]>)[
              i.id
            ];
            return (
              <li key={i.id} className="rounded-xl border border-line bg-white p-5">
                <h3 className="font-serif text-xl">{words?.title}</h3>
                <p className="mt-2 text-sm text-ink/80">{words?.description}</p>
                <dl className="mt-4 grid grid-cols-3 gap-3 text-sm">
                  <div>
                    <dt className="text-ink/75">{copy.insights.impact}</dt>
                    <dd className="font-semibold">{copy.impact[i.impact]}</dd>
                  </div>
                  <div>
                    <dt className="text-ink/75">{copy.insights.timeframe}</dt>
                    <dd className="font-semibold">{words?.timeframe}</dd>
                  </div>
                  <div>
                    <dt className="text-ink/75">{copy.insights.roi}</dt>
                    <dd className="font-semibold">
                      <Ltr>{returnRangeIn(language, i.roi)}</Ltr>
                    </dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
      </PlaceSection>

      <PlaceSection
        id="market"
        title={market.title}
        intro={t(market.intro, { count: topBrands.length })}
        tone="white"
      >
        <PlaceMarketTabs
          label={market.tabsLabel}
          defaultValue="brands"
          tabs={[
            {
              value: "brands",
              label: market.tabs.brands,
              content: (
                <ol
                  aria-label={t(market.brandsLabel, { count: topBrands.length })}
                  className="grid gap-4 md:grid-cols-2 lg:grid-cols-3"
                >
                  {topBrands.map((b, index) => (
                    <li
                      key={b.brand}
                      data-brand={b.brand}
                      className="rounded-xl border border-line bg-paper p-5"
                    >
                      <p className="text-sm font-semibold text-gold">
                        <MessageNodes text={market.rank} values={{ rank: index + 1 }} />
                      </p>
                      <h3 className="mt-1 font-serif text-xl">{b.brand}</h3>
                      <dl className="mt-3 space-y-1 text-sm">
                        <div className="flex justify-between gap-4">
                          <dt className="text-ink/75">{market.averagePrice}</dt>
                          <dd className="font-semibold">
                            <Ltr>{formatCurrencyIn(language, b.averagePrice, "USD", 0)}</Ltr>
                          </dd>
                        </div>
                        <div className="flex justify-between gap-4">
                          <dt className="text-ink/75">{market.change}</dt>
                          <dd>
                            <Ltr>{signedPercentIn(language, b.change)}</Ltr>{" "}
                            <TrendMark trend={b.trend} words={copy.tables.trend} />
                          </dd>
                        </div>
                      </dl>
                      <p className="mt-3 text-sm text-ink/80">
                        {(copy.brands as Record<string, string>)[b.id]}
                      </p>
                    </li>
                  ))}
                </ol>
              ),
            },
            {
              value: "models",
              label: market.tabs.models,
              content: (
                <MarketRowsTable
                  id="watch-models"
                  caption={market.modelsCaption}
                  rows={models}
                  words={copy.tables}
                />
              ),
            },
            {
              value: "regions",
              label: market.tabs.regions,
              content: (
                <ul className="grid gap-4 md:grid-cols-2">
                  {trends.map((trend) => {
                    const words = (copy.trends as Record<string, (typeof copy.trends)["rolex"]>)[trend.id];
                    return (
                      <li key={trend.brand} className="rounded-xl border border-line bg-paper p-5">
                        <h3 className="font-serif text-xl">{inlineList(language, words?.regions)}</h3>
                        <p className="mt-1 text-sm">
                          <MessageNodes
                            text={market.trend}
                            values={{
                              brand: <bdi className="font-semibold">{trend.brand}</bdi>,
                              category: words?.category,
                              trend: market.trendWords[trend.trend],
                              impact: <Ltr>{percentIn(language, trend.impact)}</Ltr>,
                              timeframe: words?.timeframe,
                            }}
                          />
                        </p>
                        <dl className="mt-3 space-y-2 text-sm">
                          <div>
                            <dt className="text-ink/75">{market.drivenBy}</dt>
                            <dd>{inlineList(language, words?.factors, true)}</dd>
                          </div>
                          <div>
                            <dt className="text-ink/75">{market.buyers}</dt>
                            <dd>{inlineList(language, words?.demographics, true)}</dd>
                          </div>
                        </dl>
                      </li>
                    );
                  })}
                </ul>
              ),
            },
          ]}
        />
      </PlaceSection>
    </>
  );
}

export default function WatchTrendsPage({ loaderData }: Route.ComponentProps) {
  const copy = loaderData.copy;
  return (
    <>
      <PlaceHero eyebrow={copy.hero.eyebrow} title={copy.meta.title} lead={copy.hero.lead}>
        <StartAuthenticationLink>{copy.common.start}</StartAuthenticationLink>
        <PlaceLink to="/authenticate/luxury-watches">{copy.authenticate}</PlaceLink>
      </PlaceHero>

      <Suspense fallback={<MarketLoading label={copy.loading} />}>
        <Await resolve={loaderData.market}>
          {(market) => <MarketSections copy={copy} market={market} />}
        </Await>
      </Suspense>

      <PlaceSection id="investment-guide" title={copy.guide.title} intro={copy.guide.intro}>
        <ol className="grid gap-5 md:grid-cols-2">
          {copy.guide.steps.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-line bg-white p-5">
              <h3 className="font-serif text-xl">
                <span className="text-gold">
                  <MessageNodes text={copy.guide.number} values={{ number: index + 1 }} />
                </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm text-ink/80">{step.text}</p>
            </li>
          ))}
        </ol>
      </PlaceSection>

      <PlaceCta id="watch-trends-cta" title={copy.cta.title} text={copy.cta.text}>
        <StartAuthenticationLink className={onDarkPrimary}>{copy.common.start}</StartAuthenticationLink>
        <PlaceLink to="/authenticate/luxury-watches" className={onDarkSecondary}>
          {copy.authenticate}
        </PlaceLink>
      </PlaceCta>
    </>
  );
}
