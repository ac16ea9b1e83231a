import { formatNumberIn, formatPercentIn } from "#app/i18n/format.ts";
import type { Language } from "#app/i18n/languages.ts";

/**
 * How the business page writes its amounts and its ROI in each language. English keeps the forms
 * the page has always had ("$99", "$7.50", "1488%"); French, Italian and Arabic write them as
 * their readers expect ("99 $US", "7,50 USD", "1 488 %").
 */

/** The ROI, a whole percent: "1488%" in English (ungrouped, as specified), "1 488 %" in French. */
export function roiPercentIn(language: Language, roi: number): string {
  if (language === "en") return `${roi}%`;
  return formatPercentIn(language, roi / 100, 0);
}

/**
 * A prepaid credit volume ("1k", "20k" in the plans): kept as written in English, a number in the
 * other languages ("1 000", "20.000"), where "k" is not how amounts of credits are written.
 */
export function creditVolumeIn(language: Language, volume: string): string {
  if (language === "en") return volume;
  const match = /^(\d+)k$/.exec(volume);
  return match ? formatNumberIn(language, Number(match[1]) * 1000) : volume;
}
