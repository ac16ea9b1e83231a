import { useI18n, usePageCopy } from "#app/components/i18n-provider.tsx";
import { usd } from "#app/data/plans.ts";
import { loadCopy } from "#app/i18n/copy.ts";
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
import { watchTrendsCopy } from "./copy/index.ts";
import { PlaceMarketTabs } from "./market-tabs.tsx";
import { MessageParts } from "./message-parts.tsx";
import { MarketRowsTable, TrendMark } from "./tables.tsx";
import { topBrandsByAveragePrice } from "./top-brands.ts";
import { brandAverages, insights, modelRows, regionTrends, topBrandLimit } from "./watch-trends-data.ts";

const canonical = "/market/watch-trends";

/**
 * Loading, then loaded (the specification: "The data is set locally; the page shows loading,
 * then loaded"). Decision: the data is a local module, read by this loader at build time, so the
 * prerendered HTML already is the loaded state, complete before any script runs. There is no
 * artificial spinner: the only honest loading state is the one of a client-side navigation, while
 * the route module and its prerendered `.data` file are fetched. React Router keeps the previous
 * page on screen during that time and exposes it as `useNavigation().state === "loading"`, which
 * the chrome may show; once they arrive, this page renders loaded, with no second step.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return {
    ...(await loadCopy(watchTrendsCopy, request)),
    insights,
    topBrands: topBrandsByAveragePrice(brandAverages, topBrandLimit),
    models: modelRows,
    trends: regionTrends,
  };
}

export const meta: Route.MetaFunction = (args) =>
  copyMeta(args, ({ copy }) => ({
    words: copy.meta,
    values: { limit: topBrandLimit },
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
        about: copy.meta.about,
      },
    ],
  }));

export default function WatchTrendsPage({ loaderData }: Route.ComponentProps) {
  const copy = usePageCopy(watchTrendsCopy, loaderData);
  const { t } = useI18n();
  const { insights, topBrands, models, trends } = loaderData;
  const market = copy.market;
  return (
    <>
      <PlaceHero eyebrow={copy.hero.eyebrow} title={copy.meta.title} lead={copy.hero.lead}>
        <StartAuthenticationLink>{copy.common.start}</StartAuthenticationLink>
        <PlaceLink to="/authenticate/luxury-watches">{copy.authenticate}</PlaceLink>
      </PlaceHero>

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
                    <dd className="font-semibold">{i.roi}</dd>
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
                        <MessageParts message={market.rank} values={{ rank: index + 1 }} />
                      </p>
                      <h3 className="mt-1 font-serif text-xl">{b.brand}</h3>
                      <dl className="mt-3 space-y-1 text-sm">
                        <div className="flex justify-between gap-4">
                          <dt className="text-ink/75">{market.averagePrice}</dt>
                          <dd className="font-semibold">{usd(b.averagePrice)}</dd>
                        </div>
                        <div className="flex justify-between gap-4">
                          <dt className="text-ink/75">{market.change}</dt>
                          <dd>
                            {b.change} <TrendMark trend={b.trend} words={copy.tables.trend} />
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
                        <h3 className="font-serif text-xl">{words?.regions.join(", ")}</h3>
                        <p className="mt-1 text-sm">
                          <MessageParts
                            message={market.trend}
                            values={{
                              brand: <span className="font-semibold">{trend.brand}</span>,
                              category: words?.category,
                              trend: market.trendWords[trend.trend],
                              impact: trend.impact,
                              timeframe: words?.timeframe,
                            }}
                          />
                        </p>
                        <dl className="mt-3 space-y-2 text-sm">
                          <div>
                            <dt className="text-ink/75">{market.drivenBy}</dt>
                            <dd>{words?.factors.join("; ")}</dd>
                          </div>
                          <div>
                            <dt className="text-ink/75">{market.buyers}</dt>
                            <dd>{words?.demographics.join("; ")}</dd>
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

      <PlaceSection id="investment-guide" title={copy.guide.title} intro={copy.guide.intro}>
        <ol className="grid gap-5 md:grid-cols-2">
          {copy.guide.steps.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-line bg-white p-5">
              <h3 className="font-serif text-xl">
                <span className="text-gold">
                  <MessageParts message={copy.guide.number} values={{ number: index + 1 }} />
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
