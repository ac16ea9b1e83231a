import type { ReactNode } from "react";
import { longDate } from "#app/i18n/dates.ts";
import { formatNumber } from "#app/i18n/format.ts";
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

export function TrendMark({ trend }: { trend: "up" | "down" }) {
  return (
    <span className={trend === "up" ? "text-green-800" : "text-red-800"}>
      <span aria-hidden="true">{trend === "up" ? "▲ " : "▼ "}</span>
      {trend === "up" ? "Up" : "Down"}
    </span>
  );
}

export function QuarterlyTable({
  id,
  caption,
  rows,
}: {
  id: string;
  caption: string;
  rows: readonly QuarterlyRow[];
}) {
  return (
    <DataTable
      id={id}
      caption={caption}
      columns={["Quarter", "Growth", "Volume", "Average price", "Top brand"]}
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
}: {
  id: string;
  caption: string;
  rows: readonly MarketRow[];
}) {
  return (
    <DataTable
      id={id}
      caption={caption}
      columns={["Model", "Brand", "Change", "Current price", "Trend", "Volume or rarity"]}
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
            <TrendMark trend={r.trend} />
          </td>
          <td className={cell}>{r.volume ? `Volume: ${r.volume}` : `Rarity: ${r.rarity ?? ""}`}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export function AuctionTable({
  id,
  caption,
  rows,
}: {
  id: string;
  caption: string;
  rows: readonly AuctionResult[];
}) {
  return (
    <DataTable id={id} caption={caption} columns={["Item", "Sale", "Price", "Date", "Record"]}>
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
          <td className={cell}>{r.record ? "Auction record" : "No"}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export function RecordsTable({
  id,
  caption,
  rows,
}: {
  id: string;
  caption: string;
  rows: readonly MarketDataRecord[];
}) {
  return (
    <DataTable
      id={id}
      caption={caption}
      columns={[
        "ID",
        "Brand",
        "Model",
        "Category",
        "Price point",
        "Currency",
        "Collected",
        "Condition",
        "Region",
        "Segment",
      ]}
    >
      {rows.map((r) => (
        <tr key={r.id} className="border-b border-line last:border-0">
          <th scope="row" className={rowHead}>
            {r.id}
          </th>
          <td className={cell}>{r.brand}</td>
          <td className={cell}>{r.model_name}</td>
          <td className={cell}>{r.category}</td>
          <td className={cell}>{formatNumber(r.price_point)}</td>
          <td className={cell}>{r.currency}</td>
          <td className={cell}>
            <time dateTime={r.collection_date}>{longDate(r.collection_date)}</time>
          </td>
          <td className={cell}>{r.condition}</td>
          <td className={cell}>{r.region}</td>
          <td className={cell}>{r.market_segment}</td>
        </tr>
      ))}
    </DataTable>
  );
}
