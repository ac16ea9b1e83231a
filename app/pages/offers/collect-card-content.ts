/** Copy of /collect-card (spec 001 section 2, "Collect Card"). */

import { consumerProduct, vaultSubscriptionFigures } from "#app/data/plans.ts";
import type { OffersAction, OffersStep } from "./common.ts";

export interface CardOffer {
  id: "physical" | "virtual";
  eyebrow: string;
  title: string;
  price: string;
  description: string;
  features: readonly string[];
  actions: readonly OffersAction[];
}

export const collectCardHero = {
  eyebrow: "Collect Card",
  title: "One card for everything you own",
  text: "The Collect Card proves that an authenticated item is yours. It keeps your vault, carries your points and opens the benefits that come with verified ownership.",
  action: { kind: "card-sign-in", label: "Activate your card" } satisfies OffersAction,
} as const;

export const cardOffers: readonly CardOffer[] = [
  {
    id: "physical",
    eyebrow: "Physical card",
    title: "The Physical Collect Card",
    price: "Only through authorised resellers",
    description:
      "A card in your wallet for the collection in your safe. It does everything the virtual card does and unlocks the benefits that need a physical credential.",
    features: [
      "Insurance against theft, loss and damage",
      "Luxury hotel offers with our partner hotels",
      "Resale with certificate and ownership transfer",
      "Credit against authenticated items",
      "Loyalty points on every authentication and transfer",
    ],
    actions: [
      { kind: "internal", label: "Contact Sales", to: "/contact-us" },
      { kind: "card-sign-in", label: "Activate a physical card" },
    ],
  },
  {
    id: "virtual",
    eyebrow: "Virtual card",
    title: "The Virtual Collect Card",
    price: consumerProduct("virtual-card").price,
    description:
      "Your card lives on your phone from the moment you register. Tap phones with another collector to share your public vault or to transfer ownership of an item.",
    features: [
      "Ownership of every item you authenticate",
      "A public vault you choose to share",
      "Tap phones to share your vault or transfer ownership",
      "Points on every authentication, share and transfer",
    ],
    actions: [{ kind: "card-sign-in", label: "Activate your free virtual card" }],
  },
];

export const pointsSystem = {
  title: "Points System",
  text: "Points reward the things that make a collection trustworthy. They add up on your card and can be spent on rewards with our partners.",
  ways: [
    { title: "Authenticate", text: "Each verified item adds points to your card." },
    { title: "Share your vault", text: "Tap phones to show your public vault to another collector." },
    { title: "Transfer ownership", text: "Hand an item to its new owner, card to card." },
    {
      title: "Subscribe",
      text: `Vault subscribers earn ${vaultSubscriptionFigures.pointsMultiplier}x points.`,
    },
  ],
  action: {
    kind: "internal",
    label: "See rewards and hotel offers",
    to: "/rewards-and-benefits",
  } satisfies OffersAction,
} as const;

export const collectCardStepsIntro = {
  title: "How it works",
  text: "From registration to your first tap.",
} as const;

export const collectCardSteps: readonly OffersStep[] = [
  {
    title: "Register for free",
    text: "Create your account and your Virtual Collect Card is issued at once.",
  },
  {
    title: "Authenticate an item",
    text: "Submit photos, certificates and receipts; the verified item is assigned to your card.",
  },
  {
    title: "Tap to share or transfer",
    text: "Hold two phones together to share your public vault or pass ownership to a buyer, and earn points each time.",
  },
];
