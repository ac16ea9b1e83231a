/**
 * Contact and support: business hours, emergency cover, response times and the quick-help links
 * of /contact-us. The figures and links are here; their words are in copy/ (`contact.*`).
 */

export interface HoursRow {
  /** `contact.hours.days.<id>` names the days. */
  id: "weekdays" | "saturday" | "sunday";
  /** Opening hours; none on a closed day (`contact.hours.closed`). */
  time: string | null;
}

export const businessHours: readonly HoursRow[] = [
  { id: "weekdays", time: "9:00 AM-6:00 PM EST" },
  { id: "saturday", time: "10:00 AM-4:00 PM EST" },
  { id: "sunday", time: null },
];

/** Emergency cover: its hours; its audience is worded in copy/. */
export const emergencyCover = { hours: "24/7" } as const;

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
