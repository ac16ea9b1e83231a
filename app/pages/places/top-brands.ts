/** The number of brands the watch trends page shows: the top six. */
export const topBrandLimit = 6;

/** Anything with a brand and an average price. */
export interface HasAveragePrice {
  brand: string;
  averagePrice: number;
}

/**
 * The `limit` brands with the highest average price, highest first (the watch trends page shows the top six
 * brands by average price, descending). Pure: the input is not changed. Ties keep their input
 * order; a non-finite price never ranks.
 */
export function topBrandsByAveragePrice<T extends HasAveragePrice>(brands: readonly T[], limit: number): T[] {
  if (!Number.isInteger(limit) || limit <= 0) return [];
  return brands
    .filter((b) => Number.isFinite(b.averagePrice))
    .map((brand, index) => ({ brand, index }))
    .sort((a, b) => b.brand.averagePrice - a.brand.averagePrice || a.index - b.index)
    .slice(0, limit)
    .map(({ brand }) => brand);
}
