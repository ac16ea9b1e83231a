/**
 * Privacy, retention and notice periods, and cookie lifetimes. Each figure lives here once; the
 * legal texts (copy/) word them through their placeholders.
 */
export const legalFigures = {
  /** Days within which a data export is made available. */
  dataExportDays: 30,
  /** Days after a deletion request at which the account is deleted. */
  deletionDays: 30,
  /** Days within which a request to exercise a data right is answered. */
  responseDays: 30,
  /** Days of notice before a price change applies. */
  priceNoticeDays: 30,
  /** Business days within which the legal contact address replies. */
  contactResponseDays: 5,
  /** Lifetime of the sign-in cookie, in days. */
  authenticationCookieDays: 30,
  /** Lifetime of preference cookies, in years. */
  preferencesCookieYears: 1,
  /** The longest an analytics provider may keep its cookies, in years. */
  analyticsCookieMaxYears: 2,
  /** Analytics cookies expire after this many days in the site's own set-up. */
  analyticsCookieDays: 30,
} as const;

/** The date each legal text was last changed (ISO). */
export const legalUpdated = {
  privacy: "2026-11-21",
  terms: "2026-11-21",
  cookies: "2026-11-21",
} as const;
