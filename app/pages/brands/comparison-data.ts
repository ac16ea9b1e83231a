/**
 * The Hermès vs Chanel comparison (spec 001 section 2, "Comparison"). Authentication prices come
 * from `comparisonPrices`, turnaround and success rate from `brandTiers` (tiers.ts). Average prices
 * are typical resale prices of each house's core bags.
 */
import type { BrandSlug } from "./brands.ts";

export interface ComparisonSide {
  slug: Extract<BrandSlug, "hermes" | "chanel">;
  name: string;
  averagePrice: string;
  keyPoints: readonly string[];
  pros: readonly string[];
  cons: readonly string[];
}

export interface Comparison {
  title: string;
  intro: string;
  sides: readonly [ComparisonSide, ComparisonSide];
  recommendation: { heading: string; paragraphs: readonly string[] };
}

export const hermesVsChanel: Comparison = {
  title: "Hermès vs Chanel: Authentication Compared",
  intro:
    "Both houses make the most sought-after handbags on the resale market, and both are copied more than any other. They are authenticated in different ways: Hermès by its hand craftsmanship and stamps, Chanel by its quilting, hardware and serial systems. Here is how they compare.",
  sides: [
    {
      slug: "hermes",
      name: "Hermès",
      averagePrice: "about $20,000 (Birkin 30 or Kelly 28 in calfskin, resale)",
      keyPoints: [
        "Hand saddle stitching with a slight, even slant",
        "Blind stamp with the year letter and craftsperson's mark",
        "HERMÈS PARIS MADE IN FRANCE heat stamp with the accent",
        "Engraved hardware; lock and keys share one number",
      ],
      pros: [
        "Holds or gains value: many sizes sell above retail",
        "Hand construction leaves many markers to check",
        "Strong demand in every resale market",
      ],
      cons: [
        "The highest entry price of any handbag house",
        "Superfakes use genuine leathers, so only experts should judge",
        "Exotic skins need CITES papers to cross borders",
      ],
    },
    {
      slug: "chanel",
      name: "Chanel",
      averagePrice: "about $8,000 (Classic Flap Medium, resale)",
      keyPoints: [
        "Quilting aligned across flap, front and back pocket",
        "CC turnlock with the correct overlap of the Cs",
        "Serial sticker and card, or a microchip from 2021",
        "Heat stamp font that matches the production era",
      ],
      pros: [
        "Lower entry price than Hermès for an iconic bag",
        "Serials and microchips make dating a bag easier",
        "Retail price rises support resale values",
      ],
      cons: [
        "The most counterfeited designer bags, so more risk when buying",
        "Lambskin shows wear quickly, which lowers resale value",
        "Loose serial stickers and lost cards are common on older bags",
      ],
    },
  ],
  recommendation: {
    heading: "Our recommendation",
    paragraphs: [
      "Buying a Birkin, Kelly or Constance on the resale market? Authenticate it every time, whatever the seller's reputation: at these prices even a small doubt is worth settling before you pay.",
      "For Chanel, authenticate any flap bag bought outside a boutique, and especially vintage pieces, where the serial system, the hardware and the heat stamp have to agree with each other.",
    ],
  },
};
