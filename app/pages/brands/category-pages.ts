/**
 * The category pages (spec 001 section 2 "Category pages", section 3 "Category (detail)" and
 * "Category (pricing variant)"): one record per category, carrying the fields of both variants.
 * /categories/{slug} shows the pricing variant, /authenticate/{id} the detail variant. Tier prices
 * come from `categoryTiers` in tiers.ts, turnarounds from `turnaround` in claims.ts. Average values
 * and volumes are this site's own figures; trend impacts are editorial estimates of the price change
 * over the trend's timeframe.
 */

import { turnaround } from "#app/data/claims.ts";
import { type categoryTiers, fineJewelryTierNames, mostPopularTier } from "./tiers.ts";
import type { BrandLink, FaqItem, TierKey, Trend } from "./types.ts";

export type CategorySlug = keyof typeof categoryTiers;

/** Category (detail), spec 001 section 3. */
export interface CategoryDetail {
  id: CategorySlug;
  name: string;
  description: string;
  subCategories: readonly string[];
  typicalBrands: readonly BrandLink[];
  authenticationPoints: readonly { title: string; detail: string }[];
  commonCounterfeits: readonly string[];
  valueFactors: readonly string[];
  investmentPotential: "high" | "medium" | "low";
  seasonality: string;
  targetDemographics: readonly string[];
}

export type CategoryIcon = "watch" | "handbag" | "gem";

/** Category (pricing variant), spec 001 section 3; prices: `categoryTiers`. */
export interface CategoryPricing {
  icon: CategoryIcon;
  description: string;
  brands: readonly BrandLink[];
  authPoints: readonly string[];
  /** Average value of an item we authenticate in this category, USD. */
  averageValue: number;
  /** Items authenticated in this category. */
  authVolume: string;
  turnaround: string;
  /** Tier names on this page, and the tier marked 'Most Popular' if any. */
  tierNames?: Record<TierKey, string>;
  highlightedTier?: TierKey;
  process: readonly { title: string; detail: string }[];
}

export interface CategoryRecord {
  slug: CategorySlug;
  detail: CategoryDetail;
  pricing: CategoryPricing;
  trends: readonly Trend[];
  faqs: readonly FaqItem[];
  /** "Who authenticates": the people behind the verdict in this category. */
  specialists: { summary: string; roles: readonly { title: string; detail: string }[] };
}

const sharedProcessStart = {
  title: "Submit photos",
  detail: "Upload the photos our guide asks for, taken with a phone in daylight. No shipping is needed.",
};
const sharedProcessEnd = {
  title: "Receive your certificate",
  detail: "Your result arrives with a digital certificate and a link that anyone can open to verify it.",
};

const watchBrands: readonly BrandLink[] = [
  { name: "Rolex", slug: "rolex" },
  { name: "Patek Philippe" },
  { name: "Audemars Piguet" },
  { name: "Omega" },
  { name: "Cartier" },
  { name: "Vacheron Constantin" },
  { name: "Richard Mille" },
  { name: "Tudor" },
  { name: "Jaeger-LeCoultre" },
  { name: "IWC Schaffhausen" },
  { name: "Breitling" },
  { name: "A. Lange & Söhne" },
  { name: "Panerai" },
  { name: "Hublot" },
];

const handbagBrands: readonly BrandLink[] = [
  { name: "Hermès", slug: "hermes" },
  { name: "Chanel", slug: "chanel" },
  { name: "Louis Vuitton" },
  { name: "Dior" },
  { name: "Gucci" },
  { name: "Prada" },
  { name: "Goyard" },
  { name: "Bottega Veneta" },
  { name: "Saint Laurent" },
  { name: "Celine" },
  { name: "Fendi" },
  { name: "Loewe" },
  { name: "Balenciaga" },
];

const jewelryBrands: readonly BrandLink[] = [
  { name: "Cartier" },
  { name: "Van Cleef & Arpels" },
  { name: "Tiffany & Co." },
  { name: "Bulgari" },
  { name: "Harry Winston" },
  { name: "Graff" },
  { name: "Chopard" },
  { name: "Boucheron" },
  { name: "Buccellati" },
  { name: "Chaumet" },
  { name: "Piaget" },
  { name: "Messika" },
];

const luxuryWatches: CategoryRecord = {
  slug: "luxury-watches",
  detail: {
    id: "luxury-watches",
    name: "Luxury Watches",
    description:
      "Authentication of mechanical and quartz watches from the major Swiss, German and French houses, vintage to current production. We confirm that the watch is genuine and that its dial, hands, bezel, bracelet and movement belong together.",
    subCategories: [
      "Dive watches",
      "Chronographs",
      "Dress watches",
      "GMT and travel watches",
      "Vintage and neo-vintage watches",
      "High complications",
      "Gem-set watches",
    ],
    typicalBrands: watchBrands,
    authenticationPoints: [
      {
        title: "Case, serial and reference",
        detail:
          "Engravings between the lugs, on the caseback or the rehaut must be sharp, correctly placed and consistent with the reference's production years.",
      },
      {
        title: "Dial and hands",
        detail:
          "Printing, applied indices, lume colour and hand shapes are compared with documented examples of the same reference and era.",
      },
      {
        title: "Movement",
        detail:
          "Calibre, finishing, jewels and engravings identify in-house movements and expose clone or generic movements.",
      },
      {
        title: "Crystal, bezel and crown",
        detail:
          "Etchings, bezel action, insert material and crown signatures are checked against the maker's specifications.",
      },
      {
        title: "Bracelet and clasp",
        detail:
          "Link construction, end links, clasp codes and engravings show whether the bracelet is original to the watch.",
      },
    ],
    commonCounterfeits: [
      "'Super clone' movements built to look like in-house calibres through a display back",
      "Frankenwatches assembled from genuine and aftermarket parts",
      "Refinished or repainted dials sold as original",
      "Aftermarket diamond bezels and dials on genuine cases",
      "Forged warranty cards, boxes and service papers",
    ],
    valueFactors: [
      "Reference and rarity",
      "Originality of dial, hands and bezel",
      "Condition of the case: unpolished cases sell for more",
      "Box, papers and service history",
      "Provenance and documented ownership",
    ],
    investmentPotential: "high",
    seasonality:
      "Demand peaks before the year-end gift season and around the spring auction series in Geneva and Hong Kong.",
    targetDemographics: [
      "Collectors of vintage and modern references",
      "Buyers on the pre-owned market",
      "Dealers and auction houses",
      "Insurers and estate valuers",
    ],
  },
  pricing: {
    icon: "watch",
    description:
      "Expert watch authentication from photos: the case, dial, movement and bracelet checked by specialists who know each reference, with a certificate buyers can verify.",
    brands: watchBrands,
    authPoints: [
      "Serial and reference numbers",
      "Dial printing, indices and lume",
      "Movement calibre and finishing",
      "Crystal etching, bezel and crown",
      "Bracelet, clasp and end links",
      "Box and papers",
    ],
    averageValue: 14500,
    authVolume: "25,000+",
    turnaround: turnaround.watches,
    process: [
      sharedProcessStart,
      {
        title: "AI and specialist review",
        detail: "Our models flag anomalies; a watch specialist checks every marker of the reference.",
      },
      sharedProcessEnd,
    ],
  },
  trends: [
    {
      category: "Watches",
      brand: "Patek Philippe",
      trend: "stable",
      timeframe: "2024-2025",
      factors: ["Secondary prices settled after the 2022 peak", "Strong auction results for rare references"],
      impact: -2,
      regions: ["Europe", "United States", "Hong Kong"],
      demographics: ["Established collectors"],
    },
    {
      category: "Watches",
      brand: "Rolex",
      trend: "increasing",
      timeframe: "2024-2025",
      factors: ["Growth of certified pre-owned sales", "Buyers asking for independent verification"],
      impact: 4,
      regions: ["United States", "United Kingdom", "Middle East"],
      demographics: ["First-time luxury watch buyers", "Dealers"],
    },
  ],
  faqs: [
    {
      question: "Which watch brands do you authenticate?",
      answer:
        "All the major Swiss, German and French houses, including Rolex, Patek Philippe, Audemars Piguet, Omega and Cartier, as well as independents on request.",
    },
    {
      question: "Do you need to open the caseback?",
      answer:
        "No. Most watches can be authenticated from the outside. A movement photo adds certainty, so we ask for one when a watchmaker can take it safely.",
    },
    {
      question: "Can you tell if parts have been replaced?",
      answer:
        "Yes. We report replaced dials, hands, bezels, crowns and bracelets, and say whether they are the maker's service parts or aftermarket.",
    },
    {
      question: "Do you authenticate vintage watches?",
      answer:
        "Yes. Vintage references are compared with documented examples from the same production years, part by part.",
    },
    {
      question: "What does the certificate include?",
      answer:
        "The result, the watch's reference and serial, the markers we checked, any parts that are not original and a link to verify the certificate online.",
    },
  ],
  specialists: {
    summary:
      "Watches are reviewed by our AI models first and then by watch specialists with bench experience, who sign off every result.",
    roles: [
      {
        title: "Watchmakers",
        detail: "Read movements, finishing and service marks, and spot swapped or clone calibres.",
      },
      {
        title: "Reference specialists",
        detail: "Know the dial, hand and case variations of each reference across its production years.",
      },
      {
        title: "AI image models",
        detail: "Compare engravings, printing and proportions with verified examples at pixel level.",
      },
    ],
  },
};

const luxuryHandbags: CategoryRecord = {
  slug: "luxury-handbags",
  detail: {
    id: "luxury-handbags",
    name: "Luxury Handbags",
    description:
      "Authentication of designer handbags and small leather goods, from current-season pieces to vintage classics. We check the materials, construction, stamps and hardware against each house's own methods.",
    subCategories: [
      "Top-handle bags",
      "Shoulder and flap bags",
      "Totes",
      "Crossbody bags",
      "Clutches and evening bags",
      "Small leather goods",
      "Vintage handbags",
    ],
    typicalBrands: handbagBrands,
    authenticationPoints: [
      {
        title: "Stitching",
        detail:
          "Stitch count, spacing, angle and thread show how a bag was made; hand saddle stitching and machine stitching leave different traces.",
      },
      {
        title: "Heat stamps and date codes",
        detail:
          "Font, depth and spacing of stamps, and date codes or microchips that fit the bag's materials and production period.",
      },
      {
        title: "Leather and materials",
        detail:
          "Grain, smell, edge finishing and lining are compared with the house's own leathers and canvases.",
      },
      {
        title: "Hardware",
        detail:
          "Weight, plating, engravings, screws and zips must match the maker's suppliers for that model and year.",
      },
      {
        title: "Shape and proportions",
        detail: "Panels, handles, straps and pattern alignment are measured against reference pieces.",
      },
    ],
    commonCounterfeits: [
      "'Superfake' bags made with genuine-grade leather and copied hardware",
      "Genuine bags with replaced straps, chains or hardware",
      "Copied date codes, blind stamps and authenticity cards",
      "Canvas patterns misaligned or cut across seams",
      "Dust bags, boxes and receipts sold separately to dress up a fake",
    ],
    valueFactors: [
      "Model, size and colour",
      "Leather or exotic skin",
      "Condition of corners, handles and interior",
      "Completeness: dust bag, box, receipt",
      "Rarity and limited editions",
    ],
    investmentPotential: "high",
    seasonality:
      "Resale demand rises ahead of the holiday season and after retail price increases, which most houses announce early in the year.",
    targetDemographics: [
      "Buyers and sellers on resale platforms",
      "Collectors of Hermès and Chanel",
      "Consignment boutiques",
      "Insurers and valuers",
    ],
  },
  pricing: {
    icon: "handbag",
    description:
      "Designer handbag authentication from photos: stitching, stamps, leather and hardware read together by specialists in each house, with a certificate buyers can verify.",
    brands: handbagBrands,
    authPoints: [
      "Stitching pattern and thread",
      "Heat stamps and date codes",
      "Leather grain and edge finishing",
      "Hardware weight, plating and engravings",
      "Lining, labels and serial tags",
      "Shape and pattern alignment",
    ],
    averageValue: 6800,
    authVolume: "40,000+",
    turnaround: turnaround.handbags,
    process: [
      sharedProcessStart,
      {
        title: "AI and specialist review",
        detail: "Our models compare every close-up with verified bags; a specialist in the house confirms.",
      },
      sharedProcessEnd,
    ],
  },
  trends: [
    {
      category: "Handbags",
      brand: "Chanel",
      trend: "increasing",
      timeframe: "2016-2023",
      factors: ["Repeated retail price rises on the Classic Flap"],
      impact: 108,
      regions: ["United States", "Europe", "Asia"],
      demographics: ["Resellers", "Buyers of a first luxury bag"],
    },
    {
      category: "Handbags",
      brand: "Hermès",
      trend: "stable",
      timeframe: "2023-2025",
      factors: ["Resale premium on Birkin and Kelly", "Limited boutique allocation"],
      impact: 2,
      regions: ["United States", "Middle East", "Hong Kong"],
      demographics: ["Collectors", "Resellers"],
    },
  ],
  faqs: [
    {
      question: "Can a handbag really be authenticated from photos?",
      answer:
        "Yes, for the great majority of bags. Our guide asks for close-ups of the stamps, stitching, hardware and lining. If the photos are not enough, we ask for more before we decide.",
    },
    {
      question: "What if my bag has no receipt or card?",
      answer:
        "That is common and not a problem. Receipts and cards are forged too, so we authenticate the bag itself.",
    },
    {
      question: "Do you authenticate vintage bags?",
      answer:
        "Yes. Vintage bags are compared with documented examples from their own production years, including older date-code and serial systems.",
    },
    {
      question: "Which brands do you cover?",
      answer:
        "Hermès, Chanel, Louis Vuitton, Dior, Gucci, Prada, Goyard, Bottega Veneta and the other major houses; ask us about anything else.",
    },
    {
      question: "Do you report repairs or replaced parts?",
      answer:
        "Yes. Replaced hardware, straps or re-dyed leather are named in the report, because they change the value even when the bag is genuine.",
    },
  ],
  specialists: {
    summary:
      "Handbags are reviewed by our AI models first and then by leather-goods specialists who focus on a small number of houses each.",
    roles: [
      {
        title: "House specialists",
        detail: "Each knows the stamps, date codes and construction of a few houses in depth.",
      },
      {
        title: "Leather experts",
        detail: "Identify calfskins, canvases and exotic skins from their grain and finish.",
      },
      {
        title: "AI image models",
        detail: "Measure stitching, fonts and pattern alignment against verified bags.",
      },
    ],
  },
};

const fineJewelry: CategoryRecord = {
  slug: "fine-jewelry",
  detail: {
    id: "fine-jewelry",
    name: "Fine Jewelry",
    description:
      "Authentication of signed fine jewelry and loose-set gemstones: rings, bracelets, necklaces, earrings and brooches from the great jewelry houses, with the metal and stones identified.",
    subCategories: [
      "Rings",
      "Bracelets and bangles",
      "Necklaces and pendants",
      "Earrings",
      "Brooches",
      "Signed vintage jewelry",
    ],
    typicalBrands: jewelryBrands,
    authenticationPoints: [
      {
        title: "Hallmarks and signatures",
        detail:
          "Maker's marks, purity marks, serial numbers and assay marks must be placed, struck and worded the way the house does it.",
      },
      {
        title: "Metal",
        detail: "Gold and platinum purity are confirmed, and plated base metal is exposed.",
      },
      {
        title: "Gemstones",
        detail:
          "Diamonds and coloured stones are identified, and lab-grown stones, simulants and undisclosed treatments are flagged.",
      },
      {
        title: "Setting and finishing",
        detail: "Prongs, bezels, polish and the back of the piece show the workmanship of the house.",
      },
      {
        title: "Documents",
        detail: "Grading reports and laser inscriptions are matched to the stones they describe.",
      },
    ],
    commonCounterfeits: [
      "Moissanite or cubic zirconia sold as diamond",
      "Gold-plated base metal with copied purity marks",
      "Copies of Cartier Love and Van Cleef & Arpels Alhambra with forged serials",
      "Genuine grading reports paired with a different stone",
      "Treated or lab-grown gemstones sold as natural",
    ],
    valueFactors: [
      "Signature and house",
      "Metal and weight",
      "Gemstone quality: the four Cs for diamonds, origin and treatment for coloured stones",
      "Period and design rarity",
      "Condition and original documents",
    ],
    investmentPotential: "medium",
    seasonality: "Demand is highest before the year-end holidays, Valentine's Day and the wedding season.",
    targetDemographics: [
      "Buyers of signed pre-owned jewelry",
      "Heirs and estate executors",
      "Jewelers and auction houses",
      "Insurers",
    ],
  },
  pricing: {
    icon: "gem",
    description:
      "Fine jewelry authentication by gemologists and house specialists: signatures, metal and stones confirmed, with a certificate buyers and insurers can verify.",
    brands: jewelryBrands,
    authPoints: [
      "Hallmarks, signatures and serials",
      "Metal purity",
      "Diamond and gemstone identification",
      "Treatments and lab-grown stones",
      "Setting quality and finishing",
      "Grading reports and laser inscriptions",
    ],
    averageValue: 9200,
    authVolume: "12,000+",
    turnaround: turnaround.jewelry,
    tierNames: fineJewelryTierNames,
    highlightedTier: mostPopularTier,
    process: [
      sharedProcessStart,
      {
        title: "Gemological review",
        detail:
          "A gemologist reviews the stones and metal; a house specialist checks the signature and design.",
      },
      sharedProcessEnd,
    ],
  },
  trends: [
    {
      category: "Jewelry",
      brand: "Van Cleef & Arpels",
      trend: "increasing",
      timeframe: "2023-2025",
      factors: ["Demand for the Alhambra collection", "Regular retail price rises"],
      impact: 10,
      regions: ["United States", "Greater China", "Middle East"],
      demographics: ["Younger luxury buyers", "Collectors of signed pieces"],
    },
    {
      category: "Jewelry",
      brand: "Cartier",
      trend: "stable",
      timeframe: "2024-2025",
      factors: ["Steady resale demand for Love and Juste un Clou", "High gold prices"],
      impact: 3,
      regions: ["United States", "Europe"],
      demographics: ["Buyers of pre-owned signed jewelry"],
    },
  ],
  faqs: [
    {
      question: "Can you tell lab-grown diamonds from natural ones?",
      answer:
        "From photos we flag the signs; for certainty a gemologist confirms with instruments, and the report states which method was used.",
    },
    {
      question: "Do you authenticate unsigned jewelry?",
      answer:
        "We identify the metal and stones of unsigned pieces; authentication of a maker is possible only for signed pieces or documented designs.",
    },
    {
      question: "My Cartier Love bracelet has a serial number. Is that enough?",
      answer:
        "No. Serials are copied. We check the serial's format, the screws, the hallmarks and the weight together.",
    },
    {
      question: "Will the certificate help with insurance?",
      answer:
        "Yes. It records the piece, its signature, metal and stones, which insurers and valuers can verify online.",
    },
  ],
  specialists: {
    summary:
      "Jewelry is reviewed by gemologists and jewelry-house specialists, with our AI models checking signatures and hallmarks.",
    roles: [
      {
        title: "Gemologists",
        detail: "Identify diamonds and coloured stones, treatments and lab-grown material.",
      },
      {
        title: "House specialists",
        detail: "Know the signatures, serial formats and designs of the great jewelry houses.",
      },
      {
        title: "AI image models",
        detail: "Compare hallmarks and engravings with verified pieces.",
      },
    ],
  },
};

export const categoryRecords: readonly CategoryRecord[] = [luxuryWatches, luxuryHandbags, fineJewelry];

export function categoryBySlug(slug: string | undefined): CategoryRecord | null {
  return categoryRecords.find((c) => c.slug === slug) ?? null;
}
