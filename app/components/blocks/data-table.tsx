import type { ReactNode } from "react";

/** The attributes of the scrolling region, named so that each look can write them in its order. */
type RegionAttribute = "class" | "focus" | "name";

interface TableLook {
  /** A labelled `section` that keyboard users can focus and scroll, or a plain `div`. */
  region: "section" | "div";
  regionClass: string;
  /** Which region attributes a look writes, in the order its page has always written them. */
  order: readonly RegionAttribute[];
  table: string;
  caption: string;
  /** The classes of the head row and of its column headers, where the block writes the head. */
  headRow?: string;
  headCell: string;
}

/**
 * How a table looks where it stands: `document` in the legal texts, `guide` in the guides,
 * `market` on the market-data pages, `tiers` for a brand's price tiers, `plans` and `prepaid` for
 * the business plans. The markup of each is kept as those pages have always shown it.
 */
const looks = {
  document: {
    region: "section",
    regionClass: "mt-4 overflow-x-auto",
    order: ["class", "focus", "name"],
    table: "w-full border-collapse text-start text-sm",
    caption: "pb-2 text-start text-ink/80",
    headCell: "border-b border-line py-2 pe-4 text-start font-semibold",
  },
  guide: {
    region: "section",
    regionClass: "scroll-cue mt-6 overflow-x-auto rounded-xl border border-line bg-white",
    order: ["class", "focus", "name"],
    table: "w-full border-collapse text-start text-sm",
    caption: "px-4 pt-4 text-start font-semibold",
    headCell: "border-b border-line px-4 py-3 text-start font-semibold",
  },
  market: {
    region: "section",
    regionClass: "scroll-cue overflow-x-auto rounded-xl border border-line bg-white",
    order: ["name", "focus", "class"],
    table: "w-full min-w-[40rem] border-collapse text-start text-sm",
    caption: "px-5 pt-4 pb-2 text-start font-serif text-xl",
    headRow: "border-b border-line",
    headCell: "px-5 py-3 text-start font-semibold",
  },
  tiers: {
    region: "section",
    regionClass: "scroll-cue overflow-x-auto rounded-xl border border-line bg-white",
    order: ["name", "class", "focus"],
    table: "w-full min-w-[36rem] border-collapse text-start text-sm",
    caption: "sr-only",
    headCell: "",
  },
  plans: {
    region: "section",
    regionClass: "scroll-cue overflow-x-auto rounded-2xl border border-line bg-white",
    order: ["class", "focus", "name"],
    table: "w-full min-w-[36rem] border-collapse text-sm",
    caption: "sr-only",
    headCell: "",
  },
  prepaid: {
    region: "section",
    regionClass: "scroll-cue mt-4 overflow-x-auto rounded-2xl border border-line bg-white",
    order: ["class", "focus", "name"],
    table: "w-full border-collapse text-sm",
    caption: "sr-only",
    headCell: "",
  },
} as const satisfies Record<string, TableLook>;

export type DataTableLook = keyof typeof looks;

/**
 * The site's one data table that reads well on a phone: the table sits in a region that scrolls
 * sideways on a narrow screen, shows a soft shadow at the edge where more columns wait (the
 * `scroll-cue` utility), takes keyboard focus (so the arrow keys scroll it) and is named after the
 * table, by the caption's id, by a label, or by the caption's own words.
 * The block writes a plain head row from `columns` where the page gives them; the page writes the
 * other rows (and any richer head) as children.
 */
export function DataTable({
  look,
  caption,
  columns,
  captionId,
  label,
  regionData,
  tableData,
  children,
}: {
  look: DataTableLook;
  caption: ReactNode;
  /** The column headers of a plain head row. */
  columns?: readonly string[];
  /** The caption's id: the region is then named by the caption itself. */
  captionId?: string;
  /** The region's name where the caption has no id. */
  label?: string;
  regionData?: Record<`data-${string}`, string>;
  tableData?: Record<`data-${string}`, string>;
  children: ReactNode;
}) {
  const style: TableLook = looks[look];
  const region: Record<string, unknown> = {};
  for (const attribute of style.order) {
    if (attribute === "class") region.className = style.regionClass;
    else if (attribute === "focus") region.tabIndex = 0;
    else if (captionId === undefined)
      region["aria-label"] = label ?? (typeof caption === "string" ? caption : undefined);
    else region["aria-labelledby"] = captionId;
  }
  const table = (
    <table className={style.table} {...tableData}>
      <caption id={captionId} className={style.caption}>
        {caption}
      </caption>
      {columns === undefined ? null : (
        <thead>
          <tr className={style.headRow}>
            {columns.map((column) => (
              <th key={column} scope="col" className={style.headCell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
      )}
      {children}
    </table>
  );
  return style.region === "section" ? (
    <section {...region} {...regionData}>
      {table}
    </section>
  ) : (
    <div {...region} {...regionData}>
      {table}
    </div>
  );
}
