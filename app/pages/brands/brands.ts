/**
 * The brand pages (spec 001 section 2 "Brand pages", section 3 "Brand (detail)" and "Brand
 * (pricing variant)"): one record per brand with a page at /brands/{slug}. Prices, turnaround and
 * success rate come from `brandTiers` in tiers.ts; everything else about a brand lives here.
 * Price ranges are approximate USD prices of the pieces we see; trend impacts are our editorial
 * estimates of the price change over the trend's timeframe.
 */

import type { brandTiers } from "./tiers.ts";
import type { BrandLink, FaqItem, Trend } from "./types.ts";

export type BrandSlug = keyof typeof brandTiers;

/** Brand (detail), spec 001 section 3. */
export interface BrandDetail {
  id: BrandSlug;
  name: string;
  established: number;
  country: string;
  founder: string;
  categories: readonly string[];
  iconicModels: readonly string[];
  authenticityMarkers: readonly string[];
  counterfeiterTargets: readonly string[];
  priceRange: { min: number; max: number };
  marketPosition: string;
  materialSignatures: readonly string[];
  craftingTechniques: readonly string[];
}

/** Brand (pricing variant), spec 001 section 3; prices, turnaround and success rate: `brandTiers`. */
export interface BrandPricing {
  description: string;
  categories: readonly string[];
  authMethods: readonly string[];
}

export interface BrandRecord {
  slug: BrandSlug;
  detail: BrandDetail;
  pricing: BrandPricing;
  trends: readonly Trend[];
  faqs: readonly FaqItem[];
  relatedBrands: readonly BrandLink[];
}

const rolex: BrandRecord = {
  slug: "rolex",
  detail: {
    id: "rolex",
    name: "Rolex",
    established: 1905,
    country: "Switzerland",
    founder: "Hans Wilsdorf and Alfred Davis",
    categories: ["Watches"],
    iconicModels: [
      "Submariner",
      "Cosmograph Daytona",
      "GMT-Master II",
      "Datejust",
      "Day-Date",
      "Explorer",
      "Sea-Dweller",
      "Oyster Perpetual",
    ],
    authenticityMarkers: [
      "A laser-etched coronet in the crystal near 6 o'clock, visible only at an angle under a loupe",
      "The rehaut (inner bezel ring) engraved with ROLEX all the way round and the case serial number at 6 o'clock on modern references",
      "A Cyclops lens centred exactly over the date, magnifying it so that it fills the window",
      "Crisp dial printing, applied white-gold hour markers and Chromalight lume that glows blue in the dark",
      "In-house calibres such as the 3235 or 4131, with a Parachrom or Syloxi hairspring and a rotor engraved for the model",
      "A finely engraved clasp with solid end links and an Oysterlock or Glidelock mechanism that closes without play",
      "Serial and reference numbers that match the warranty card and belong to the right production period",
    ],
    counterfeiterTargets: [
      "Submariner Date 126610LN",
      "Cosmograph Daytona 126500LN with the white dial",
      "GMT-Master II 126710BLRO (the blue and red bezel)",
      "Datejust 41 126334",
      "Day-Date 40 in yellow gold",
      "Frankenwatches: genuine cases fitted with aftermarket dials, bezels or movements",
    ],
    priceRange: { min: 5000, max: 250000 },
    marketPosition:
      "Rolex is the most recognised luxury watch brand in the world and the largest Swiss watchmaker by sales. It makes almost everything itself, from its own gold alloys to its movements, and keeps retail supply tight, so the steel sports models trade above list price on the secondary market. That premium is exactly why they are the most copied watches in circulation.",
    materialSignatures: [
      "Oystersteel, a 904L-family stainless steel with a distinctive polish",
      "18 ct Everose, yellow and white gold alloyed in Rolex's own foundry",
      "Cerachrom ceramic bezel inserts with platinum-coated numerals",
      "Rolesor: steel paired with gold on the bezel, crown and centre links",
      "950 platinum, reserved for ice-blue dials on the Day-Date and Daytona",
    ],
    craftingTechniques: [
      "In-house movement manufacture and assembly in Biel/Bienne",
      "Superlative Chronometer testing of the cased watch",
      "Oyster case with a screw-down Twinlock or Triplock crown",
      "Hand-finished, polished and brushed case surfaces",
    ],
  },
  pricing: {
    description:
      "Rolex authentication for every era, from tropical-dial vintage Submariners to current Daytonas. We check the watch against the reference's known production details, not a generic checklist, and tell you whether the parts are all original.",
    categories: ["Watches"],
    authMethods: [
      "Serial and reference cross-check against the production period",
      "Movement inspection wherever the caseback can be opened",
      "Macro photography of the dial, crown etching and rehaut",
      "Weight and dimension checks against reference pieces",
      "Timegrapher reading of rate, amplitude and beat error",
    ],
  },
  trends: [
    {
      category: "Watches",
      brand: "Rolex",
      trend: "increasing",
      timeframe: "2024-2025",
      factors: ["Record gold prices", "Rolex's list-price revision each January"],
      impact: 7,
      regions: ["United States", "Europe", "Middle East"],
      demographics: ["Collectors buying precious-metal models", "First-time buyers moving up from steel"],
    },
    {
      category: "Watches",
      brand: "Rolex",
      trend: "stable",
      timeframe: "2024-2025",
      factors: [
        "Secondary prices settled after the 2022 peak",
        "Certified Pre-Owned sales through authorised dealers",
      ],
      impact: -3,
      regions: ["United States", "United Kingdom", "Hong Kong"],
      demographics: ["Buyers of steel sports models", "Dealers rebuilding stock"],
    },
  ],
  faqs: [
    {
      question: "Can you authenticate a Rolex without papers?",
      answer:
        "Yes. Papers help, but they are forged too, so we judge the watch itself: case and serial engravings, dial, crystal, bracelet and, where it can be opened, the movement. The report says which of these we could verify.",
    },
    {
      question: "Do you spot service parts and aftermarket dials?",
      answer:
        "Yes. Many genuine watches carry service dials, hands or bezels fitted by Rolex, and some carry aftermarket parts. We name each part we believe is not original, because it changes the value even when the watch is real.",
    },
    {
      question: "Which photos do you need for a Rolex?",
      answer:
        "The dial straight on, the crystal at 6 o'clock at an angle, the rehaut, both sides of the case, the serial and reference between the lugs, the clasp, the caseback and, if possible, the movement.",
    },
    {
      question: "Is a vintage Rolex harder to authenticate?",
      answer:
        "It takes more time, not guesswork. Vintage references changed in small steps over the years, so we compare the watch with documented examples of its own production years and check that dial, hands, bezel and case belong together.",
    },
    {
      question: "Will the certificate help me sell the watch?",
      answer:
        "Each certificate carries a verification link that a buyer can open to confirm the result, the date and the item it belongs to, which gives buyers on any marketplace a reason to trust your listing.",
    },
  ],
  relatedBrands: [
    { name: "Patek Philippe" },
    { name: "Audemars Piguet" },
    { name: "Omega" },
    { name: "Cartier" },
    { name: "Tudor" },
    { name: "Vacheron Constantin" },
    { name: "Breitling" },
    { name: "IWC Schaffhausen" },
  ],
};

const hermes: BrandRecord = {
  slug: "hermes",
  detail: {
    id: "hermes",
    name: "Hermès",
    established: 1837,
    country: "France",
    founder: "Thierry Hermès",
    categories: ["Handbags", "Accessories", "Jewelry", "Shoes", "Clothing", "Watches"],
    iconicModels: [
      "Birkin",
      "Kelly",
      "Constance",
      "Evelyne",
      "Picotin Lock",
      "Lindy",
      "Herbag",
      "Silk carré scarf",
    ],
    authenticityMarkers: [
      "Hand-sewn saddle stitching: evenly tensioned, slightly slanted stitches made with two needles and waxed linen thread",
      "A crisp HERMÈS PARIS MADE IN FRANCE heat stamp with the grave accent, even spacing and no ink bleeding into the grain",
      "A blind stamp with the year letter and the craftsperson's mark, placed where the model and year put it",
      "Hardware engraved HERMÈS in a fine, even font; a lock and keys that share one number; a cleanly cut clochette",
      "Smooth, even painted edges, metal base feet and lining leather that matches the outside",
      "A grain true to the stated leather: Togo's veined pebble, Epsom's fine embossed grain, Clemence's broad flat grain",
    ],
    counterfeiterTargets: [
      "Birkin 25 and 30 in Togo leather",
      "Kelly 25 and 28 Sellier",
      "Constance Mini",
      "Himalaya Birkin in Niloticus crocodile",
      "Evelyne",
      "Oran sandals and Clic H bracelets",
    ],
    priceRange: { min: 1000, max: 500000 },
    marketPosition:
      "Hermès is the benchmark for ultra-luxury leather goods. It keeps production in its own French workshops and releases the Birkin and Kelly in small numbers through its boutiques, so many sell above retail on the secondary market, and rare exotic pieces reach six figures at auction. The higher the premium, the more convincing the copies: today's best fakes use genuine leathers.",
    materialSignatures: [
      "Togo, Epsom, Clemence and Swift calfskin",
      "Box calf, the house's historic glazed leather",
      "Porosus and Niloticus crocodile, Mississippiensis alligator, ostrich and lizard",
      "Palladium, gold-plated, rose-gold-plated and Permabrass hardware",
      "Silk twill for the carré, with hand-rolled hems",
    ],
    craftingTechniques: [
      "Each Birkin or Kelly is made by one craftsperson from start to finish",
      "Saddle stitching by hand with waxed linen thread",
      "Edge painting and burnishing built up in several coats",
      "Screen printing of silk with one screen per colour",
    ],
  },
  pricing: {
    description:
      "Hermès authentication for Birkin, Kelly, Constance and the rest of the leather goods, plus accessories and jewelry. Our specialists read stitching, stamps, leather and hardware together, because the best replicas get one or two of them right but rarely all of them.",
    categories: ["Handbags", "Accessories", "Jewelry", "Shoes"],
    authMethods: [
      "Stitch-by-stitch review of the saddle stitching",
      "Heat stamp and blind stamp examination",
      "Leather grain and hardware engraving comparison with reference pieces",
      "A check that the year stamp fits the leathers, colours and hardware of that year",
    ],
  },
  trends: [
    {
      category: "Handbags",
      brand: "Hermès",
      trend: "increasing",
      timeframe: "2024",
      factors: ["Annual retail price increases", "Boutique allocation tied to purchase history"],
      impact: 8,
      regions: ["United States", "Europe", "Greater China", "Japan"],
      demographics: ["Established collectors", "Buyers of a first Birkin or Kelly"],
    },
    {
      category: "Handbags",
      brand: "Hermès",
      trend: "stable",
      timeframe: "2023-2025",
      factors: [
        "Resale premium on popular Birkin and Kelly sizes",
        "Strong demand for the Constance and Mini Kelly",
      ],
      impact: 2,
      regions: ["United States", "Middle East", "Hong Kong"],
      demographics: ["Resellers", "Collectors of exotic leathers"],
    },
  ],
  faqs: [
    {
      question: "Can you authenticate a Birkin or Kelly from photos?",
      answer:
        "Yes, for most bags. We ask for close-ups of the stamps, stitching, hardware, corners and lining. If the photos leave a doubt, we say so and ask for more rather than guess.",
    },
    {
      question: "Does the year stamp prove a bag is real?",
      answer:
        "No. Counterfeiters copy stamps too. What matters is whether the stamp fits the rest of the bag: the leathers, colours and hardware Hermès used that year, and the way the stamp was pressed.",
    },
    {
      question: "Do you authenticate exotic leathers?",
      answer:
        "Yes. We identify the species from the scale pattern, which also matters for CITES paperwork when a bag travels across borders, and check the finish Hermès uses on each skin.",
    },
    {
      question: "What about Hermès scarves and jewelry?",
      answer:
        "Carrés are checked for the hand-rolled hem, print registration, signature and care label; jewelry and Clic H bracelets for enamel quality, hallmarks and engravings.",
    },
    {
      question: "What if my bag has been restored?",
      answer:
        "Tell us if you know. A genuine bag with a Hermès spa repair stays genuine; a bag with replaced non-Hermès parts is reported as altered, with the parts named.",
    },
  ],
  relatedBrands: [
    { name: "Chanel", slug: "chanel" },
    { name: "Louis Vuitton" },
    { name: "Goyard" },
    { name: "Dior" },
    { name: "Bottega Veneta" },
    { name: "Loewe" },
    { name: "Celine" },
    { name: "Delvaux" },
  ],
};

const chanel: BrandRecord = {
  slug: "chanel",
  detail: {
    id: "chanel",
    name: "Chanel",
    established: 1910,
    country: "France",
    founder: "Gabrielle 'Coco' Chanel",
    categories: ["Handbags", "Clothing", "Shoes", "Jewelry", "Watches", "Accessories", "Cosmetic Products"],
    iconicModels: [
      "2.55",
      "Classic Flap (11.12)",
      "Boy Bag",
      "Chanel 19",
      "Wallet on Chain",
      "Gabrielle",
      "Deauville Tote",
      "J12 watch",
    ],
    authenticityMarkers: [
      "Diamond quilting that lines up across the flap, the front and the back pocket, with a high, even stitch count along each diamond",
      "A CC turnlock on the Classic Flap whose right C lies on top at the top and the left C on top at the bottom, with flat-head screws on the back plate",
      "A CHANEL and © CHANEL PARIS heat stamp with evenly spaced letters and the letter shapes of its era",
      "A serial sticker with its matching authenticity card up to 2021, or an embedded microchip from 2021",
      "A chain strap interlaced with leather that lies flat, with links of even weight and colour",
      "The Classic Flap's back slip pocket and interior lining, or the Mademoiselle lock on a 2.55",
    ],
    counterfeiterTargets: [
      "Classic Flap Medium in black caviar with gold-tone hardware",
      "Boy Bag",
      "Wallet on Chain",
      "Chanel 19 Flap Bag",
      "Chanel 22",
      "Deauville Tote",
      "Costume jewelry brooches and earrings",
    ],
    priceRange: { min: 2000, max: 60000 },
    marketPosition:
      "Chanel is a privately held Paris house and one of the largest luxury brands by sales. Regular price rises on the Classic Flap, whose US retail price more than doubled between 2016 and 2023, have made its core bags a store of value on the resale market, and the most imitated designs in handbags.",
    materialSignatures: [
      "Caviar leather: grained, pebbled calfskin that resists scratches",
      "Lambskin with a soft, buttery sheen",
      "The house tweeds and jersey",
      "Gold-tone, silver-tone, ruthenium and aged-gold hardware; 24-carat gold plating on many older bags",
      "Chain straps woven with leather",
    ],
    craftingTechniques: [
      "Quilting with a set stitch density for each model",
      "Threading of leather through the chain straps by hand",
      "Bags made in France and Italy by its own ateliers and long-standing partners",
      "Métiers d'art houses such as Lesage embroidery and Goossens goldsmithing, owned by Chanel",
    ],
  },
  pricing: {
    description:
      "Chanel authentication for handbags, small leather goods, costume jewelry and accessories. We date each bag from its serial system or microchip and check it against the details Chanel used in that period, from the quilting to the font of the heat stamp.",
    categories: ["Handbags", "Accessories", "Jewelry", "Shoes"],
    authMethods: [
      "Quilting alignment and stitch-count analysis",
      "Hardware and turnlock comparison with reference pieces",
      "Serial sticker, authenticity card or microchip check",
      "Heat stamp font comparison by production era",
    ],
  },
  trends: [
    {
      category: "Handbags",
      brand: "Chanel",
      trend: "increasing",
      timeframe: "2016-2023",
      factors: [
        "Repeated retail price rises on the Classic Flap",
        "Prices brought closer between Europe and Asia",
      ],
      impact: 108,
      regions: ["United States", "Europe", "Asia"],
      demographics: ["Buyers of a first luxury bag", "Resellers"],
    },
    {
      category: "Handbags",
      brand: "Chanel",
      trend: "increasing",
      timeframe: "2022-2025",
      factors: ["Interest in vintage flaps with 24-carat gold plating", "Limited supply of pre-2008 pieces"],
      impact: 15,
      regions: ["Japan", "United States", "France"],
      demographics: ["Vintage collectors", "Younger buyers choosing pre-owned"],
    },
  ],
  faqs: [
    {
      question: "My Chanel bag has no card or serial sticker. Can you authenticate it?",
      answer:
        "Yes. Stickers peel and cards get lost, and both are forged. We authenticate from the bag itself and note what identification it carries, including the microchip on bags made from 2021.",
    },
    {
      question: "How do you tell a vintage flap's era?",
      answer:
        "From the serial number's digit count and format, then from details that changed over time: the heat stamp font, the hardware plating and the lining. Each has to agree with the others.",
    },
    {
      question: "Do you authenticate Chanel costume jewelry?",
      answer:
        "Yes. We check the stamped plaque, its year and season code, the clasp, the weight and the setting of stones and pearls.",
    },
    {
      question: "Can a real bag fail because of repairs?",
      answer:
        "A real bag stays real. If we find replaced hardware, a non-Chanel chain or re-dyed leather, the report names it, because buyers and insurers need to know.",
    },
  ],
  relatedBrands: [
    { name: "Hermès", slug: "hermes" },
    { name: "Louis Vuitton" },
    { name: "Dior" },
    { name: "Saint Laurent" },
    { name: "Gucci" },
    { name: "Prada" },
    { name: "Celine" },
    { name: "Fendi" },
  ],
};

export const brandRecords: readonly BrandRecord[] = [rolex, hermes, chanel];

export function brandBySlug(slug: string | undefined): BrandRecord | null {
  return brandRecords.find((b) => b.slug === slug) ?? null;
}
