/**
 * The ROI calculator's categories: the average item value
 * in USD and the fraud rate of each. The first is the default choice. Their names are in copy/.
 */
export interface RoiCategory {
  id: "luxury-goods" | "electronics" | "collectibles" | "jewelry" | "art";
  averageValue: number;
  fraudRate: number;
}

export const roiCategories: readonly RoiCategory[] = [
  { id: "luxury-goods", averageValue: 5000, fraudRate: 0.15 },
  { id: "electronics", averageValue: 800, fraudRate: 0.08 },
  { id: "collectibles", averageValue: 2500, fraudRate: 0.2 },
  { id: "jewelry", averageValue: 3500, fraudRate: 0.12 },
  { id: "art", averageValue: 10000, fraudRate: 0.25 },
];

export type RoiCategoryId = RoiCategory["id"];

export const defaultRoiCategory: RoiCategoryId = "luxury-goods";

/** The count the calculator's text field starts with. */
export const defaultRoiProducts = "1000";

/** The calculator's rates, per authenticated product and year. */
export const roiRates = {
  /** Authentication savings per product, USD. */
  authenticationSaving: 10,
  /** Share of the average item value saved by accurate authentication. */
  accuracyShare: 0.015,
  /** Collect Card revenue per product, USD. */
  cardRevenue: 12,
  /** Share of products that take insurance, and the premium per policy in USD. */
  insuranceUptake: 0.2,
  insurancePremium: 150,
  /** What the platform costs per product, USD. */
  costPerProduct: 8,
} as const;
