/** Copy of /benefits (spec 001 section 2, "Benefits"). */
import type { OffersAction, OffersStep } from "./common.ts";

export interface BenefitBlock {
  id: "vaultcare-insurance" | "easy-resale" | "credit-collateral";
  title: string;
  subtitle: string;
  description: string;
  features: readonly string[];
  action: OffersAction;
}

export const benefitsHero = {
  eyebrow: "Benefits",
  title: "What an authenticated item unlocks",
  text: "Once an item is verified and linked to your Collect Card, it is more than a possession: it can be insured, resold with confidence and used as collateral.",
} as const;

export const benefitBlocks: readonly BenefitBlock[] = [
  {
    id: "vaultcare-insurance",
    title: "VaultCare Insurance",
    subtitle: "Cover that knows exactly what you own",
    description:
      "Because every item in your vault has a certificate, a condition assessment and a market price, VaultCare can insure it without a second appraisal. Cover follows the item, not the room it sits in.",
    features: [
      "Protection against theft, loss and damage",
      "Valuation based on the item's authenticated condition and market price",
      "Claims backed by your digital certificate and vault history",
      "Cover available with the Physical Collect Card",
    ],
    action: { kind: "sign-in", label: "Sign in to get covered" },
  },
  {
    id: "easy-resale",
    title: "Easy Resale",
    subtitle: "Sell with proof, not promises",
    description:
      "Buyers pay more for certainty. List an authenticated item with its certificate and condition report, and transfer ownership to the buyer's card the moment the sale completes.",
    features: [
      "Certificate and condition report travel with the listing",
      "Ownership transferred card to card, with a tap of two phones",
      "A public vault page to show buyers what you own",
      "Points earned on every transfer",
    ],
    action: { kind: "sign-in", label: "Sign in to start selling" },
  },
  {
    id: "credit-collateral",
    title: "Credit & Collateral",
    subtitle: "Let your collection work for you",
    description:
      "An authenticated, valued item is an asset a lender can understand. Use pieces in your vault as collateral for credit without parting with them for an appraisal.",
    features: [
      "Collateral value based on authenticated condition and market data",
      "No need to hand the item over for a separate appraisal",
      "Credit benefits with the Physical Collect Card",
      "Plans and limits explained before you commit",
    ],
    action: { kind: "internal", label: "See pricing", to: "/pricing" },
  },
];

export const benefitsStepsIntro = {
  title: "Three steps to your benefits",
  text: "From a photo to a covered, sellable, bankable item.",
} as const;

export const benefitsSteps: readonly OffersStep[] = [
  {
    title: "Authenticate",
    text: "Submit photos, certificates and receipts. Our multi-agent AI, with optional human review, returns an authenticity score and a digital certificate.",
  },
  {
    title: "Link to your Collect Card",
    text: "The verified item is assigned to your card and appears in your vault with its condition and market price.",
  },
  {
    title: "Unlock benefits",
    text: "Insure it with VaultCare, resell it with proof of authenticity, or use it as collateral for credit.",
  },
];
