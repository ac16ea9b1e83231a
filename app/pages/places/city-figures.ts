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

/** The words of a city page that carry its figures, finished on the server for the page to show. */
export interface CityPageWords {
  /** The city's name as its page writes it. */
  city: string;
  /** The meta description, with the city's figures in it. */
  description: string;
  atAGlance: string;
  stats: { value: string; label: string }[];
  servicesTitle: string;
  brandsTitle: string;
  brandsIntro: string;
  districtsTitle: string;
  imageAlt: string;
  /** Each day range of the city's hours with its opening times. */
  hours: { days: string; range: string }[];
}

/** What the city page's copy must hold for `cityPageWordsIn`. */
export interface CityPageCopy {
  itemCount: string;
  atAGlance: string;
  stats: Record<CityStatId, string>;
  servicesTitle: string;
  brandsTitle: string;
  brandsIntro: string;
  districtsTitle: string;
  timeRange: string;
  days: Record<string, string>;
  common: { cityImage: string };
}

export function cityPageWordsIn(
  language: Language,
  city: CityRecord,
  copy: CityPageCopy,
  record: { name: string; seo: { description: string } },
  claims: CityClaims,
): CityPageWords {
  const figures = cityFiguresIn(language, city, { name: record.name, itemCount: copy.itemCount });
  const say = (text: string) => formatMessage(language, text, figures);
  return {
    city: figures.city,
    description: say(record.seo.description),
    atAGlance: say(copy.atAGlance),
    stats: cityStatsIn(language, city, claims, copy.itemCount).map((s) => ({
      value: s.value,
      label: say(copy.stats[s.id]),
    })),
    servicesTitle: say(copy.servicesTitle),
    brandsTitle: say(copy.brandsTitle),
    brandsIntro: say(copy.brandsIntro),
    districtsTitle: say(copy.districtsTitle),
    imageAlt: formatMessage(language, copy.common.cityImage, { city: record.name }),
    hours: (city.hours ?? []).map((h) => ({
      days: copy.days[h.days] ?? h.days,
      range: formatMessage(language, copy.timeRange, { opens: h.opens, closes: h.closes }),
    })),
  };
}
