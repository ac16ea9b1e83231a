/**
 * The figures of /market/watch-trends as the page shows them: its insights, the top brands by
 * average price, the model rows and the regional trends. The server reads them while it renders
 * the page; in the browser, a visit that arrives by a link loads this module on demand, and the
 * page shows its loading state until it is there.
 */
import { topBrandLimit, topBrandsByAveragePrice } from "./top-brands.ts";
import { brandAverages, insights, modelRows, regionTrends } from "./watch-trends-data.ts";

export function watchMarket() {
  return {
    insights,
    topBrands: topBrandsByAveragePrice(brandAverages, topBrandLimit),
    models: modelRows,
    trends: regionTrends,
  };
}

export type WatchMarket = ReturnType<typeof watchMarket>;
