import categoriesEn from "#app/data/copy/categories/en.json" with { type: "json" };
import { monthNames } from "#app/i18n/dates.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { CertificateView } from "#app/lib/certificates.server.ts";

/** What a page shows of a certificate: everything but the credential itself (offered as a download). */
export type ShownCertificate = Omit<CertificateView, "credential">;

export function shownCertificate(view: CertificateView): ShownCertificate {
  const { credential: _credential, ...shown } = view;
  return shown;
}

/** A day ("2026-11-20", or a date-time read in UTC) written out: "20 November 2026", "20 novembre 2026". */
export function dayIn(language: Language, iso: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getUTCDate()} ${monthNames[language][date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

type CategoryId = keyof typeof categoriesEn.names;

/** The id of a certificate's category as the registry stores it ("toys-figures"), or null if unknown. */
export function categoryIdOf(value: string): CategoryId | null {
  return Object.hasOwn(categoriesEn.names, value) ? (value as CategoryId) : null;
}

/** The page address of a certificate: `/verify/CC-...`. */
export function verifyPath(id: string): string {
  return `/verify/${id}`;
}
