/**
 * What an authentication costs and how long it takes, from the figures the site's pages show
 * (docs/decisions/020-authentication-requests.md, "Server"). Computed here only: the client never
 * sends a price, and the screens read the same options from `GET /api/items/:id` (`services`).
 *
 * - AI only: the pricing page's AI authentication, 5 credits ($5; 1 credit = $1).
 * - AI plus expert review: the starting price of the category's service on /services, in dollars
 *   as credits, at that service's listed turnaround. Which service a category belongs to follows
 *   the /services page's own answer ("handbags and small leather goods go to handbag
 *   authentication, wristwatches to watch authentication, rings, necklaces and bracelets to fine
 *   jewelry, and trading cards, designer toys, sneakers and limited editions to collectibles").
 *   Categories that the site lists no expert service for offer AI only until it does.
 */

import type { Turnaround } from "#app/data/claim-figures.ts";
import { claimFigures, startingPrices } from "#app/data/claims.ts";
import { aiAuthenticationFigures } from "#app/data/products.ts";
import type { CategoryId } from "#app/data/shots.ts";

export type ServiceId = "ai" | "expert";
export const serviceIds: readonly ServiceId[] = ["ai", "expert"];

type ExpertService = keyof typeof startingPrices;
type TurnaroundKey = keyof typeof claimFigures.turnaround;

/** The /services offer each category's expert review is sold as; null: none listed. */
export const expertServiceOf: Record<CategoryId, ExpertService | null> = {
  handbags: "handbag",
  accessories: "handbag",
  watches: "watch",
  jewelry: "jewelry",
  sneakers: "collectibles",
  "toys-figures": "collectibles",
  "trading-cards": "collectibles",
  clothing: null,
  shoes: null,
  streetwear: null,
  "cosmetic-products": null,
};

/** The turnaround each /services offer lists (the claims' figures). */
const expertTurnaround: Record<ExpertService, TurnaroundKey> = {
  handbag: "handbags",
  watch: "watches",
  jewelry: "jewelry",
  collectibles: "collectibles",
};

/**
 * AI only: without an automated verdict every request still reaches an expert, so its promise is
 * the site's "complex cases: up to 72 hours", not the seconds an automated answer would take.
 */
const aiTurnaround: TurnaroundKey = "complexCases";

/**
 * The latest hour a turnaround promises: the top of a range; business days as calendar days with
 * each started week's weekend added (7 business days: 9 days, 216 hours).
 */
export function turnaroundHours(turnaround: Turnaround): number {
  switch (turnaround.unit) {
    case "hours":
    case "hoursLong":
    case "upToHours":
      return turnaround.max;
    case "businessDays":
      return (turnaround.max + 2 * Math.floor(turnaround.max / 5)) * 24;
    case "underMinutes":
      return Math.ceil(turnaround.max / 60);
    case "underSeconds":
      return 1;
    case "sameDay":
      return 24;
  }
}

export interface ServiceOption {
  service: ServiceId;
  credits: number;
  /** The key of the claims' turnaround (claimFigures.turnaround) the screens word. */
  turnaround: TurnaroundKey;
  turnaroundHours: number;
}

const option = (service: ServiceId, credits: number, turnaround: TurnaroundKey): ServiceOption => ({
  service,
  credits,
  turnaround,
  turnaroundHours: turnaroundHours(claimFigures.turnaround[turnaround]),
});

/** The services an item of `category` may be sent for, cheapest first. */
export function servicesFor(category: CategoryId): ServiceOption[] {
  const options = [option("ai", aiAuthenticationFigures.credits, aiTurnaround)];
  const expert = expertServiceOf[category];
  if (expert) options.push(option("expert", startingPrices[expert], expertTurnaround[expert]));
  return options;
}

/** One service of a category, or null when the category does not offer it. */
export function serviceFor(category: CategoryId, service: ServiceId): ServiceOption | null {
  return servicesFor(category).find((o) => o.service === service) ?? null;
}

/** What registration grants: the first (AI) authentication. */
export const registrationCredits = aiAuthenticationFigures.credits;

/** The deadline of a request submitted at `submittedAt` with `option`. */
export function deadlineOf(submittedAt: Date, option: Pick<ServiceOption, "turnaroundHours">): Date {
  return new Date(submittedAt.getTime() + option.turnaroundHours * 3_600_000);
}
