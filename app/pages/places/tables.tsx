import type { ReactNode } from "react";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { longDate } from "#app/i18n/dates.ts";
import { formatNumber } from "#app/i18n/format.ts";
import type { RecordWords, TableWords } from "./copy/index.ts";
import type { AuctionResult, MarketDataRecord, MarketRow, QuarterlyRow } from "./market-data-records.ts";

/**
 * Accessible data tables for the market pages: a caption, column headers with scope, a row header
 * per row, and a horizontal scroll region (focusable and labelled) on narrow screens.
 */
function DataTable({
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
    <section
      aria-labelledby={`${id}-caption`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-line bg-white"
    >
      <table className="w-full min-w-[40rem] border-collapse text-start text-sm">
        <caption id={`${id}-caption`} className="px-5 pt-4 pb-2 text-start font-serif text-xl">
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-line">
            {columns.map((c) => (
              <th key={c} scope="col" className="px-5 py-3 text-start font-semibold">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

const cell = "px-5 py-3 text-start align-top";
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
  return (
    <DataTable
      id={id}
      caption={caption}
      columns={[words.quarter, words.growth, words.volume, words.avgPrice, words.topBrand]}
    >
      {rows.map((r) => (
        <tr key={r.quarter} className="border-b border-line last:border-0">
          <th scope="row" className={rowHead}>
            {r.quarter}
          </th>
          <td className={cell}>{r.growth}</td>
          <td className={cell}>{r.volume}</td>
          <td className={cell}>{r.avgPrice}</td>
          <td className={cell}>{r.topBrand}</td>
        </tr>
      ))}
    </DataTable>
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
  const { t } = useI18n();
  const level = (template: string, value: keyof TableWords["levels"] | undefined) =>
    t(template, { level: value ? words.levels[value] : "" });
  return (
    <DataTable
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
            {r.model}
          </th>
          <td className={cell}>{r.brand}</td>
          <td className={cell}>{r.change}</td>
          <td className={cell}>{r.currentPrice}</td>
          <td className={cell}>
            <TrendMark trend={r.trend} words={words.trend} />
          </td>
          <td className={cell}>
            {r.volume ? level(words.rows.volume, r.volume) : level(words.rows.rarity, r.rarity)}
          </td>
        </tr>
      ))}
    </DataTable>
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
  return (
    <DataTable
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
          <td className={cell}>{r.price}</td>
          <td className={cell}>
            <time dateTime={r.date}>{longDate(r.date)}</time>
          </td>
          <td className={cell}>{r.record ? words.isRecord : words.notRecord}</td>
        </tr>
      ))}
    </DataTable>
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
  return (
    <DataTable
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
            {r.id}
          </th>
          <td className={cell}>{r.brand}</td>
          <td className={cell}>{r.model_name}</td>
          <td className={cell}>{words.categories[r.category]}</td>
          <td className={cell}>{formatNumber(r.price_point)}</td>
          <td className={cell}>{r.currency}</td>
          <td className={cell}>
            <time dateTime={r.collection_date}>{longDate(r.collection_date)}</time>
          </td>
          <td className={cell}>{recordWords[r.id]?.condition}</td>
          <td className={cell}>{recordWords[r.id]?.region}</td>
          <td className={cell}>{recordWords[r.id]?.segment}</td>
        </tr>
      ))}
    </DataTable>
  );
}
