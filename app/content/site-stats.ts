/** Headline claims shown in the footer (spec 000, section 1; marketing text, not product rules). */
export const footerStats = [
  { id: "accuracy", value: "99.9%" },
  { id: "brands", value: "300+" },
  { id: "value", value: "$50M+" },
  { id: "rating", value: "4.9" },
] as const;
