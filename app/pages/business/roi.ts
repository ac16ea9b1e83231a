import {
  defaultRoiCategory,
  type RoiCategory,
  type RoiCategoryId,
  roiCategories,
  roiRates,
} from "./roi-data.ts";

/**
 * The business page's ROI calculator, as pure functions.
 *
 * Readings of what the specification leaves open, each pinned by a unit test:
 * - The count is read like `parseInt(value, 10)` after dropping thousands separators (commas), so
 *   " 250 " is 250, "12.9" is 12, "1,000" is 1000, "1e3" is 1 and "abc" or "" is 0.
 * - A negative count is 0 (there is no negative number of products).
 * - Counts above `maxRoiProducts` are read as `maxRoiProducts`, so every result stays a finite,
 *   printable amount (a 400-digit count would otherwise become Infinity).
 * - With a cost of 0 (no products) the ROI is 0%, never NaN or Infinity.
 * - Money is rounded to whole cents; the ROI to a whole percent (halves round up).
 */

/** One billion products a year: far beyond any real catalogue, small enough to print. */
export const maxRoiProducts = 1_000_000_000;

export interface RoiBreakdown {
  products: number;
  authenticationSavings: number;
  accuracySavings: number;
  cardRevenue: number;
  insuranceRevenue: number;
  cost: number;
}

export interface RoiResult {
  annualSavings: number;
  newRevenue: number;
  totalBenefit: number;
  /** Whole percent. */
  roi: number;
}

/** What the results show before Calculate is pressed. */
export const zeroRoiResult: RoiResult = { annualSavings: 0, newRevenue: 0, totalBenefit: 0, roi: 0 };

/** The product count typed into the text field, as an integer between 0 and `maxRoiProducts`. */
export function parseProducts(value: string): number {
  const parsed = Number.parseInt(value.replaceAll(",", ""), 10);
  if (Number.isNaN(parsed) || parsed <= 0) return 0;
  return Math.min(parsed, maxRoiProducts);
}

export function isRoiCategory(value: string): value is RoiCategoryId {
  return roiCategories.some((c) => c.id === value);
}

/** The category chosen; anything not listed falls back to the default (luxury goods). */
export function roiCategory(value: string): RoiCategory {
  const id = isRoiCategory(value) ? value : defaultRoiCategory;
  return roiCategories.find((c) => c.id === id) as RoiCategory;
}

function cents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

export function roiBreakdown(products: number, category: RoiCategory): RoiBreakdown {
  return {
    products,
    authenticationSavings: cents(products * roiRates.authenticationSaving),
    accuracySavings: cents(products * category.averageValue * roiRates.accuracyShare),
    cardRevenue: cents(products * roiRates.cardRevenue),
    insuranceRevenue: cents(products * roiRates.insuranceUptake * roiRates.insurancePremium),
    cost: cents(products * roiRates.costPerProduct),
  };
}

export function roiResult(breakdown: RoiBreakdown): RoiResult {
  const annualSavings = cents(breakdown.authenticationSavings + breakdown.accuracySavings);
  const newRevenue = cents(breakdown.cardRevenue + breakdown.insuranceRevenue);
  const totalBenefit = cents(annualSavings + newRevenue);
  const roi = breakdown.cost > 0 ? Math.round(((totalBenefit - breakdown.cost) / breakdown.cost) * 100) : 0;
  return { annualSavings, newRevenue, totalBenefit, roi };
}

/** The calculator's answer for the two raw field values. */
export function calculateRoi(productsInput: string, categoryInput: string): RoiResult {
  return roiResult(roiBreakdown(parseProducts(productsInput), roiCategory(categoryInput)));
}

/** The ROI as shown: a whole percent, "1488%". */
export function formatRoi(roi: number): string {
  return `${roi}%`;
}
