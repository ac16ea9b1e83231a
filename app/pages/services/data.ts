/**
 * The /services page (spec 001 section 2 "Services", section 3 "Service offer", "Handbag
 * showcase"). Accuracy, turnaround and starting prices are the shared claims; the watch price
 * levels and the handbag showcase belong to this page only.
 */
import type { GuideFaqItem } from "#app/components/blocks/faq-list.tsx";
import {
  accuracy,
  hoursInWords,
  priceRanges,
  serviceTerms,
  startingPrices,
  turnaround,
} from "#app/data/claims.ts";
import { usd } from "#app/data/plans.ts";

/** A service offer (spec 001 section 3). */
export interface ServiceOffer {
  id: "handbag" | "watch" | "jewelry" | "collectibles";
  title: string;
  description: string;
  longDescription: string;
  features: readonly string[];
  accuracy: string;
  turnaround: string;
  /** USD. */
  startingPrice: number;
  targetKeywords: readonly string[];
  /** Where the service section sends a visitor next, besides starting an authentication. */
  links?: readonly { to: string; label: string }[];
}

export const serviceOffers: readonly ServiceOffer[] = [
  {
    id: "handbag",
    title: "Luxury Handbag Authentication",
    description:
      "Hermès, Chanel, Louis Vuitton, Dior and more, checked from stitching to date code before you buy, sell or insure.",
    longDescription:
      "Send clear photos of the exterior, hardware, heat stamp, interior tag, date code or serial sticker and any receipt. Our vision models compare them against reference bags of the same model and season, and a specialist reviews anything the models flag before your certificate is issued.",
    features: [
      "Stitch count, stitch angle and thread colour compared with reference bags",
      "Hardware engravings, weight cues and plating wear",
      "Heat stamps, date codes, serial stickers and microchip placement",
      "Leather grain, edge paint and lining checks",
      "Digital certificate you can share with a buyer or insurer",
    ],
    accuracy: accuracy.general,
    turnaround: hoursInWords(turnaround.handbags),
    startingPrice: startingPrices.handbag,
    targetKeywords: ["handbag authentication", "Hermès authentication", "Chanel authentication"],
    links: [{ to: "/guides/handbag-authentication", label: "Read the handbag authentication guide" }],
  },
  {
    id: "watch",
    title: "Luxury Watch Authentication",
    description:
      "Rolex, Patek Philippe, Audemars Piguet, Omega and other fine watches, from case back to movement.",
    longDescription:
      "We examine the case, serial and reference engravings, dial printing, bezel action, crystal and bracelet from your photos, and ask for a movement shot when the model is a frequent target of high-grade replicas. Aftermarket parts are reported separately from outright counterfeits, because a genuine watch with a replaced dial is worth far less than an original one.",
    features: [
      "Serial and reference numbers checked against the model's production span",
      "Dial printing, lume and hand finishing under magnification",
      "Bezel action, cyclops magnification and rehaut engraving",
      "Movement photos compared with the calibre the reference should carry",
      "Aftermarket and replaced parts reported item by item",
    ],
    accuracy: accuracy.watches,
    turnaround: turnaround.watches,
    startingPrice: startingPrices.watch,
    targetKeywords: ["watch authentication", "Rolex authentication", "luxury watch verification"],
    links: [{ to: "/pricing", label: "See pricing" }],
  },
  {
    id: "jewelry",
    title: "Fine Jewelry Authentication",
    description:
      "Cartier, Van Cleef & Arpels, Tiffany & Co. and Bulgari pieces: hallmarks, stones and craftsmanship.",
    longDescription:
      "Jewelry is authenticated from hallmarks, maker's marks, serial numbers, setting work and stone photos. Where the value depends on the stones themselves, we tell you when a laboratory grading report is needed in addition to our brand authentication.",
    features: [
      "Hallmarks, maker's marks and serial engravings",
      "Setting, prong and clasp craftsmanship",
      "Metal colour and finish consistency",
      "Stone photos reviewed for obvious simulants",
      "Guidance on when a gemmological lab report is worth ordering",
    ],
    accuracy: accuracy.jewelryService,
    turnaround: turnaround.jewelry,
    startingPrice: startingPrices.jewelry,
    targetKeywords: ["jewelry authentication", "Cartier authentication", "Van Cleef authentication"],
  },
  {
    id: "collectibles",
    title: "Collectibles Certification",
    description:
      "Trading cards, designer toys and figures, sneakers and limited editions, certified with a shareable record.",
    longDescription: `Collectibles are certified from packaging, print quality, edition numbering and the production details of each release. Certification is recommended for items worth over ${usd(serviceTerms.collectiblesCertificationOver)}, where a documented record makes resale and insurance far easier.`,
    features: [
      "Print, holo pattern and card stock checks for trading cards",
      "Edition numbers, box codes and packaging details for toys and figures",
      "Release-specific construction details for sneakers",
      "Condition notes that travel with the certificate",
      "Digital record of ownership on your Collect Card",
    ],
    accuracy: accuracy.collectibles,
    turnaround: turnaround.collectibles,
    startingPrice: startingPrices.collectibles,
    targetKeywords: ["collectibles certification", "trading card authentication", "KAWS authentication"],
  },
];

/** The watch service's three levels (spec 001 section 2, "Services"). */
export interface WatchServiceLevel {
  name: string;
  /** USD. */
  price: number;
  turnaround: string;
  bestFor: string;
}

export const watchServiceLevels: readonly WatchServiceLevel[] = [
  {
    name: "Standard",
    price: 99,
    turnaround: "48h",
    bestFor: "Current-production steel sports and dress watches with their papers.",
  },
  {
    name: "Premium",
    price: 199,
    turnaround: "24h",
    bestFor: "Precious-metal and gem-set pieces, or a purchase you need to close quickly.",
  },
  {
    name: "Vintage/Rare",
    price: 299,
    turnaround: "12h",
    bestFor: "Vintage references, rare dials and watches with service parts to document.",
  },
];

/** A bag in the handbag showcase (spec 001 section 3). */
export interface HandbagShowcaseEntry {
  brand: string;
  model: string;
  description: string;
  /** USD: where pre-owned examples typically start. */
  startingPrice: number;
}

export const handbagShowcase: readonly HandbagShowcaseEntry[] = [
  {
    brand: "Hermès",
    model: "Birkin",
    description:
      "The most counterfeited luxury bag. We check the blind stamp, stitching by hand, hardware engravings and leather grain.",
    startingPrice: 9000,
  },
  {
    brand: "Chanel",
    model: "Classic Flap",
    description:
      "Quilting alignment across the flap, the CC turn-lock, chain weight and the serial sticker or microchip.",
    startingPrice: 8000,
  },
  {
    brand: "Louis Vuitton",
    model: "Neverfull",
    description:
      "Monogram placement and symmetry, date code or microchip, heat stamp font and vachetta trim.",
    startingPrice: 1500,
  },
  {
    brand: "Dior",
    model: "Lady Dior",
    description: "Cannage stitching, the D.I.O.R. charms, interior leather tag and serial plate.",
    startingPrice: 2500,
  },
];

export const servicesFaq: readonly GuideFaqItem[] = [
  {
    question: "Which service do I need for my item?",
    answer:
      "Choose by item type: handbags and small leather goods go to handbag authentication, wristwatches to watch authentication, rings, necklaces and bracelets to fine jewelry, and trading cards, designer toys, sneakers and limited editions to collectibles certification. If an item spans two categories, pick the one that carries most of its value.",
  },
  {
    question: "What do I need to send?",
    answer:
      "Clear, well-lit photos of every angle, close-ups of logos, stamps, engravings and serial numbers, and any receipt, certificate or service paper you have. Each service tells you the exact shots it needs when you start.",
  },
  {
    question: "What happens if the result is not what I expected?",
    answer: `Every result comes with the reasons behind it. If you are not satisfied, you can ask for a refund within ${serviceTerms.refundWindowDays} days after the service is completed under our ${serviceTerms.satisfactionGuarantee} satisfaction guarantee.`,
  },
  {
    question: "Is authentication worth it for a lower-priced item?",
    answer: `Authentication typically costs ${serviceTerms.costShareOfValue} of an item's value. A typical professional authentication elsewhere costs ${usd(priceRanges.typicalProfessional.min)}-${priceRanges.typicalProfessional.max} and takes ${priceRanges.typicalProfessional.days}; ours starts at ${usd(startingPrices.handbag)} for handbags. For items worth a few hundred dollars, a careful check against our free guides may be enough.`,
  },
];
