import { data } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { marketPageById, recordsOf } from "#app/data/market-data-records.ts";
import { loadCopy } from "#app/i18n/copy.ts";
import { parseRegion } from "#app/i18n/regions.ts";
import { homeTrail, notFoundMeta, pageMeta } from "#app/lib/seo.ts";
import { brandOrganization } from "#app/lib/structured-data.ts";
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
import { PlaceNotFound } from "./city-sections.tsx";
import { marketCopy } from "./copy/index.ts";
import { AuctionTable, MarketRowsTable, QuarterlyTable, RecordsTable } from "./tables.tsx";

/**
 * Static market pages over the market data records; the page receives the shared words and that
 * one market's. An unknown id answers HTTP 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const market = marketPageById(params.marketId) ?? null;
  const loaded = await loadCopy(marketCopy(market?.id), request);
  if (!market) return data({ ...loaded, market, records: [] }, { status: 404 });
  return { ...loaded, market, records: recordsOf(market.category) };
}

export const meta: Route.MetaFunction = (args) => {
  const { language, copy, market, records = [] } = args.loaderData ?? {};
  if (!language || !copy) return [];
  if (!market || !copy.record)
    return notFoundMeta(
      args,
      { title: copy.notFound.metaTitle, description: copy.notFound.metaDescription },
      // The address as asked for: the helper puts the region prefix back in front of it.
      parseRegion(args.location.pathname).path,
    );
  const path = `/market-data/${market.id}`;
  const { seo, title } = copy.record;
  const dates = records.map((r) => r.collection_date).sort();
  return pageMeta(args, {
    ...seo,
    canonical: path,
    trail: homeTrail(copy.common.home, title, path),
    breadcrumb: "first",
    structuredData: (config, { url }) => [
      {
        "@context": "https://schema.org",
        "@type": "Dataset",
        name: title,
        description: seo.description,
        url: url(path),
        inLanguage: language,
        keywords: seo.keywords,
        isAccessibleForFree: true,
        creator: brandOrganization(config),
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
  });
};

export default function MarketDataPage({ loaderData }: Route.ComponentProps) {
  const { market, records } = loaderData;
  const copy = loaderData.copy;
  const { t } = useI18n();
  const words = copy.record;
  if (!market || !words) {
    return (
      <PlaceNotFound
        title={copy.notFound.title}
        text={copy.notFound.text}
        links={[
          { to: "/market-data/luxury-watches", label: copy.notFound.watches },
          { to: "/market-data/luxury-handbags", label: copy.notFound.handbags },
        ]}
      />
    );
  }
  const say = (text: string) => t(text, { market: words.name });
  return (
    <>
      <PlaceHero eyebrow={copy.eyebrow} title={words.title} lead={words.lead}>
        <StartAuthenticationLink>{copy.common.start}</StartAuthenticationLink>
        <PlaceLink to={market.authenticatePath}>{say(copy.authenticate)}</PlaceLink>
        {market.id === "luxury-watches" ? (
          <PlaceLink to="/market/watch-trends">{copy.trendsLink}</PlaceLink>
        ) : null}
      </PlaceHero>

      <PlaceSection id="quarterly" title={copy.quarterly.title} intro={copy.quarterly.intro}>
        <QuarterlyTable
          id="quarterly-table"
          caption={say(copy.quarterly.caption)}
          rows={market.quarterly}
          words={copy.tables.quarterly}
        />
      </PlaceSection>

      <PlaceSection id="models" title={copy.models.title} intro={copy.models.intro} tone="white">
        <MarketRowsTable
          id="models-table"
          caption={say(copy.models.caption)}
          rows={market.rows}
          words={copy.tables}
        />
      </PlaceSection>

      <PlaceSection id="auctions" title={copy.auctions.title} intro={copy.auctions.intro}>
        <AuctionTable
          id="auctions-table"
          caption={say(copy.auctions.caption)}
          rows={market.auctions.map((a, index) => ({ item: "", sale: "", ...a, ...words.auctions[index] }))}
          words={copy.tables.auctions}
        />
      </PlaceSection>

      <PlaceSection id="records" title={copy.records.title} intro={copy.records.intro} tone="white">
        <RecordsTable
          id="records-table"
          caption={say(copy.records.caption)}
          rows={records}
          recordWords={copy.recordWords}
          words={copy.tables}
        />
      </PlaceSection>

      <PlaceCta id="market-cta" title={copy.cta.title} text={copy.cta.text}>
        <StartAuthenticationLink className={onDarkPrimary}>{copy.common.start}</StartAuthenticationLink>
        <PlaceLink to={market.authenticatePath} className={onDarkSecondary}>
          {say(copy.authenticate)}
        </PlaceLink>
      </PlaceCta>
    </>
  );
}
