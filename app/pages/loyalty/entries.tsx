import { useI18n } from "#app/components/i18n-provider.tsx";
import { hotelOfferRecords } from "#app/data/hotel-offers.ts";
import { monthNames } from "#app/i18n/dates.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { LoyaltyCopy } from "./copy/index.ts";
import type { PointsEntry } from "./loyalty-api.ts";
import { useLoyaltyWords } from "./screen.tsx";

/** A day as the site writes it in `language` ("28 November 2026", "28 نوفمبر 2026"). */
export function dayIn(language: Language, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getDate()} ${monthNames[language][date.getMonth()]} ${date.getFullYear()}`;
}

/** A hotel offer's name (the same in every language), or its id for an offer the site no longer shows. */
export function hotelName(id: string | null): string {
  return hotelOfferRecords.find((h) => h.id === id)?.name ?? id ?? "";
}

/** An entry's cause in words: what earned or spent its points. */
export function causeOf(
  copy: LoyaltyCopy,
  entry: PointsEntry,
): { text: string; values: Record<string, string> } {
  switch (entry.reason) {
    case "authentication":
    case "vault-share":
    case "transfer":
      return { text: copy.reasons[entry.reason], values: {} };
    case "redeem":
      return { text: copy.reasons.redeem, values: { hotel: hotelName(entry.rewardId) } };
    default:
      return { text: copy.reasons.other, values: {} };
  }
}

/** The ledger's entries, newest first: cause, date and signed points. */
export function EntryList({ entries, labelledBy }: { entries: readonly PointsEntry[]; labelledBy: string }) {
  const { copy } = useLoyaltyWords();
  const { t, language } = useI18n();
  return (
    <ul
      aria-labelledby={labelledBy}
      className="mt-4 divide-y divide-line rounded-2xl border border-line bg-white"
    >
      {entries.map((entry) => {
        const cause = causeOf(copy, entry);
        const points = Math.abs(entry.delta);
        return (
          <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 p-4">
            <div className="min-w-0">
              <p className="font-semibold [overflow-wrap:anywhere]">{t(cause.text, cause.values)}</p>
              <p className="text-sm text-ink/75">
                <time dateTime={entry.at}>{dayIn(language, entry.at)}</time>
                {entry.multiplier && entry.multiplier > 1 ? (
                  <span> · {t(copy.entry.doubled, { multiplier: entry.multiplier })}</span>
                ) : null}
              </p>
            </div>
            <p
              className={`shrink-0 font-semibold tabular-nums ${entry.delta < 0 ? "text-ink" : "text-emerald-800"}`}
            >
              {t(entry.delta < 0 ? copy.entry.loss : copy.entry.gain, { points })}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
