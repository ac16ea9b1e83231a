/**
 * The structure of /benefits: its benefit blocks in order and where each one's call to action
 * leads. The words are in copy/benefits/.
 */
import type { OffersAction } from "./common.ts";

export interface BenefitBlock {
  id: "vaultcare-insurance" | "easy-resale" | "credit-collateral";
  action: OffersAction;
}

export const benefitBlocks: readonly BenefitBlock[] = [
  { id: "vaultcare-insurance", action: { kind: "sign-in" } },
  { id: "easy-resale", action: { kind: "sign-in" } },
  { id: "credit-collateral", action: { kind: "internal", to: "/pricing" } },
];
