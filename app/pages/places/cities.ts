/**
 * Locations and city pages: the figures of the twelve city records, in the order of the route
 * table. Every city listed on /locations has its own record and page. New York, Los Angeles and
 * London carry the detail the specification gives (LA and London item counts, London hours, LA
 * entertainment specialists); the other nine have the same structure with their own local facts.
 * The words of each city (hero, services, districts, closing call, SEO) are in copy/, keyed by
 * the city's slug; names of cities and houses are proper names and stay here.
 *
 * Region decision: the specification names three regions of four cities each and twelve slugs.
 * North America and Europe take four each without question; Dubai is the twelfth city and is
 * listed as the fourth city of Asia Pacific (our eastern desk, which serves the Gulf as well).
 *
 * Stats reuse the cross-page claims (`city-figures.ts` reads them per language); the only
 * city-specific figures in the specification (the LA and London item counts in `cityItemCounts`,
 * London hours) live here and nowhere else; stats and SEO descriptions read them from there.
 * A city's name is a figure here (English, for addresses) and a word in copy/ (`cities.<slug>.name`).
 */
import { companyAddress } from "#app/data/claims.ts";

/** Region ids, in the order /locations shows them; their names are in copy/. */
export const regionIds = ["north-america", "europe", "asia-pacific"] as const;
export type RegionId = (typeof regionIds)[number];

/** The ids of a city's stats; their labels are in copy/ (`city.stats.<id>`). */
export type CityStatId = "items" | "accuracy" | "handbagTurnaround" | "brands" | "support";

/** The four local services every city offers; their names are in copy/ (`city.services.<id>`). */
export type CityServiceId = "preSale" | "conditionReport" | "provenance" | "emergency";

export interface CityHours {
  /** `city.days.<days>` in copy/ names the days; the JSON-LD maps them to weekdays. */
  days: "weekdays" | "saturday";
  /** 24-hour clock, local time. */
  opens: string;
  closes: string;
}

/** What a city record states besides its words. */
interface CityFigures {
  name: string;
  slug: string;
  /** Short name used for the services anchor: `#{short}-services`. */
  short: string;
  region: RegionId;
  /** ISO 3166-1 alpha-2, for the address in the Place and LocalBusiness JSON-LD. */
  countryCode: string;
  geo: { latitude: number; longitude: number };
  /** The city's own count of items authenticated ("more than"), when the specification gives one. */
  itemCount?: number;
  hours?: readonly CityHours[];
  /** Entertainment specialists (Los Angeles only); their words are in copy/. */
  entertainment?: true;
  topBrands: readonly string[];
}

export interface CityRecord extends CityFigures {
  /** The stats the page shows, in order; their values are the shared claims (`city-figures.ts`). */
  stats: readonly CityStatId[];
  /** The local services, in order; their turnarounds are the shared claims. */
  services: readonly CityServiceId[];
}

/** The city-specific item counts of the specification ("City pages"). */
const cityItemCounts = { losAngeles: 25_000, london: 15_000 } as const;

const londonHours: readonly CityHours[] = [
  { days: "weekdays", opens: "09:00", closes: "18:00" },
  { days: "saturday", opens: "10:00", closes: "16:00" },
];

/** The four stats every city shares; LA and London lead with their own item counts instead of brands. */
const sharedStats: readonly CityStatId[] = ["accuracy", "handbagTurnaround", "brands", "support"];

/** The four local services; each city words them for itself. */
const services: readonly CityServiceId[] = ["preSale", "conditionReport", "provenance", "emergency"];

function withStats(city: CityFigures): CityRecord {
  const stats: readonly CityStatId[] = city.itemCount
    ? ["items", ...sharedStats.filter((s) => s !== "brands")]
    : sharedStats;
  return { ...city, stats, services };
}

const cityFigures: readonly CityFigures[] = [
  {
    name: "New York",
    slug: "new-york",
    short: "nyc",
    region: "north-america",
    countryCode: "US",
    geo: { latitude: 40.7128, longitude: -74.006 },
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
  },
  {
    name: "Los Angeles",
    slug: "los-angeles",
    short: "la",
    region: "north-america",
    countryCode: "US",
    geo: { latitude: 34.0522, longitude: -118.2437 },
    itemCount: cityItemCounts.losAngeles,
    entertainment: true,
    topBrands: ["Chanel", "Hermès", "Rolex", "Saint Laurent", "Chrome Hearts", "Nike", "Cartier", "Gucci"],
  },
  {
    name: "Miami",
    slug: "miami",
    short: "miami",
    region: "north-america",
    countryCode: "US",
    geo: { latitude: 25.7617, longitude: -80.1918 },
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
  },
  {
    name: "San Francisco",
    slug: "san-francisco",
    short: "sf",
    region: "north-america",
    countryCode: "US",
    geo: { latitude: 37.7749, longitude: -122.4194 },
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
  },
  {
    name: "London",
    slug: "london",
    short: "london",
    region: "europe",
    countryCode: companyAddress.addressCountry,
    geo: { latitude: 51.5074, longitude: -0.1278 },
    itemCount: cityItemCounts.london,
    hours: londonHours,
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
  },
  {
    name: "Paris",
    slug: "paris",
    short: "paris",
    region: "europe",
    countryCode: "FR",
    geo: { latitude: 48.8566, longitude: 2.3522 },
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
  },
  {
    name: "Milan",
    slug: "milan",
    short: "milan",
    region: "europe",
    countryCode: "IT",
    geo: { latitude: 45.4642, longitude: 9.19 },
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
  },
  {
    name: "Geneva",
    slug: "geneva",
    short: "geneva",
    region: "europe",
    countryCode: "CH",
    geo: { latitude: 46.2044, longitude: 6.1432 },
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
  },
  {
    name: "Hong Kong",
    slug: "hong-kong",
    short: "hk",
    region: "asia-pacific",
    countryCode: "HK",
    geo: { latitude: 22.3193, longitude: 114.1694 },
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
  },
  {
    name: "Tokyo",
    slug: "tokyo",
    short: "tokyo",
    region: "asia-pacific",
    countryCode: "JP",
    geo: { latitude: 35.6762, longitude: 139.6503 },
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
  },
  {
    name: "Singapore",
    slug: "singapore",
    short: "singapore",
    region: "asia-pacific",
    countryCode: "SG",
    geo: { latitude: 1.3521, longitude: 103.8198 },
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
  },
  {
    name: "Dubai",
    slug: "dubai",
    short: "dubai",
    region: "asia-pacific",
    countryCode: "AE",
    geo: { latitude: 25.2048, longitude: 55.2708 },
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
  },
];

export const cities: readonly CityRecord[] = cityFigures.map(withStats);

/** Listed on /locations, not linked; their names are in copy/ (`locations.comingSoon.cities`). */
export const comingSoonCities = [
  "madrid",
  "zurich",
  "shanghai",
  "sydney",
  "mumbai",
  "sao-paulo",
  "moscow",
  "istanbul",
] as const;
export type ComingSoonId = (typeof comingSoonCities)[number];

export function cityBySlug(slug: string | undefined): CityRecord | undefined {
  return cities.find((c) => c.slug === slug);
}

/** A city as /locations lists it. */
export interface CityEntry {
  name: string;
  slug: string;
}

/** The /locations directory: each region with its city entries. */
export function citiesByRegion(): { region: RegionId; cities: CityEntry[] }[] {
  return regionIds.map((region) => ({
    region,
    cities: cities.filter((c) => c.region === region).map(({ name, slug }) => ({ name, slug })),
  }));
}
