/**
 * The figures a city page shows, in the page's language: its stats (the shared claims and, for
 * Los Angeles and London, the city's own item count), the turnaround of each local service, and
 * the values its words quote ({city}, {items}).
 */
import type { Claims } from "#app/data/claims.ts";
import { formatNumberIn } from "#app/i18n/format.ts";
import type { Language } from "#app/i18n/languages.ts";
import { formatMessage } from "#app/i18n/message.ts";
import type { CityRecord, CityServiceId, CityStatId } from "./cities.ts";

/** The shared claims a city page quotes, as one language writes them. */
export interface CityClaims {
  stats: Record<Exclude<CityStatId, "items">, string>;
  turnarounds: Record<CityServiceId, string>;
}

/** The shared claims a city page quotes, from the claims written in its language. */
export function cityClaimsOf(claims: Claims): CityClaims {
  return {
    stats: {
      accuracy: claims.accuracy.general,
      handbagTurnaround: claims.turnaround.handbags,
      brands: claims.brandCounts.site,
      support: claims.headline.support,
    },
    turnarounds: {
      preSale: claims.turnaround.preSale,
      conditionReport: claims.turnaround.conditionReport,
      provenance: claims.turnaround.provenance,
      emergency: claims.turnaround.emergency,
    },
  };
}

/** The words a city's figures need: its name and how the language says "more than n items". */
export interface CityFigureWords {
  name: string;
  itemCount: string;
}

/** The city's own item count as its language writes it ("25,000+", "plus de 25 000"), or "". */
export function itemCountIn(language: Language, city: CityRecord, template: string): string {
  return city.itemCount === undefined
    ? ""
    : formatMessage(language, template, { count: formatNumberIn(language, city.itemCount) });
}

/** The values a city's words quote, by placeholder name: its name and its item count. */
export function cityFiguresIn(
  language: Language,
  city: CityRecord,
  words: CityFigureWords,
): { city: string; items: string } {
  return { city: words.name, items: itemCountIn(language, city, words.itemCount) };
}

/** The city's stats in order, each with its value in the language. */
export function cityStatsIn(
  language: Language,
  city: CityRecord,
  claims: CityClaims,
  itemCountWords: string,
): { id: CityStatId; value: string }[] {
  return city.stats.map((id) => ({
    id,
    value: id === "items" ? itemCountIn(language, city, itemCountWords) : claims.stats[id],
  }));
}
