/**
 * Privacy, retention and notice periods (spec 000, section 9, "Privacy and retention").
 * Each figure lives here once; the legal texts and the privacy panel read it from here.
 */
export const privacyPeriods = {
  dataExport: "30 days",
  deletion: "30 days",
  gdprResponse: "30 days",
  priceChangeNotice: "30 days",
  legalContactResponse: "5 business days",
} as const;

/** Cookie retention (spec 000, section 9). */
export const cookieRetention = {
  authentication: "30 days",
  preferences: "1 year",
  analytics: "up to 2 years",
} as const;

/** Analytics cookies are kept 30 days by the analytics set-up (spec 000, section 7). */
export const analyticsCookieLifetimeDays = 30;
