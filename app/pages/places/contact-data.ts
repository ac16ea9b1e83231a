/**
 * Contact and support (spec 000 section 9 "Contact and support"; spec 001 section 9): business
 * hours, emergency cover, response times and the quick-help links of /contact-us.
 */

export interface HoursRow {
  days: string;
  time: string;
}

export const businessHours: readonly HoursRow[] = [
  { days: "Mon-Fri", time: "9:00 AM-6:00 PM EST" },
  { days: "Sat", time: "10:00 AM-4:00 PM EST" },
  { days: "Sunday", time: "closed" },
];

/** Emergency cover: its hours and audience, and the sentence that joins them. */
const emergencyHours = "24/7";
const emergencyAudience = "premium members";
export const emergencyCover = {
  title: "Emergency authentication",
  hours: emergencyHours,
  audience: emergencyAudience,
  availability: `${emergencyHours} for ${emergencyAudience}`,
} as const;

export const responseTimes: readonly { channel: string; time: string }[] = [
  { channel: "General inquiries", time: "within 24 hours" },
  { channel: "Technical support", time: "within 4 hours" },
  { channel: "Emergency authentication", time: "within 1 hour" },
];

export const quickHelp: readonly { label: string; description: string; to: string }[] = [
  {
    label: "Authentication FAQ",
    description: "How authentication works, what it costs and how long it takes.",
    to: "/faq/authentication",
  },
  { label: "Pricing", description: "Prices per item, plans and prepaid credits.", to: "/pricing" },
  {
    label: "What we authenticate",
    description: "The categories and brands our experts cover.",
    to: "/what-we-authenticate",
  },
  {
    label: "Fraud prevention guide",
    description: "How to spot a fake and buy safely before you pay.",
    to: "/guides/fraud-prevention",
  },
];
