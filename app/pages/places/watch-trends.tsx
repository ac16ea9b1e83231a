import { usd } from "#app/data/plans.ts";
import { breadcrumbData, configFromMatches, defaultOgImage, seoMeta } from "#app/lib/seo.ts";
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
import { PlaceMarketTabs } from "./market-tabs.tsx";
import { MarketRowsTable, TrendMark } from "./tables.tsx";
import { topBrandsByAveragePrice } from "./top-brands.ts";
import {
  brandAverages,
  insights,
  investmentGuide,
  modelRows,
  regionTrends,
  topBrandLimit,
} from "./watch-trends-data.ts";

const canonical = "/market/watch-trends";
const title = "Luxury Watch Market Trends";
const description = `Luxury watch market trends: investment insights, the top ${topBrandLimit} watch brands by average secondary-market price, model prices, regional demand and a guide to buying watches as an investment.`;

/**
 * Loading, then loaded (spec 001 section 2: "The data is set locally; the page shows loading,
 * then loaded"). Decision: the data is a local module, read by this loader at build time, so the
 * prerendered HTML already is the loaded state, complete before any script runs. There is no
 * artificial spinner: the only honest loading state is the one of a client-side navigation, while
 * the route module and its prerendered `.data` file are fetched. React Router keeps the previous
 * page on screen during that time and exposes it as `useNavigation().state === "loading"`, which
 * the chrome may show; once they arrive, this page renders loaded, with no second step.
 */
export function loader() {
  return {
    insights,
    topBrands: topBrandsByAveragePrice(brandAverages, topBrandLimit),
    models: modelRows,
    trends: regionTrends,
    guide: investmentGuide,
  };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const config = configFromMatches(matches);
  if (!config) return [];
  return seoMeta(
    {
      title,
      description,
      keywords: [
        "watch market trends",
        "luxury watch investment",
        "watch prices",
        "Patek Philippe prices",
        "Rolex market",
      ],
      canonical,
      ogImage: defaultOgImage,
      noIndex: false,
      structuredData: [
        breadcrumbData(config, [
          { name: "Home", path: "/" },
          { name: title, path: canonical },
        ]),
        {
          "@context": "https://schema.org",
          "@type": "Article",
          headline: title,
          description,
          author: { "@type": "Organization", name: config.brand },
          publisher: { "@type": "Organization", name: config.brand },
          about: "Luxury watch secondary market",
        },
      ],
    },
    config,
    location.pathname,
  );
};

export default function WatchTrendsPage({ loaderData }: Route.ComponentProps) {
  const { insights, topBrands, models, trends, guide } = loaderData;
  return (
    <>
      <PlaceHero
        eyebrow="Market trends"
        title={title}
        lead="Where the secondary watch market is heading: what is rising, what is settling and what it means for collectors. Indicative figures from the watches our pricing engine observes."
      >
        <StartAuthenticationLink />
        <PlaceLink to="/authenticate/luxury-watches">Luxury watch authentication</PlaceLink>
      </PlaceHero>

      <PlaceSection id="insights" title="Market insights">
        <ul className="grid gap-5 md:grid-cols-2">
          {insights.map((i) => (
            <li key={i.title} className="rounded-xl border border-line bg-white p-5">
              <h3 className="font-serif text-xl">{i.title}</h3>
              <p className="mt-2 text-sm text-ink/80">{i.description}</p>
              <dl className="mt-4 grid grid-cols-3 gap-3 text-sm">
                <div>
                  <dt className="text-ink/75">Impact</dt>
                  <dd className="font-semibold">{i.impact}</dd>
                </div>
                <div>
                  <dt className="text-ink/75">Timeframe</dt>
                  <dd className="font-semibold">{i.timeframe}</dd>
                </div>
                <div>
                  <dt className="text-ink/75">ROI</dt>
                  <dd className="font-semibold">{i.roi}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </PlaceSection>

      <PlaceSection
        id="market"
        title="The market by brand, model and region"
        intro={`Brands ranked by average secondary-market price (the top ${topBrands.length}, highest first), the most watched models, and where demand is growing.`}
        tone="white"
      >
        <PlaceMarketTabs
          label="Watch market views"
          defaultValue="brands"
          tabs={[
            {
              value: "brands",
              label: "Brands",
              content: (
                <ol
                  aria-label={`Top ${topBrands.length} brands by average price`}
                  className="grid gap-4 md:grid-cols-2 lg:grid-cols-3"
                >
                  {topBrands.map((b, index) => (
                    <li
                      key={b.brand}
                      data-brand={b.brand}
                      className="rounded-xl border border-line bg-paper p-5"
                    >
                      <p className="text-sm font-semibold text-gold">No. {index + 1}</p>
                      <h3 className="mt-1 font-serif text-xl">{b.brand}</h3>
                      <dl className="mt-3 space-y-1 text-sm">
                        <div className="flex justify-between gap-4">
                          <dt className="text-ink/75">Average price</dt>
                          <dd className="font-semibold">{usd(b.averagePrice)}</dd>
                        </div>
                        <div className="flex justify-between gap-4">
                          <dt className="text-ink/75">Change</dt>
                          <dd>
                            {b.change} <TrendMark trend={b.trend} />
                          </dd>
                        </div>
                      </dl>
                      <p className="mt-3 text-sm text-ink/80">{b.note}</p>
                    </li>
                  ))}
                </ol>
              ),
            },
            {
              value: "models",
              label: "Models",
              content: <MarketRowsTable id="watch-models" caption="Most watched references" rows={models} />,
            },
            {
              value: "regions",
              label: "Regions",
              content: (
                <ul className="grid gap-4 md:grid-cols-2">
                  {trends.map((t) => (
                    <li key={t.brand} className="rounded-xl border border-line bg-paper p-5">
                      <h3 className="font-serif text-xl">{t.regions.join(", ")}</h3>
                      <p className="mt-1 text-sm">
                        <span className="font-semibold">{t.brand}</span> ({t.category}): {t.trend}, {t.impact}
                        % expected over {t.timeframe}
                      </p>
                      <dl className="mt-3 space-y-2 text-sm">
                        <div>
                          <dt className="text-ink/75">Driven by</dt>
                          <dd>{t.factors.join("; ")}</dd>
                        </div>
                        <div>
                          <dt className="text-ink/75">Buyers</dt>
                          <dd>{t.demographics.join("; ")}</dd>
                        </div>
                      </dl>
                    </li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      </PlaceSection>

      <PlaceSection
        id="investment-guide"
        title="Investment guide"
        intro="Watches can hold or grow their value, but only when they are what the seller says they are."
      >
        <ol className="grid gap-5 md:grid-cols-2">
          {guide.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-line bg-white p-5">
              <h3 className="font-serif text-xl">
                <span className="text-gold">{index + 1}. </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm text-ink/80">{step.text}</p>
            </li>
          ))}
        </ol>
      </PlaceSection>

      <PlaceCta
        id="watch-trends-cta"
        title="Authenticate before you invest"
        text="Every authentication comes with a condition-based market price, so you know what your watch is and what it is worth."
      >
        <StartAuthenticationLink className={onDarkPrimary} />
        <PlaceLink to="/authenticate/luxury-watches" className={onDarkSecondary}>
          Luxury watch authentication
        </PlaceLink>
      </PlaceCta>
    </>
  );
}
