/**
 * Locations and city pages (spec 001 section 2 "City pages" and "Locations"; index of readings,
 * "Locations"). Every city listed on /locations has its own record and page. New York, Los Angeles
 * and London carry the detail the specification gives (LA and London item counts, London hours,
 * LA entertainment specialists); the other nine have the same structure with their own local
 * facts: real shopping districts and streets, and the houses that anchor them.
 *
 * Region decision: the specification names three regions of four cities each and twelve slugs.
 * North America and Europe take four each without question; Dubai is the twelfth city and is
 * listed as the fourth city of Asia Pacific (our eastern desk, which serves the Gulf as well).
 * Region names stay exactly as the specification writes them.
 *
 * Stats reuse the cross-page claims from claims.ts; the only city-specific figures in the
 * specification (the LA and London item counts in `cityItemCounts`, London hours) live here and
 * nowhere else; stats and SEO descriptions read them from there.
 */
import { accuracy, brandCounts, companyAddress, headline, turnaround } from "#app/data/claims.ts";

export const regionNames = ["North America", "Europe", "Asia Pacific"] as const;
export type RegionName = (typeof regionNames)[number];

/** City entry (spec 001 section 3): what /locations lists for each city. */
export interface CityEntry {
  name: string;
  slug: string;
  specialty: string;
  features: string[];
}

export interface CityStat {
  value: string;
  label: string;
}

export interface CityService {
  title: string;
  description: string;
  /** A turnaround from claims.ts, when the service has one. */
  turnaround?: string;
}

export interface CityHours {
  days: string;
  time: string;
}

export interface District {
  name: string;
  description: string;
}

export interface CityRecord extends CityEntry {
  /** Short name used for the services anchor: `#{short}-services`. */
  short: string;
  region: RegionName;
  country: string;
  /** ISO 3166-1 alpha-2, for the address in the Place and LocalBusiness JSON-LD. */
  countryCode: string;
  geo: { latitude: number; longitude: number };
  hero: { eyebrow: string; title: string; lead: string };
  stats: CityStat[];
  services: { intro: string; items: CityService[]; hours?: CityHours[] };
  /** Entertainment specialists (Los Angeles only, spec 001 section 2). */
  entertainment?: { intro: string; items: CityService[] };
  topBrands: string[];
  districts: District[];
  cta: { title: string; text: string };
  seo: { title: string; description: string; keywords: string[] };
}

/** The city-specific item counts of the specification (spec 001 section 2, "City pages"). */
const cityItemCounts = { losAngeles: "25,000+", london: "15,000+" } as const;

/** The four stats every city shares; LA and London lead with their own item counts. */
const sharedStats: CityStat[] = [
  { value: accuracy.general, label: "Authentication accuracy" },
  { value: turnaround.handbags, label: "Typical handbag turnaround" },
  { value: brandCounts.site, label: "Brands authenticated" },
  { value: headline.support, label: "Support" },
];

/** The four local services, with the turnarounds of claims.ts; each city words them for itself. */
function services(preSale: string, condition: string, provenance: string, emergency: string): CityService[] {
  return [
    { title: "Pre-sale authentication", description: preSale, turnaround: turnaround.preSale },
    { title: "Condition reports", description: condition, turnaround: turnaround.conditionReport },
    { title: "Provenance research", description: provenance, turnaround: turnaround.provenance },
    { title: "Emergency authentication", description: emergency, turnaround: turnaround.emergency },
  ];
}

export const cities: readonly CityRecord[] = [
  {
    name: "New York",
    slug: "new-york",
    short: "nyc",
    region: "North America",
    country: "United States",
    countryCode: "US",
    geo: { latitude: 40.7128, longitude: -74.006 },
    specialty: "Handbags and fine jewelry",
    features: [
      "Fifth and Madison Avenue resale",
      "Auction-week pre-sale checks",
      "Same-day emergency service",
    ],
    hero: {
      eyebrow: "Luxury authentication in New York",
      title: "Authentication for New York's luxury market",
      lead: "From Madison Avenue consignment to Upper East Side estate jewelry, New York moves more pre-owned luxury than any other American city. Upload photos from anywhere in the five boroughs and get an authenticity score backed by AI and expert review.",
    },
    stats: sharedStats,
    services: {
      intro: "Services built for the pace of the city's resale, auction and insurance business.",
      items: services(
        "Verify a Birkin, a Cartier Love bracelet or a Rolex before it goes to a Madison Avenue consignor or an autumn auction sale.",
        "Documented condition for insurers and lenders, with photographs of every marker we checked.",
        "Ownership history for estate pieces from Upper East Side collections and downsizing sales.",
        "A buyer is waiting in SoHo tonight: premium members get an answer the same day.",
      ),
    },
    topBrands: [
      "Hermès",
      "Chanel",
      "Cartier",
      "Tiffany & Co.",
      "Rolex",
      "Louis Vuitton",
      "Van Cleef & Arpels",
      "Goyard",
    ],
    districts: [
      {
        name: "Fifth Avenue",
        description:
          "Flagships of Tiffany & Co., Cartier, Louis Vuitton and Bergdorf Goodman between 49th and 60th Street.",
      },
      {
        name: "Madison Avenue",
        description:
          "The Upper East Side's boutique mile and home of the city's best-known luxury consignment stores.",
      },
      {
        name: "SoHo",
        description:
          "Designer boutiques on Spring, Prince and Greene Street, and the heart of the sneaker resale trade.",
      },
      {
        name: "Diamond District",
        description:
          "West 47th Street between Fifth and Sixth Avenue, where much of the country's diamond and jewelry trade is done.",
      },
    ],
    cta: {
      title: "Authenticate your next New York purchase",
      text: "Upload your photos now and know what you are buying before you meet the seller.",
    },
    seo: {
      title: "Luxury Authentication in New York",
      description:
        "Authenticate handbags, watches and jewelry in New York: AI plus expert review, pre-sale checks, condition reports and same-day emergency service.",
      keywords: [
        "luxury authentication New York",
        "handbag authentication NYC",
        "Birkin authentication",
        "watch authentication New York",
      ],
    },
  },
  {
    name: "Los Angeles",
    slug: "los-angeles",
    short: "la",
    region: "North America",
    country: "United States",
    countryCode: "US",
    geo: { latitude: 34.0522, longitude: -118.2437 },
    specialty: "Entertainment wardrobes and sneakers",
    features: [
      "Stylists and studio wardrobes",
      "Rodeo Drive and Melrose resale",
      "Sneaker and streetwear checks",
    ],
    hero: {
      eyebrow: "Luxury authentication in Los Angeles",
      title: "Authentication for Los Angeles, from Rodeo Drive to the studio lot",
      lead: "Red-carpet jewelry, archive runway pieces and grails from Fairfax Avenue all pass through Los Angeles. We authenticate them for stylists, collectors and resellers with AI and expert review.",
    },
    stats: [
      { value: cityItemCounts.losAngeles, label: "Items authenticated in Los Angeles" },
      ...sharedStats.filter((s) => s.label !== "Brands authenticated"),
    ],
    services: {
      intro: "Services shaped around the city's fashion, sneaker and celebrity resale markets.",
      items: services(
        "Check a Chanel flap, a Rolex Daytona or a pair of Travis Scott Jordans before you list them on Melrose or online.",
        "Condition reports that satisfy insurers for wardrobes, jewelry loans and collections in storage.",
        "Provenance for pieces with a story: worn on set, at a premiere or in a music video.",
        "A fitting is tomorrow morning: premium members get the answer the same day.",
      ),
    },
    entertainment: {
      intro: "A dedicated desk for the people who dress, insure and sell for the entertainment industry.",
      items: [
        {
          title: "Stylists and wardrobe departments",
          description:
            "Confirm borrowed and purchased pieces before a shoot, a premiere or a red-carpet fitting.",
        },
        {
          title: "Celebrity and estate sales",
          description:
            "Discreet authentication of personal collections before they are consigned or sold privately.",
        },
        {
          title: "Screen-worn memorabilia",
          description:
            "Documentation that ties a costume or accessory to its production, for auction houses and collectors.",
        },
      ],
    },
    topBrands: ["Chanel", "Hermès", "Rolex", "Saint Laurent", "Chrome Hearts", "Nike", "Cartier", "Gucci"],
    districts: [
      {
        name: "Rodeo Drive",
        description:
          "Beverly Hills' three blocks of flagships, from Hermès and Chanel to Van Cleef & Arpels.",
      },
      {
        name: "Melrose Place and Melrose Avenue",
        description:
          "Designer boutiques on Melrose Place and vintage and resale stores along Melrose Avenue.",
      },
      {
        name: "Fairfax Avenue",
        description:
          "The city's streetwear and sneaker strip, where release-day queues form outside the stores.",
      },
      {
        name: "Abbot Kinney Boulevard",
        description: "Venice's independent boutiques, vintage dealers and collectible design.",
      },
    ],
    cta: {
      title: "Authenticate before the next fitting or drop",
      text: "Upload photos from the studio, the store or your closet and get a verdict backed by experts.",
    },
    seo: {
      title: "Luxury Authentication in Los Angeles",
      description: `Authentication in Los Angeles for handbags, watches, sneakers and screen-worn pieces: ${cityItemCounts.losAngeles} items authenticated, entertainment specialists and same-day emergency service.`,
      keywords: [
        "luxury authentication Los Angeles",
        "sneaker authentication LA",
        "celebrity wardrobe authentication",
        "Rodeo Drive",
      ],
    },
  },
  {
    name: "Miami",
    slug: "miami",
    short: "miami",
    region: "North America",
    country: "United States",
    countryCode: "US",
    geo: { latitude: 25.7617, longitude: -80.1918 },
    specialty: "Watches and collectibles",
    features: ["Design District and Bal Harbour", "Art Basel week collectors", "Latin American buyers"],
    hero: {
      eyebrow: "Luxury authentication in Miami",
      title: "Authentication for Miami's watch and collector scene",
      lead: "Miami links collectors from the United States, Latin America and Europe, and every December Art Basel Miami Beach brings them to town at once. We authenticate the watches, jewelry and collectibles that change hands.",
    },
    stats: sharedStats,
    services: {
      intro: "Services for a market of private sales, boat-show weekends and international buyers.",
      items: services(
        "Verify a Patek Philippe, a Richard Mille or a Royal Oak before a private sale in Brickell or on the water.",
        "Condition reports for insurers covering collections kept in humid coastal homes.",
        "Provenance for pieces bought abroad and brought into Florida.",
        "A buyer flies out tomorrow: premium members get the answer the same day.",
      ),
    },
    topBrands: [
      "Rolex",
      "Audemars Piguet",
      "Richard Mille",
      "Patek Philippe",
      "Hermès",
      "Cartier",
      "Chanel",
      "KAWS",
    ],
    districts: [
      {
        name: "Miami Design District",
        description:
          "A walkable neighbourhood of fashion, jewelry and design flagships north of downtown Miami.",
      },
      {
        name: "Bal Harbour Shops",
        description: "The open-air luxury mall at the north end of Miami Beach.",
      },
      {
        name: "Brickell City Centre",
        description: "Downtown Miami's shopping and office district, home to the city's finance crowd.",
      },
      {
        name: "Wynwood",
        description: "Galleries, murals and collectible art toys, busiest during Art Basel week.",
      },
    ],
    cta: {
      title: "Authenticate your next Miami deal",
      text: "Upload photos before the handshake and bring a certificate to the sale.",
    },
    seo: {
      title: "Luxury Authentication in Miami",
      description:
        "Authenticate watches, jewelry, handbags and collectibles in Miami, from the Design District to Bal Harbour, with AI and expert review.",
      keywords: [
        "luxury authentication Miami",
        "watch authentication Miami",
        "Design District",
        "Art Basel collectibles",
      ],
    },
  },
  {
    name: "San Francisco",
    slug: "san-francisco",
    short: "sf",
    region: "North America",
    country: "United States",
    countryCode: "US",
    geo: { latitude: 37.7749, longitude: -122.4194 },
    specialty: "Independent watches and trading cards",
    features: ["Union Square flagships", "Tech-collector watch sales", "Trading card grading prep"],
    hero: {
      eyebrow: "Luxury authentication in San Francisco",
      title: "Authentication for the Bay Area's collectors",
      lead: "Bay Area collectors buy independent watchmakers, vintage pieces and sealed trading cards, often online and from strangers. We check them before the money moves.",
    },
    stats: sharedStats,
    services: {
      intro: "Services for a market that buys online first and meets in person second.",
      items: services(
        "Verify an F.P. Journe, an Omega Speedmaster or a sealed Pokemon box before an online sale closes.",
        "Condition reports for insurers and for the grading submissions that follow.",
        "Provenance for vintage watches with service papers from several owners.",
        "A meet-up is set for this evening: premium members get the answer the same day.",
      ),
    },
    topBrands: [
      "Rolex",
      "Omega",
      "Patek Philippe",
      "F.P. Journe",
      "Hermès",
      "Louis Vuitton",
      "Pokemon",
      "Cartier",
    ],
    districts: [
      {
        name: "Union Square",
        description: "The city's luxury core, with flagships on Post Street, Geary Street and Maiden Lane.",
      },
      {
        name: "Fillmore Street",
        description: "Pacific Heights' boutique street, with designer consignment and independent jewelers.",
      },
      {
        name: "Hayes Valley",
        description: "Independent fashion boutiques and small designer stores west of the Civic Center.",
      },
      {
        name: "Palo Alto and Stanford Shopping Center",
        description: "The Peninsula's luxury mall, a short drive from the tech campuses.",
      },
    ],
    cta: {
      title: "Authenticate before you pay",
      text: "Upload the listing photos or your own and get an answer you can show the seller.",
    },
    seo: {
      title: "Luxury Authentication in San Francisco",
      description:
        "Authenticate watches, handbags and trading cards in San Francisco and the Bay Area with AI and expert review before you buy or sell.",
      keywords: [
        "luxury authentication San Francisco",
        "watch authentication Bay Area",
        "trading card authentication",
        "Union Square",
      ],
    },
  },
  {
    name: "London",
    slug: "london",
    short: "london",
    region: "Europe",
    country: "United Kingdom",
    /** Our home city: the company's country (claims.ts). */
    countryCode: companyAddress.addressCountry,
    geo: { latitude: 51.5074, longitude: -0.1278 },
    specialty: "Watches and heritage handbags",
    features: ["Our home city", "Mayfair and Knightsbridge dealers", "Auction-house pre-sale checks"],
    hero: {
      eyebrow: "Luxury authentication in London",
      title: "Authentication from our home city, London",
      lead: "We are based in London, where Bond Street dealers, Knightsbridge department stores and the great auction rooms have traded luxury for centuries. Our team authenticates watches, handbags and jewelry for the city's collectors and trade.",
    },
    stats: [
      { value: cityItemCounts.london, label: "Items authenticated in London" },
      ...sharedStats.filter((s) => s.label !== "Brands authenticated"),
    ],
    services: {
      intro:
        "Services for London's dealers, auction houses, insurers and private collectors, with a team in the city.",
      items: services(
        "Verify a Submariner, a Kelly or a Van Cleef Alhambra before a Bond Street dealer or a St James's auction room takes it in.",
        "Condition reports for insurers, lenders and probate valuations.",
        "Provenance for estate pieces, with retailer records and service histories where they exist.",
        "A sale closes this afternoon: premium members get the answer the same day.",
      ),
      hours: [
        { days: "Mon-Fri", time: "09:00-18:00" },
        { days: "Sat", time: "10:00-16:00" },
      ],
    },
    topBrands: [
      "Rolex",
      "Patek Philippe",
      "Hermès",
      "Chanel",
      "Cartier",
      "Burberry",
      "Van Cleef & Arpels",
      "Mulberry",
    ],
    districts: [
      {
        name: "New Bond Street and Old Bond Street",
        description:
          "Mayfair's luxury spine, with more watch and jewelry flagships than any other street in Europe.",
      },
      {
        name: "Knightsbridge",
        description: "Harrods, Harvey Nichols and the designer boutiques of Sloane Street.",
      },
      {
        name: "Burlington Arcade",
        description: "The Regency arcade off Piccadilly, home to vintage watch dealers and jewelers.",
      },
      {
        name: "Hatton Garden",
        description: "London's jewelry quarter and diamond trade since the nineteenth century.",
      },
    ],
    cta: {
      title: "Authenticate with our London team",
      text: "Upload your photos today; our London experts review what the AI flags.",
    },
    seo: {
      title: "Luxury Authentication in London",
      description: `Authenticate watches, handbags and jewelry in London with our home team: ${cityItemCounts.london} London items authenticated, pre-sale checks and condition reports.`,
      keywords: [
        "luxury authentication London",
        "watch authentication London",
        "Bond Street",
        "handbag authentication UK",
      ],
    },
  },
  {
    name: "Paris",
    slug: "paris",
    short: "paris",
    region: "Europe",
    country: "France",
    countryCode: "FR",
    geo: { latitude: 48.8566, longitude: 2.3522 },
    specialty: "Maison handbags and high jewelry",
    features: ["Avenue Montaigne houses", "Place Vendôme jewelry", "Vintage couture"],
    hero: {
      eyebrow: "Luxury authentication in Paris",
      title: "Authentication in the home of the great maisons",
      lead: "Hermès, Chanel, Dior and Louis Vuitton were founded in Paris, and the city's vintage and resale market is as deep as its boutiques. We authenticate the pieces that leave them.",
    },
    stats: sharedStats,
    services: {
      intro: "Services for a market of maison handbags, high jewelry and vintage couture.",
      items: services(
        "Verify a Kelly, a Lady Dior or a Chanel 2.55 before it is sold at a dépôt-vente or at Drouot.",
        "Condition reports for insurers and for the restoration a vintage piece may need.",
        "Provenance for couture and jewelry from family collections.",
        "A buyer is at the hotel until tonight: premium members get the answer the same day.",
      ),
    },
    topBrands: [
      "Hermès",
      "Chanel",
      "Dior",
      "Louis Vuitton",
      "Cartier",
      "Van Cleef & Arpels",
      "Boucheron",
      "Saint Laurent",
    ],
    districts: [
      {
        name: "Avenue Montaigne",
        description: "The 8th arrondissement's couture avenue: Dior, Chanel, Prada and Louis Vuitton.",
      },
      {
        name: "Rue du Faubourg Saint-Honoré",
        description: "The original Hermès store at number 24 and a long row of fashion houses.",
      },
      {
        name: "Place Vendôme",
        description:
          "The square of high jewelry: Boucheron, Chaumet, Van Cleef & Arpels and Cartier nearby on Rue de la Paix.",
      },
      {
        name: "Le Marais",
        description: "Vintage boutiques and designer resale in the 3rd and 4th arrondissements.",
      },
    ],
    cta: {
      title: "Authenticate your next Paris find",
      text: "Upload photos from the boutique, the flea market or your wardrobe and get a verdict you can trust.",
    },
    seo: {
      title: "Luxury Authentication in Paris",
      description:
        "Authenticate Hermès, Chanel, Dior and Louis Vuitton handbags and high jewelry in Paris with AI and expert review.",
      keywords: [
        "luxury authentication Paris",
        "Hermès authentication",
        "Chanel authentication Paris",
        "Place Vendôme jewelry",
      ],
    },
  },
  {
    name: "Milan",
    slug: "milan",
    short: "milan",
    region: "Europe",
    country: "Italy",
    countryCode: "IT",
    geo: { latitude: 45.4642, longitude: 9.19 },
    specialty: "Italian fashion and leather goods",
    features: ["Quadrilatero della Moda", "Fashion-week archive pieces", "Italian leather expertise"],
    hero: {
      eyebrow: "Luxury authentication in Milan",
      title: "Authentication in Italy's fashion capital",
      lead: "Prada, Versace, Armani and Bottega Veneta's leather craft make Milan the centre of Italian luxury, and fashion week fills the resale market with archive pieces. We authenticate them with AI and expert review.",
    },
    stats: sharedStats,
    services: {
      intro: "Services for a market of Italian leather goods, archive fashion and fashion-week resale.",
      items: services(
        "Verify a Prada Galleria, a Bottega Veneta Cassette or a Gucci Jackie before you sell it.",
        "Condition reports that note leather, stitching and hardware wear for insurers and buyers.",
        "Provenance for runway samples and archive pieces from the fashion houses.",
        "A buyer leaves after the shows: premium members get the answer the same day.",
      ),
    },
    topBrands: [
      "Prada",
      "Gucci",
      "Bottega Veneta",
      "Versace",
      "Giorgio Armani",
      "Dolce & Gabbana",
      "Bulgari",
      "Hermès",
    ],
    districts: [
      {
        name: "Via Montenapoleone",
        description:
          "The main street of the Quadrilatero della Moda, lined with fashion and jewelry flagships.",
      },
      {
        name: "Via della Spiga",
        description: "The pedestrian street of the Quadrilatero, with boutiques and jewelers.",
      },
      {
        name: "Galleria Vittorio Emanuele II",
        description:
          "The nineteenth-century arcade by the Duomo, where Prada opened its first store in 1913.",
      },
      {
        name: "Brera",
        description: "Vintage boutiques and independent designers around the Pinacoteca.",
      },
    ],
    cta: {
      title: "Authenticate your next Milan purchase",
      text: "Upload photos of the leather, the stamps and the hardware and get a verdict backed by experts.",
    },
    seo: {
      title: "Luxury Authentication in Milan",
      description:
        "Authenticate Prada, Gucci, Bottega Veneta and Italian leather goods in Milan with AI and expert review.",
      keywords: [
        "luxury authentication Milan",
        "Prada authentication",
        "Bottega Veneta authentication",
        "Via Montenapoleone",
      ],
    },
  },
  {
    name: "Geneva",
    slug: "geneva",
    short: "geneva",
    region: "Europe",
    country: "Switzerland",
    countryCode: "CH",
    geo: { latitude: 46.2044, longitude: 6.1432 },
    specialty: "Haute horlogerie",
    features: ["Watch auction weeks", "Independent watchmakers", "Rue du Rhône boutiques"],
    hero: {
      eyebrow: "Luxury authentication in Geneva",
      title: "Authentication in the capital of fine watchmaking",
      lead: "Patek Philippe and Vacheron Constantin were founded in Geneva, and the spring and autumn watch auctions set prices for the world. We authenticate the watches that pass through the city.",
    },
    stats: sharedStats,
    services: {
      intro: "Services for a market of fine watches, auction consignments and private collections.",
      items: services(
        "Verify a Nautilus, an Overseas or a vintage Daytona before it is consigned to an auction week.",
        "Condition reports that record the case, dial, movement and papers for insurers and buyers.",
        "Provenance built from extracts of the archives, service records and earlier auction catalogues.",
        "A lot closes tomorrow: premium members get the answer the same day.",
      ),
    },
    topBrands: [
      "Patek Philippe",
      "Vacheron Constantin",
      "Rolex",
      "Audemars Piguet",
      "Chopard",
      "A. Lange & Söhne",
      "F.P. Journe",
      "Cartier",
    ],
    districts: [
      {
        name: "Rue du Rhône",
        description: "The city's boutique street by the lake, with the flagships of the great watch houses.",
      },
      {
        name: "The lakeside hotels",
        description:
          "The grand hotels along the lake and the Rhône, where the spring and autumn watch auctions are held.",
      },
      {
        name: "Plainpalais",
        description: "The flea market on the Plaine de Plainpalais, where vintage watches still turn up.",
      },
      {
        name: "Vieille Ville",
        description: "The Old Town's antique dealers and galleries around the cathedral.",
      },
    ],
    cta: {
      title: "Authenticate your watch before it is consigned",
      text: "Upload photos of the case, dial, movement and papers and get a verdict backed by watch experts.",
    },
    seo: {
      title: "Watch Authentication in Geneva",
      description:
        "Authenticate Patek Philippe, Vacheron Constantin, Rolex and Audemars Piguet watches in Geneva before auction or private sale.",
      keywords: [
        "watch authentication Geneva",
        "Patek Philippe authentication",
        "Geneva watch auctions",
        "Rue du Rhône",
      ],
    },
  },
  {
    name: "Hong Kong",
    slug: "hong-kong",
    short: "hk",
    region: "Asia Pacific",
    country: "Hong Kong",
    countryCode: "HK",
    geo: { latitude: 22.3193, longitude: 114.1694 },
    specialty: "Watches, jewelry and auction pieces",
    features: ["Asia's auction hub", "Central and Canton Road", "Jadeite and diamond jewelry"],
    hero: {
      eyebrow: "Luxury authentication in Hong Kong",
      title: "Authentication for Asia's auction capital",
      lead: "Hong Kong's spring and autumn sales set Asian prices for watches, jewelry and Hermès handbags, and its resale stores sell to buyers from across the region. We authenticate the pieces before they change hands.",
    },
    stats: sharedStats,
    services: {
      intro: "Services for a market of auction consignments, resale stores and visiting buyers.",
      items: services(
        "Verify a Rolex, a Himalaya Birkin or a diamond ring before it is consigned or sold in Tsim Sha Tsui.",
        "Condition reports for insurers, lenders and buyers abroad who cannot inspect the piece.",
        "Provenance for pieces bought at auction and resold within the region.",
        "A buyer flies home tonight: premium members get the answer the same day.",
      ),
    },
    topBrands: [
      "Rolex",
      "Patek Philippe",
      "Hermès",
      "Chanel",
      "Cartier",
      "Richard Mille",
      "Chow Tai Fook",
      "Van Cleef & Arpels",
    ],
    districts: [
      {
        name: "Central",
        description: "The Landmark, IFC and the flagships of Queen's Road Central.",
      },
      {
        name: "Canton Road, Tsim Sha Tsui",
        description: "Kowloon's luxury street, with Harbour City and a long row of flagships.",
      },
      {
        name: "Causeway Bay",
        description: "Times Square, Lee Gardens and the resale stores that serve visiting buyers.",
      },
      {
        name: "Mong Kok",
        description: "The sneaker stores of Fa Yuen Street, known locally as Sneakers Street.",
      },
    ],
    cta: {
      title: "Authenticate your next Hong Kong purchase",
      text: "Upload photos before the sale closes and take a certificate home.",
    },
    seo: {
      title: "Luxury Authentication in Hong Kong",
      description:
        "Authenticate watches, jewelry and Hermès handbags in Hong Kong, Asia's auction hub, with AI and expert review.",
      keywords: [
        "luxury authentication Hong Kong",
        "watch authentication Hong Kong",
        "Hermès Himalaya",
        "Canton Road",
      ],
    },
  },
  {
    name: "Tokyo",
    slug: "tokyo",
    short: "tokyo",
    region: "Asia Pacific",
    country: "Japan",
    countryCode: "JP",
    geo: { latitude: 35.6762, longitude: 139.6503 },
    specialty: "Vintage luxury, streetwear and figures",
    features: ["Ginza flagships", "Harajuku streetwear", "Nakano Broadway collectibles"],
    hero: {
      eyebrow: "Luxury authentication in Tokyo",
      title: "Authentication for Tokyo's vintage and collector markets",
      lead: "Tokyo's second-hand stores are famous for the condition of their vintage handbags and watches, and Harajuku and Nakano set the pace for streetwear and designer figures. We authenticate them before they travel.",
    },
    stats: sharedStats,
    services: {
      intro:
        "Services for vintage luxury, streetwear and collectible toys bought in Tokyo and shipped abroad.",
      items: services(
        "Verify a vintage Louis Vuitton, a Grand Seiko or a Bearbrick 1000% before it is shipped overseas.",
        "Condition reports that match the grading of Tokyo's resale stores.",
        "Provenance for vintage watches and limited collaborations with their original boxes and receipts.",
        "A shipment leaves tomorrow: premium members get the answer the same day.",
      ),
    },
    topBrands: [
      "Louis Vuitton",
      "Hermès",
      "Rolex",
      "Grand Seiko",
      "Comme des Garçons",
      "Bearbrick",
      "KAWS",
      "Pokemon",
    ],
    districts: [
      {
        name: "Ginza",
        description: "Chuo-dori's flagships, department stores and watch boutiques.",
      },
      {
        name: "Omotesando",
        description: "The avenue of architect-designed flagships between Harajuku and Aoyama.",
      },
      {
        name: "Ura-Harajuku",
        description: "The back streets where Japanese streetwear began and limited drops still sell out.",
      },
      {
        name: "Nakano Broadway",
        description: "A shopping arcade of vintage watch dealers, figures and trading cards.",
      },
    ],
    cta: {
      title: "Authenticate before it ships",
      text: "Upload photos of your Tokyo find and get a verdict before it leaves Japan.",
    },
    seo: {
      title: "Luxury Authentication in Tokyo",
      description:
        "Authenticate vintage handbags, watches, streetwear and designer figures bought in Tokyo with AI and expert review.",
      keywords: [
        "luxury authentication Tokyo",
        "vintage Louis Vuitton Japan",
        "Bearbrick authentication",
        "Ginza",
      ],
    },
  },
  {
    name: "Singapore",
    slug: "singapore",
    short: "singapore",
    region: "Asia Pacific",
    country: "Singapore",
    countryCode: "SG",
    geo: { latitude: 1.3521, longitude: 103.8198 },
    specialty: "Watches and handbags",
    features: ["Orchard Road flagships", "Marina Bay collectors", "Regional resale"],
    hero: {
      eyebrow: "Luxury authentication in Singapore",
      title: "Authentication for Singapore's collectors",
      lead: "Singapore's collectors buy watches and handbags from Orchard Road, from resale stores and from across Southeast Asia. We authenticate them with AI and expert review.",
    },
    stats: sharedStats,
    services: {
      intro: "Services for a market of regional resale, private collectors and family offices.",
      items: services(
        "Verify an Audemars Piguet, a Rolex or a Chanel flap before a private sale.",
        "Condition reports for insurers and for collections kept in vaults.",
        "Provenance for pieces bought across the region and brought to Singapore.",
        "A deal closes tonight: premium members get the answer the same day.",
      ),
    },
    topBrands: [
      "Rolex",
      "Audemars Piguet",
      "Patek Philippe",
      "Hermès",
      "Chanel",
      "Louis Vuitton",
      "Cartier",
      "Richard Mille",
    ],
    districts: [
      {
        name: "Orchard Road",
        description: "ION Orchard, Ngee Ann City and Paragon, the island's luxury retail spine.",
      },
      {
        name: "Marina Bay Sands",
        description: "The Shoppes at Marina Bay Sands, with flagships on the waterfront.",
      },
      {
        name: "Raffles Hotel Arcade",
        description: "Boutiques in the arcade of the historic hotel on Beach Road.",
      },
      {
        name: "Lucky Plaza",
        description: "Orchard Road's older mall, known for its independent watch dealers.",
      },
    ],
    cta: {
      title: "Authenticate your next Singapore purchase",
      text: "Upload your photos and know what you are buying before you pay.",
    },
    seo: {
      title: "Luxury Authentication in Singapore",
      description:
        "Authenticate watches and handbags in Singapore, from Orchard Road to Marina Bay, with AI and expert review.",
      keywords: [
        "luxury authentication Singapore",
        "watch authentication Singapore",
        "Orchard Road",
        "handbag authentication",
      ],
    },
  },
  {
    name: "Dubai",
    slug: "dubai",
    short: "dubai",
    region: "Asia Pacific",
    country: "United Arab Emirates",
    countryCode: "AE",
    geo: { latitude: 25.2048, longitude: 55.2708 },
    specialty: "Watches, gold and jewelry",
    features: ["Dubai Mall Fashion Avenue", "Gold Souk jewelry", "Limited-edition watches"],
    hero: {
      eyebrow: "Luxury authentication in Dubai",
      title: "Authentication for Dubai's watch and jewelry market",
      lead: "Dubai's malls carry every major house, its Gold Souk trades jewelry by weight, and its collectors chase limited editions. We authenticate what they buy.",
    },
    stats: sharedStats,
    services: {
      intro: "Services for a market of limited-edition watches, gold and jewelry, and visiting buyers.",
      items: services(
        "Verify a Richard Mille, a Rolex or a Hermès Kelly before a private sale or a trade-in.",
        "Condition reports for insurers and for buyers overseas.",
        "Provenance for limited editions and pieces bought across the Gulf.",
        "A buyer leaves tonight: premium members get the answer the same day.",
      ),
    },
    topBrands: [
      "Rolex",
      "Richard Mille",
      "Patek Philippe",
      "Audemars Piguet",
      "Hermès",
      "Cartier",
      "Chanel",
      "Bulgari",
    ],
    districts: [
      {
        name: "Fashion Avenue, The Dubai Mall",
        description: "The luxury wing of the Dubai Mall at the foot of the Burj Khalifa.",
      },
      {
        name: "Mall of the Emirates",
        description: "Via Rodeo's boutiques in Al Barsha.",
      },
      {
        name: "Gold Souk, Deira",
        description: "The traditional market of gold and jewelry dealers by the Creek.",
      },
      {
        name: "Dubai International Financial Centre",
        description: "Galleries, private banks and the collectors they serve.",
      },
    ],
    cta: {
      title: "Authenticate your next Dubai purchase",
      text: "Upload your photos and get a verdict before the deal is done.",
    },
    seo: {
      title: "Luxury Authentication in Dubai",
      description:
        "Authenticate watches, gold and jewelry and luxury handbags in Dubai with AI and expert review.",
      keywords: [
        "luxury authentication Dubai",
        "watch authentication Dubai",
        "Gold Souk",
        "Richard Mille authentication",
      ],
    },
  },
];

/** Listed on /locations, not linked (spec 001 section 2). */
export const comingSoonCities = [
  "Madrid",
  "Zurich",
  "Shanghai",
  "Sydney",
  "Mumbai",
  "Sao Paulo",
  "Moscow",
  "Istanbul",
] as const;

export function cityBySlug(slug: string | undefined): CityRecord | undefined {
  return cities.find((c) => c.slug === slug);
}

/** The /locations directory: each region with its city entries. */
export function citiesByRegion(): { region: RegionName; cities: CityEntry[] }[] {
  return regionNames.map((region) => ({
    region,
    cities: cities
      .filter((c) => c.region === region)
      .map(({ name, slug, specialty, features }) => ({ name, slug, specialty, features })),
  }));
}
