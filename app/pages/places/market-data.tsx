import { data } from "react-router";
import { breadcrumbData, configFromMatches, defaultOgImage, seoMeta } from "#app/lib/seo.ts";
import { absoluteUrl } from "#app/lib/site-config.ts";
import type { Route } from "./+types/market-data";
import {
  onDarkPrimary,
  onDarkSecondary,
  PlaceCta,
  PlaceHero,
  PlaceLink,
  PlaceSection,
  StartAuthenticationLink,
} from "./blocks.tsx";
import { PlaceMarketNotFound } from "./city-sections.tsx";
import { marketPageById, recordsOf } from "./market-data-records.ts";
import { AuctionTable, MarketRowsTable, QuarterlyTable, RecordsTable } from "./tables.tsx";

/** Static market pages over the market data records; an unknown id answers HTTP 404. */
export function loader({ params }: Route.LoaderArgs) {
  const market = marketPageById(params.marketId);
  if (!market) return data({ market: null, records: [] }, { status: 404 });
  return { market, records: recordsOf(market.category) };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const config = configFromMatches(matches);
  if (!config) return [];
  const market = loaderData?.market;
  if (!market) {
    return seoMeta(
      {
        title: "Market Data Not Found",
        description: "We do not publish market data for this market. See our watch and handbag market data.",
        keywords: [],
        canonical: location.pathname,
        ogImage: defaultOgImage,
        noIndex: true,
        structuredData: [],
      },
      config,
      location.pathname,
    );
  }
  const path = `/market-data/${market.id}`;
  const records = loaderData.records;
  const dates = records.map((r) => r.collection_date).sort();
  return seoMeta(
    {
      ...market.seo,
      canonical: path,
      ogImage: defaultOgImage,
      noIndex: false,
      structuredData: [
        breadcrumbData(config, [
          { name: "Home", path: "/" },
          { name: market.title, path },
        ]),
        {
          "@context": "https://schema.org",
          "@type": "Dataset",
          name: market.title,
          description: market.seo.description,
          url: absoluteUrl(config, path),
          keywords: market.seo.keywords,
          isAccessibleForFree: true,
          creator: { "@type": "Organization", name: config.brand, url: config.siteUrl },
          temporalCoverage: dates.length ? `${dates[0]}/${dates[dates.length - 1]}` : undefined,
          variableMeasured: [
            "brand",
            "model_name",
            "category",
            "price_point",
            "currency",
            "collection_date",
            "condition",
            "region",
            "market_segment",
          ],
        },
      ],
    },
    config,
    location.pathname,
  );
};

export default function MarketDataPage({ loaderData }: Route.ComponentProps) {
  const { market, records } = loaderData;
  if (!market) return <PlaceMarketNotFound />;
  return (
    <>
      <PlaceHero eyebrow="Market data" title={market.title} lead={market.lead}>
        <StartAuthenticationLink />
        <PlaceLink to={market.authenticatePath}>{`${market.name} authentication`}</PlaceLink>
      </PlaceHero>

      <PlaceSection
        id="quarterly"
        title="Quarter by quarter"
        intro="Growth in average secondary-market price, the number of sales we observed and the brand that led each quarter. Indicative figures from our pricing engine."
      >
        <QuarterlyTable
          id="quarterly-table"
          caption={`${market.name}: quarterly summary`}
          rows={market.quarterly}
        />
      </PlaceSection>

      <PlaceSection
        id="models"
        title="Model prices"
        intro="Current secondary-market prices of the models we see most, with their change over the last quarter."
        tone="white"
      >
        <MarketRowsTable id="models-table" caption={`${market.name}: model prices`} rows={market.rows} />
      </PlaceSection>

      <PlaceSection
        id="auctions"
        title="Notable auction results"
        intro="Public auction results, including hammer price and buyer's premium. The record column marks a sale that set a world auction record for its category."
      >
        <AuctionTable
          id="auctions-table"
          caption={`${market.name}: auction results`}
          rows={market.auctions}
        />
      </PlaceSection>

      <PlaceSection
        id="records"
        title="Sample market data records"
        intro="Sample records from our pricing engine, as it collects them: one observed price point per authenticated item, in US dollars."
        tone="white"
      >
        <RecordsTable id="records-table" caption={`${market.name}: sample records`} rows={records} />
      </PlaceSection>

      <PlaceCta
        id="market-cta"
        title="Know what your piece is worth"
        text="Authentication comes with a condition-based market price, so you know both that it is real and what it is worth."
      >
        <StartAuthenticationLink className={onDarkPrimary} />
        <PlaceLink to={market.authenticatePath} className={onDarkSecondary}>
          {`${market.name} authentication`}
        </PlaceLink>
      </PlaceCta>
    </>
  );
}
