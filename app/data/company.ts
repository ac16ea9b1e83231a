/**
 * The company's postal address at the level the site states it: its city and its country
 * (ISO 3166-1 alpha-2), in schema.org PostalAddress field names for the JSON-LD, which names the
 * city in English in every language. The visible "based in" line is copy (`copy/claims`).
 */
export const companyAddress = {
  addressLocality: "London",
  addressCountry: "GB",
} as const;
