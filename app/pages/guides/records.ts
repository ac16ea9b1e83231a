/**
 * The three guides (spec 001 section 2 "Guides", section 3 "Rolex model entry"): written for
 * this site. Figures shared with other pages come from claims.ts; the Rolex facts the spec
 * gives (bezel clicks, date magnification) live here once and are woven into the text.
 */
import { hoursInWords, marketStats, priceRanges, startingPrices, turnaround } from "#app/data/claims.ts";
import { usd } from "#app/data/plans.ts";

export type GuideBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: readonly string[] }
  | { kind: "steps"; steps: readonly { title: string; text: string }[] }
  | { kind: "flags"; items: readonly string[] }
  | {
      kind: "table";
      caption: string;
      head: readonly string[];
      /** The first cell names the row; a cell may hold a list. */
      rows: readonly (readonly [string, ...(string | readonly string[])[]])[];
    };

export interface GuideChapter {
  id: string;
  title: string;
  blocks: readonly GuideBlock[];
}

export interface Guide {
  path: string;
  /** The breadcrumb and h1. */
  title: string;
  eyebrow: string;
  description: string;
  lead: string;
  keywords: string[];
  published: string;
  modified: string;
  readingMinutes: number;
  chapters: readonly GuideChapter[];
  /** The closing call to action. */
  callout: { title: string; text: string; links: readonly { to: string; label: string }[] };
}

const professional = priceRanges.typicalProfessional;
/** As the specification writes it: "$150-500". */
const professionalPrice = `${usd(professional.min)}-${professional.max}`;

/* ------------------------------------------------------------------------------------------ */
/* Rolex                                                                                       */
/* ------------------------------------------------------------------------------------------ */

/** Facts the specification gives for Rolex (spec 001 section 2, "Guides"). */
export const rolexFacts = {
  bezelClicks: 120,
  dateMagnification: "2.5x",
} as const;

export type Difficulty = "Medium" | "High" | "Very High";

/** A Rolex model entry (spec 001 section 3). */
export interface RolexModelEntry {
  model: string;
  difficulty: Difficulty;
  commonIssues: readonly string[];
}

export const rolexModels: readonly RolexModelEntry[] = [
  {
    model: "Submariner",
    difficulty: "Very High",
    commonIssues: [
      "Super-clone cases and ceramic bezels that pass a casual look",
      `Bezel that turns both ways, feels loose or does not stop at ${rolexFacts.bezelClicks} clicks`,
      "Lume pip at 12 off-centre or a different colour from the hands",
    ],
  },
  {
    model: "Daytona",
    difficulty: "Very High",
    commonIssues: [
      "Sub-dials that are printed on or do not track the chronograph",
      "Tachymeter scale with uneven spacing or the wrong typeface",
      "Genuine cases fitted with aftermarket dials to imitate rarer versions",
    ],
  },
  {
    model: "GMT-Master II",
    difficulty: "High",
    commonIssues: [
      "Two-tone bezel colours that are too bright, too dull or blend at the join",
      "Hour hand that cannot be set on its own as the genuine calibre allows",
      "Rehaut engraving that is shallow or misaligned with the minute track",
    ],
  },
  {
    model: "Day-Date",
    difficulty: "High",
    commonIssues: [
      "Gold-plated steel sold as solid gold: the watch feels too light",
      "Day window with misspelled or badly spaced day names",
      "President bracelet with hollow links or a loose, rattling clasp",
    ],
  },
  {
    model: "Datejust",
    difficulty: "Medium",
    commonIssues: [
      `Cyclops lens that magnifies the date far less than ${rolexFacts.dateMagnification}`,
      "Aftermarket diamond dials and bezels fitted to genuine watches",
      "Fluted bezel with soft, rounded edges instead of sharp facets",
    ],
  },
  {
    model: "Oyster Perpetual",
    difficulty: "Medium",
    commonIssues: [
      "Bright lacquer dial colours that are off-shade compared with the reference",
      "Dial printing that bleeds or sits unevenly under magnification",
      "Light, rattling bracelet with folded rather than solid links",
    ],
  },
];

export const rolexGuide: Guide = {
  path: "/guides/rolex-authentication",
  title: "How to Authenticate a Rolex",
  eyebrow: "Watch guide",
  description: `A practical guide to spotting a fake Rolex: the models counterfeiters target, how hard each is to verify, and the checks that matter, from the ${rolexFacts.bezelClicks}-click bezel to the ${rolexFacts.dateMagnification} cyclops.`,
  lead: "Counterfeit Rolex watches range from obvious fakes to super clones that copy the case, the dial and even the movement layout. This guide shows the checks you can do yourself, in the order a professional does them, and tells you when a watch needs an expert.",
  keywords: [
    "Rolex authentication",
    "fake Rolex",
    "how to spot a fake Rolex",
    "Rolex serial number",
    "Rolex cyclops",
    "Submariner bezel",
  ],
  published: "2026-11-22",
  modified: "2026-11-22",
  readingMinutes: 9,
  chapters: [
    {
      id: "models",
      title: "Models counterfeiters target",
      blocks: [
        {
          kind: "paragraph",
          text: "Difficulty describes how hard a model is to verify from photos and a hands-on check, not how common it is. The most desirable steel sports models attract the best copies, so they need the most care.",
        },
        {
          kind: "table",
          caption: "Rolex models, authentication difficulty and common issues",
          head: ["Model", "Difficulty", "Common issues"],
          rows: rolexModels.map((m) => [m.model, m.difficulty, m.commonIssues]),
        },
      ],
    },
    {
      id: "checks",
      title: "Seven checks, in order",
      blocks: [
        {
          kind: "steps",
          steps: [
            {
              title: "Start with the papers and the seller",
              text: "Ask for the warranty card, the original box and service receipts, and compare the serial and reference number on the card with the watch itself. Papers can be forged, so they support an authentic watch but never prove one.",
            },
            {
              title: "Read the serial and reference engravings",
              text: "Modern watches carry the serial on the rehaut, the inner ring between dial and crystal, engraved in line with the minute markers; older ones carry it between the lugs at 6 o'clock. Engravings on a genuine case are sharp and deep. Acid-etched, sandy-looking or shallow numbers are a warning.",
            },
            {
              title: "Check the date and the cyclops",
              text: `The cyclops lens over the date magnifies it ${rolexFacts.dateMagnification}, so the date fills the lens almost edge to edge. Many fakes use a weaker lens that leaves the date small, or a lens glued slightly off-centre over the window.`,
            },
            {
              title: "Turn the bezel",
              text: `On a Submariner the diver's bezel turns one way only, anti-clockwise, in ${rolexFacts.bezelClicks} firm, even clicks for a full turn, and the marker lines up exactly with the minute track at every click. Count them: a different number, a bezel that turns both ways or a spongy action points to a replacement or a copy.`,
            },
            {
              title: "Examine the dial under magnification",
              text: "Use a loupe or a macro photo. Genuine printing is crisp, slightly raised and evenly spaced; the applied indices are polished on every edge and the lume fills them cleanly. Look for the tiny laser-etched crown in the crystal near 6 o'clock on modern models.",
            },
            {
              title: "Watch the seconds hand and the case back",
              text: "A self-winding Rolex movement sweeps in small, rapid steps. A one-second tick means a quartz movement and ends the question. Nearly every Rolex has a plain, closed case back; a glass display back on a Submariner, Datejust or GMT-Master II is a red flag.",
            },
            {
              title: "Feel the bracelet and clasp",
              text: "Solid end links fit the case without gaps, the links are heavy and do not rattle, and the clasp opens with a precise snap. The crown logo and engravings on the clasp are crisp, never stamped flat.",
            },
          ],
        },
      ],
    },
    {
      id: "red-flags",
      title: "Red flags",
      blocks: [
        {
          kind: "flags",
          items: [
            "A price far below the going rate for the reference, with a story about a quick sale",
            "Serial numbers that do not match between the watch, the card and the box",
            "The seller refuses close-ups of the rehaut, the clasp or the case back",
            "Spelling mistakes or uneven spacing anywhere on the dial",
            "A date that sits small in the cyclops, or a cyclops on a model that should not have one",
            "Watches described as 'no papers, recently serviced' with no service receipt",
          ],
        },
      ],
    },
    {
      id: "professional",
      title: "When to get a professional authentication",
      blocks: [
        {
          kind: "paragraph",
          text: `Get an expert opinion before paying for any Rolex you cannot return, any model rated High or Very High above, and any vintage reference. A typical professional authentication costs ${professionalPrice} and takes ${professional.days}. Ours starts at ${usd(startingPrices.watch)} with results in ${turnaround.watches}: send photos of the dial, case back, rehaut, clasp and papers, and we report on originality part by part, including aftermarket dials and bezels on otherwise genuine watches.`,
        },
      ],
    },
  ],
  callout: {
    title: "Have a Rolex to check?",
    text: "Start an authentication with your photos, or read how we authenticate luxury watches across every major brand.",
    links: [
      { to: "/app/authenticate", label: "Start Authentication" },
      { to: "/authenticate/luxury-watches", label: "Luxury watch authentication" },
    ],
  },
};

/* ------------------------------------------------------------------------------------------ */
/* Handbags                                                                                    */
/* ------------------------------------------------------------------------------------------ */

export const handbagGuide: Guide = {
  path: "/guides/handbag-authentication",
  title: "How to Authenticate a Designer Handbag",
  eyebrow: "Handbag guide",
  description:
    "Step-by-step checks for Hermès, Chanel, Louis Vuitton and other designer bags: stitching, hardware, heat stamps, date codes and microchips, red flags, and when to call a professional.",
  lead: "A counterfeit bag gives itself away in details that take minutes to check once you know where to look. Work through these steps in order; if a bag fails one of them, stop there and ask for an expert opinion.",
  keywords: [
    "handbag authentication",
    "how to spot a fake designer bag",
    "Hermès Birkin authentication",
    "Chanel serial number",
    "Louis Vuitton date code",
  ],
  published: "2026-11-22",
  modified: "2026-11-22",
  readingMinutes: 8,
  chapters: [
    {
      id: "before",
      title: "Before you look at the bag",
      blocks: [
        {
          kind: "paragraph",
          text: "Most fakes are sold with a story. Check the seller's history, how long the listing has been up, and whether the photos are their own: a reverse image search often finds the same pictures on another listing. Ask for the exact model name, size, colour, leather and year; a genuine owner usually knows them.",
        },
      ],
    },
    {
      id: "steps",
      title: "Six checks, in order",
      blocks: [
        {
          kind: "steps",
          steps: [
            {
              title: "Shape and proportions",
              text: "Compare the bag side by side with photos from the brand's own site for the same model and size. Handles that sit too high, a flap that does not reach its line, or sagging where the bag should stand upright are the first signs of a copy.",
            },
            {
              title: "Stitching",
              text: "Genuine stitching is tight, even and consistent in length. Hermès bags are saddle-stitched by hand, so the stitches slant slightly; on quilted Chanel flap bags the stitch line runs straight through every diamond. Loose threads, glue marks or uneven spacing are warnings.",
            },
            {
              title: "Hardware",
              text: "Zips, clasps, feet and chains should feel heavy and move smoothly. Engraved logos are crisp and centred, and plating does not flake at the edges. Light, hollow-sounding hardware is one of the most reliable signs of a fake.",
            },
            {
              title: "Heat stamps and logos",
              text: "Compare the font, spacing and depth of the stamp with a known genuine example of the same year. Letters should be evenly pressed, not blurred or bleeding into the leather. Hermès bags carry a blind stamp with a letter for the year of manufacture; check that the letter fits the bag's age, hardware and leather.",
            },
            {
              title: "Date codes, serial stickers and microchips",
              text: "Louis Vuitton stamped date codes inside its bags until 2021 and now embeds microchips; Chanel used serial stickers with a matching authenticity card until 2021 and now also embeds microchips. A code in the right format proves little, because counterfeiters copy real codes, but a code that does not fit the bag's model, factory or year is a clear fail.",
            },
            {
              title: "Materials and interior",
              text: "Real leather has a natural, slightly irregular grain and smell; coated canvas is even but never plasticky. Edge paint is smooth, the lining is the right material and colour for the model, and interior tags are stitched straight.",
            },
          ],
        },
      ],
    },
    {
      id: "red-flags",
      title: "Red flags",
      blocks: [
        {
          kind: "flags",
          items: [
            "A price far below the resale market for the model and condition",
            "Stock photos or photos that appear on other listings",
            "Dust bag, box, receipt and card all in perfect condition on a well-used bag",
            "A seller who will not show the heat stamp, the date code or the interior",
            "Pressure to pay quickly, off the platform, or by bank transfer only",
            "Hardware that is lighter, brighter or more yellow than the brand's own",
          ],
        },
        {
          kind: "paragraph",
          text: "Boxes, dust bags, receipts and authenticity cards are the easiest parts to fake. Treat them as a bonus on a bag that passes every other check, never as proof.",
        },
      ],
    },
    {
      id: "professional",
      title: "When to get a professional authentication",
      blocks: [
        {
          kind: "paragraph",
          text: `Ask an expert before you pay for any bag you cannot return, any Hermès or Chanel classic, and any bag you plan to insure or resell. A typical professional authentication costs ${professionalPrice} and takes ${professional.days}. Ours starts at ${usd(startingPrices.handbag)} and takes ${hoursInWords(turnaround.handbags)}, with a digital certificate you can share with a buyer or an insurer.`,
        },
      ],
    },
  ],
  callout: {
    title: "Want a second opinion on a bag?",
    text: "Upload your photos and get a verdict with the reasons behind it, or see every service we offer.",
    links: [
      { to: "/app/authenticate", label: "Start Authentication" },
      { to: "/services", label: "Our authentication services" },
    ],
  },
};

/* ------------------------------------------------------------------------------------------ */
/* Fraud prevention                                                                            */
/* ------------------------------------------------------------------------------------------ */

export const fraudGuide: Guide = {
  path: "/guides/fraud-prevention",
  title: "Luxury Fraud Prevention Guide",
  eyebrow: "Buyer and seller guide",
  description:
    "How luxury resale fraud works and how to protect yourself as a buyer or seller: the common scams, checks before you pay, safe payment, red flags and what to do if you have been scammed.",
  lead: "Counterfeits are only one kind of luxury fraud. Listing scams, switched returns, forged certificates and payment tricks cost buyers and sellers just as much. This guide covers how each works and the habits that stop them.",
  keywords: [
    "luxury fraud prevention",
    "resale scams",
    "counterfeit luxury goods",
    "return fraud",
    "buy luxury safely",
  ],
  published: "2026-11-22",
  modified: "2026-11-22",
  readingMinutes: 7,
  chapters: [
    {
      id: "scams",
      title: "How luxury fraud works",
      blocks: [
        {
          kind: "steps",
          steps: [
            {
              title: "Super fakes",
              text: "High-grade copies made with similar materials and real-looking paperwork, sold at prices just low enough to tempt, not so low as to alarm.",
            },
            {
              title: "Listing scams",
              text: "A genuine item's photos copied from another listing; the item never ships, or a different one arrives.",
            },
            {
              title: "Return and swap fraud",
              text: `A buyer receives a genuine item and returns a copy or a worn older piece. Retail return fraud is estimated at ${marketStats.returnFraud}, and resellers of luxury goods are a favourite target.`,
            },
            {
              title: "Forged certificates",
              text: "Fake authenticity cards, receipts or even certificates that imitate authentication services, attached to counterfeit items to make them look verified.",
            },
            {
              title: "Payment tricks",
              text: "Requests to pay off the platform, by bank transfer, crypto or gift cards, or fake payment confirmation e-mails sent to sellers before they ship.",
            },
          ],
        },
      ],
    },
    {
      id: "buyers",
      title: "Before you buy",
      blocks: [
        {
          kind: "list",
          items: [
            "Research the going resale price for the exact model, size and condition before you start talking to sellers.",
            "Ask for photos taken today, with a handwritten note bearing your name and the date beside the item.",
            "Ask for close-ups of serial numbers, stamps, engravings and hardware, and compare them with our brand guides.",
            "Check that serial numbers match between the item, its card and its receipt, and that the receipt's store exists.",
            "Verify any authentication certificate with the service that issued it, not through a link the seller sends you.",
            "Keep every conversation on the platform, where it can be used as evidence.",
          ],
        },
      ],
    },
    {
      id: "payment",
      title: "Paying safely",
      blocks: [
        {
          kind: "list",
          items: [
            "Pay through the marketplace's own checkout or by credit card, which give you a way to dispute a charge.",
            "Never pay by bank transfer, cryptocurrency or gift card to someone you do not know.",
            "For expensive items, use an escrow or a marketplace that authenticates before releasing the payment.",
            "Be suspicious of urgency: a genuine seller will wait a day while you check.",
          ],
        },
      ],
    },
    {
      id: "sellers",
      title: "If you sell",
      blocks: [
        {
          kind: "list",
          items: [
            "Photograph and record every serial number, stamp and distinctive mark before the item ships, so a swapped return can be proven.",
            "Use tamper-evident tags and ship with tracking and signature on delivery.",
            "Release items only after the payment has cleared in your own account, never on the strength of an e-mail.",
            "Have valuable items authenticated before listing: a verified record makes buyers trust you and disputes short.",
          ],
        },
      ],
    },
    {
      id: "red-flags",
      title: "Red flags",
      blocks: [
        {
          kind: "flags",
          items: [
            "The price is well below the market and the seller has 'several more'",
            "The seller's account is new, or its history does not fit luxury items",
            "Pressure to decide today, or to move the conversation to a messaging app",
            "Photos that look professional but never show the serial or the interior",
            "A certificate you cannot verify with the service that supposedly issued it",
          ],
        },
      ],
    },
    {
      id: "scammed",
      title: "If you have been scammed",
      blocks: [
        {
          kind: "steps",
          steps: [
            {
              title: "Stop paying and keep everything",
              text: "Do not send more money to recover the first payment. Save the listing, messages, receipts, tracking numbers and photos of what you received.",
            },
            {
              title: "Open a dispute",
              text: "Contact the marketplace and your card issuer or payment provider at once: disputes have time limits.",
            },
            {
              title: "Get an independent authentication",
              text: "A written authentication result is strong evidence in a dispute that the item is not what was described.",
            },
            {
              title: "Report it",
              text: "Report the fraud to your national reporting service, such as Action Fraud in the UK or the Federal Trade Commission in the US, and to the police if the loss is large.",
            },
          ],
        },
      ],
    },
    {
      id: "professional",
      title: "When to get a professional authentication",
      blocks: [
        {
          kind: "paragraph",
          text: `Ask an expert whenever an item is worth more than you can afford to lose, whenever the checks above leave a doubt, and before you insure or resell. A typical professional authentication costs ${professionalPrice} and takes ${professional.days}. With us, handbags start at ${usd(startingPrices.handbag)} with results in ${hoursInWords(turnaround.handbags)}, and watches at ${usd(startingPrices.watch)}.`,
        },
      ],
    },
  ],
  callout: {
    title: "Check before you pay",
    text: "Send us the seller's photos or your own and get a verdict before the money leaves your account.",
    links: [
      { to: "/app/authenticate", label: "Start Authentication" },
      { to: "/faq/authentication", label: "Authentication FAQ" },
    ],
  },
};
