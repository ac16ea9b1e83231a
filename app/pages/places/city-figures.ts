/**
 * The figures a city page shows, in the page's language: its stats (the shared claims and, for
 * Los Angeles and London, the city's own item count), the turnaround of each local service, and
 * the values its words quote ({city}, {items}).
 */
import { accuracy, brandCounts, headline, turnaround } from "#app/data/claims.ts";
import { formatNumberIn } from "#app/i18n/format.ts";
import type { Language } from "#app/i18n/languages.ts";
import { formatMessage } from "#app/i18n/message.ts";
import type { CityRecord, CityServiceId, CityStatId } from "./cities.ts";

/** The shared claims a city page quotes, as one language writes them. */
export interface CityClaims {
  stats: Record<Exclude<CityStatId, "items">, string>;
  turnarounds: Record<CityServiceId, string>;
}

/**
 * The shared claims of the city pages. The claims module still writes them in English only
 * ("24-48h", "same day"); every language reads them here, in one place, until it has them per
 * language.
 */
export function cityClaimsIn(_language: Language): CityClaims {
  return {
    stats: {
      accuracy: accuracy.general,
      handbagTurnaround: turnaround.handbags,
      brands: brandCounts.site,
      support: headline.support,
    },
    turnarounds: {
      preSale: turnaround.preSale,
      conditionReport: turnaround.conditionReport,
      provenance: turnaround.provenance,
      emergency: turnaround.emergency,
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
