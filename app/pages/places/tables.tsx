import type { ReactNode } from "react";
import { DataTable } from "#app/components/blocks/data-table.tsx";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { Ltr } from "#app/components/ui/ltr.tsx";
import type {
  AuctionResult,
  MarketDataRecord,
  MarketRow,
  QuarterlyRow,
} from "#app/data/market-data-records.ts";
import { formatCurrencyIn, formatNumberIn } from "#app/i18n/format.ts";
import type { RecordWords, TableWords } from "./copy/index.ts";
import { amountIn, dateIn, signedPercentIn } from "./figures.ts";

/**
 * The market pages' data tables (through the site's table block): a caption, column headers with
 * scope and a row header per row.
 */
function MarketTable({
  id,
  caption,
  columns,
  children,
}: {
  id: string;
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <DataTable look="market" caption={caption} captionId={`${id}-caption`} columns={columns}>
      <tbody>{children}</tbody>
    </DataTable>
  );
}

const cell = "px-5 py-3 text-start align-top";
// Figures (shares, prices with their currency) are isolated left to right: inside Arabic text a
// sign or a currency would otherwise move to the wrong end.
const rowHead = "px-5 py-3 text-start align-top font-semibold";

export function TrendMark({ trend, words }: { trend: "up" | "down"; words: TableWords["trend"] }) {
  return (
    <span className={trend === "up" ? "text-green-800" : "text-red-800"}>
      <span aria-hidden="true">{trend === "up" ? "▲ " : "▼ "}</span>
      {words[trend]}
    </span>
  );
}

export function QuarterlyTable({
  id,
  caption,
  rows,
  words,
}: {
  id: string;
  caption: string;
  rows: readonly QuarterlyRow[];
  words: TableWords["quarterly"];
}) {
  const { t, language } = useI18n();
  return (
    <MarketTable
      id={id}
      caption={caption}
      columns={[words.quarter, words.growth, words.volume, words.avgPrice, words.topBrand]}
    >
      {rows.map((r) => (
        <tr key={`${r.year}-${r.quarter}`} className="border-b border-line last:border-0">
          <th scope="row" className={rowHead}>
            {t(words.label, { quarter: String(r.quarter), year: String(r.year) })}
          </th>
          <td className={cell}>
            <Ltr>{signedPercentIn(language, r.growth)}</Ltr>
          </td>
          <td className={cell}>{formatNumberIn(language, r.volume)}</td>
          <td className={cell}>
            <Ltr>{formatCurrencyIn(language, r.avgPrice, "USD", 0)}</Ltr>
          </td>
          <td className={cell}>
            <bdi>{r.topBrand}</bdi>
          </td>
        </tr>
      ))}
    </MarketTable>
  );
}

export function MarketRowsTable({
  id,
  caption,
  rows,
  words,
}: {
  id: string;
  caption: string;
  rows: readonly MarketRow[];
  words: TableWords;
}) {
  const { t, language } = useI18n();
  const level = (template: string, value: keyof TableWords["levels"] | undefined) =>
    t(template, { level: value ? words.levels[value] : "" });
  return (
    <MarketTable
      id={id}
      caption={caption}
      columns={[
        words.rows.model,
        words.rows.brand,
        words.rows.change,
        words.rows.currentPrice,
        words.rows.trend,
        words.rows.volumeOrRarity,
      ]}
    >
      {rows.map((r) => (
        <tr key={`${r.brand} ${r.model}`} className="border-b border-line last:border-0">
          <th scope="row" className={rowHead}>
            <bdi>{r.model}</bdi>
          </th>
          <td className={cell}>
            <bdi>{r.brand}</bdi>
          </td>
          <td className={cell}>
            <Ltr>{signedPercentIn(language, r.change)}</Ltr>
          </td>
          <td className={cell}>
            <Ltr>{formatCurrencyIn(language, r.currentPrice, "USD", 0)}</Ltr>
          </td>
          <td className={cell}>
            <TrendMark trend={r.trend} words={words.trend} />
          </td>
          <td className={cell}>
            {r.volume ? level(words.rows.volume, r.volume) : level(words.rows.rarity, r.rarity)}
          </td>
        </tr>
      ))}
    </MarketTable>
  );
}

export function AuctionTable({
  id,
  caption,
  rows,
  words,
}: {
  id: string;
  caption: string;
  rows: readonly (AuctionResult & { item: string; sale: string })[];
  words: TableWords["auctions"];
}) {
  const { language } = useI18n();
  return (
    <MarketTable
      id={id}
      caption={caption}
      columns={[words.item, words.sale, words.price, words.date, words.record]}
    >
      {rows.map((r) => (
        <tr key={r.item} className="border-b border-line last:border-0">
          <th scope="row" className={rowHead}>
            {r.item}
          </th>
          <td className={cell}>{r.sale}</td>
          <td className={cell}>
            <Ltr>{amountIn(language, r.price.amount, r.price.currency)}</Ltr>
          </td>
          <td className={cell}>
            <time dateTime={r.date}>{dateIn(language, r.date)}</time>
          </td>
          <td className={cell}>{r.record ? words.isRecord : words.notRecord}</td>
        </tr>
      ))}
    </MarketTable>
  );
}

export function RecordsTable({
  id,
  caption,
  rows,
  recordWords,
  words,
}: {
  id: string;
  caption: string;
  rows: readonly MarketDataRecord[];
  recordWords: Record<string, RecordWords>;
  words: TableWords;
}) {
  const c = words.records;
  const { language } = useI18n();
  return (
    <MarketTable
      id={id}
      caption={caption}
      columns={[
        c.id,
        c.brand,
        c.model,
        c.category,
        c.price,
        c.currency,
        c.collected,
        c.condition,
        c.region,
        c.segment,
      ]}
    >
      {rows.map((r) => (
        <tr key={r.id} className="border-b border-line last:border-0">
          <th scope="row" className={rowHead}>
            <Ltr>{r.id}</Ltr>
          </th>
          <td className={cell}>
            <bdi>{r.brand}</bdi>
          </td>
          <td className={cell}>
            <bdi>{r.model_name}</bdi>
          </td>
          <td className={cell}>{words.categories[r.category]}</td>
          <td className={cell}>{formatNumberIn(language, r.price_point)}</td>
          <td className={cell}>
            <Ltr>{r.currency}</Ltr>
          </td>
          <td className={cell}>
            <time dateTime={r.collection_date}>{dateIn(language, r.collection_date)}</time>
          </td>
          <td className={cell}>{recordWords[r.id]?.condition}</td>
          <td className={cell}>{recordWords[r.id]?.region}</td>
          <td className={cell}>{recordWords[r.id]?.segment}</td>
        </tr>
      ))}
    </MarketTable>
  );
}
