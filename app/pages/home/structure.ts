/**
 * The home page's fixed structure: step, tile and AI panel ids.
 * Its records (offers, category cards, brands, quotes) are in data.ts and reach the page
 * through its loader.
 */

/** The three steps of the home page, in order. */
export const homeSteps = ["submit", "review", "unlock"] as const;

/** The four tiles of the rewards and benefits grid, with where each leads. */
export const rewardTiles = [
  { id: "insurance", to: "/benefits" },
  { id: "hotels", to: "/rewards-and-benefits" },
  { id: "resale", to: "/benefits" },
  { id: "credit", to: "/benefits" },
] as const;

/** Multi-agent AI panel tabs: specialized is the default. */
export const aiPanelIds = ["specialized", "orchestration", "dataset"] as const;
export type AiPanelId = (typeof aiPanelIds)[number];
