import { marketDataRecords, marketPages } from "#app/data/market-data-records.ts";

/**
 * The market value a reviewer starts from (issue 30): the site's own market figures for the same
 * brand and model (the market data records and the market pages' rows, app/pages/places), as the
 * lowest and highest price observed, in US dollars. The reviewer confirms or changes it; a model
 * the site has no figure for gets none (no invented range).
 */
const words = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const within = (part: string[], whole: string[]) => part.every((w) => whole.includes(w));

const observations = [
  ...marketDataRecords.map((r) => ({ brand: r.brand, model: r.model_name, price: r.price_point })),
  ...marketPages.flatMap((p) =>
    p.rows.map((r) => ({ brand: r.brand, model: r.model, price: r.currentPrice })),
  ),
];

export function marketValueOf(
  brand: string,
  model: string,
): { low: number; high: number; currency: "USD" } | null {
  const b = words(brand).join(" ");
  const m = words(model);
  if (!b || !m.some((w) => /\p{L}/u.test(w))) return null;
  const prices = observations
    .filter((o) => words(o.brand).join(" ") === b)
    .filter((o) => {
      const theirs = words(o.model);
      return within(m, theirs) || within(theirs, m);
    })
    .map((o) => o.price);
  if (prices.length === 0) return null;
  return { low: Math.min(...prices), high: Math.max(...prices), currency: "USD" };
}
