import { accuracy, brandCounts, headline } from "./claims.ts";

/** Headline claims shown in the footer. */
export const footerStats = [
  { id: "accuracy", value: accuracy.general },
  { id: "brands", value: brandCounts.site },
  { id: "value", value: headline.authenticatedValue },
  { id: "rating", value: headline.rating },
] as const;
