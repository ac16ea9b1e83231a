import { marketPageById, recordsOf } from "#app/data/market-data-records.ts";
import { defineCopy, type PageCopy } from "#app/i18n/copy.ts";
import type en from "./en.json";

/**
 * The words of the places pages (locations, the city pages, market data, watch trends, contact),
 * one file per language; the figures come from the data modules beside the routes. Each route
 * loads only its part: the shared words, its page's words and, on a city or market page, the
 * words of that one record.
 */
export const placesCopy = defineCopy<typeof en>(import.meta.glob("./*.json", { import: "default" }));
export type PlacesCopy = typeof en;

type CityRecordWords = PlacesCopy["cities"]["new-york"];
/** One city's words; only some cities have an entertainment desk. */
export type CityWords = CityRecordWords & {
  entertainment?: PlacesCopy["cities"]["los-angeles"]["entertainment"];
};
export type MarketWords = PlacesCopy["markets"]["luxury-watches"];
export type RecordWords = PlacesCopy["records"]["MD-W-001"];
export type TableWords = PlacesCopy["tables"];

/** A part of the places copy, cut from each language's file when it is loaded. */
function part<T>(pick: (all: PlacesCopy) => T): PageCopy<T> {
  return { languages: placesCopy.languages, load: async (language) => pick(await placesCopy.load(language)) };
}

export const locationsCopy = part((all) => ({
  common: all.common,
  ...all.locations,
  cities: Object.fromEntries(
    Object.entries(all.cities).map(([slug, words]) => [
      slug,
      { name: words.name, specialty: words.specialty, features: words.features },
    ]),
  ) as Record<string, { name: string; specialty: string; features: string[] }>,
}));
export type LocationsCopy = Awaited<ReturnType<typeof locationsCopy.load>>;

/** The same part object for the same record, so a page's hook sees a stable copy source. */
function partsByKey<T>(pick: (all: PlacesCopy, key: string | undefined) => T) {
  const parts = new Map<string | undefined, PageCopy<T>>();
  return (key: string | undefined): PageCopy<T> => {
    let found = parts.get(key);
    if (!found) {
      found = part((all) => pick(all, key));
      parts.set(key, found);
    }
    return found;
  };
}

/** A city page's words: the shared ones and that city's (null for an unknown slug). */
export const cityCopy = partsByKey((all, slug) => ({
  common: all.common,
  ...all.city,
  record: (slug !== undefined && Object.hasOwn(all.cities, slug)
    ? (all.cities as Record<string, CityWords>)[slug]
    : null) as CityWords | null,
}));
export type CityCopy = Awaited<ReturnType<ReturnType<typeof cityCopy>["load"]>>;

/** A market data page's words: the shared ones, that market's and its sample records'. */
export const marketCopy = partsByKey((all, id) => ({
  common: all.common,
  ...all.market,
  tables: all.tables,
  record: (id !== undefined && Object.hasOwn(all.markets, id)
    ? (all.markets as Record<string, MarketWords>)[id]
    : null) as MarketWords | null,
  recordWords: Object.fromEntries(
    recordsOf(marketPageById(id)?.category).map((r) => [
      r.id,
      (all.records as Record<string, RecordWords>)[r.id],
    ]),
  ) as Record<string, RecordWords>,
}));
export type MarketCopy = Awaited<ReturnType<ReturnType<typeof marketCopy>["load"]>>;

export const watchTrendsCopy = part((all) => ({
  common: all.common,
  tables: all.tables,
  ...all.watchTrends,
}));
export type WatchTrendsCopy = Awaited<ReturnType<typeof watchTrendsCopy.load>>;

/** The contact page's words, with the city names (the team's home city is one of them). */
export const contactCopy = part((all) => ({
  common: all.common,
  ...all.contact,
  cityNames: Object.fromEntries(
    Object.entries(all.cities).map(([slug, words]) => [slug, words.name]),
  ) as Record<string, string>,
}));
export type ContactCopy = Awaited<ReturnType<typeof contactCopy.load>>;
