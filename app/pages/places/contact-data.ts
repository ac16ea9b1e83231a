/**
 * Contact and support: business hours, response times and the quick-help links
 * of /contact-us. The figures and links are here; their words are in copy/ (`contact.*`), emergency cover
 * (round the clock) included.
 */

export interface HoursRow {
  /** `contact.hours.days.<id>` names the days. */
  id: "weekdays" | "saturday" | "sunday";
  /**
   * Opening and closing times (24-hour clock, US Eastern time: `contact.hours.range` says so);
   * none on a closed day (`contact.hours.closed`).
   */
  hours: { opens: string; closes: string } | null;
}

export const businessHours: readonly HoursRow[] = [
  { id: "weekdays", hours: { opens: "09:00", closes: "18:00" } },
  { id: "saturday", hours: { opens: "10:00", closes: "16:00" } },
  { id: "sunday", hours: null },
];

/** How soon each channel answers, in hours (`contact.response.<id>` names the channel). */
export const responseTimes: readonly { id: "general" | "technical" | "emergency"; hours: number }[] = [
  { id: "general", hours: 24 },
  { id: "technical", hours: 4 },
  { id: "emergency", hours: 1 },
];

/** The pages that answer the most common questions (`contact.quickHelp.items.<id>`). */
export const quickHelp = [
  { id: "faq", to: "/faq/authentication" },
  { id: "pricing", to: "/pricing" },
  { id: "what-we-authenticate", to: "/what-we-authenticate" },
  { id: "fraud-prevention", to: "/guides/fraud-prevention" },
] as const;
