/**
 * The in-app area (spec 000, section 2; index of readings, "The in-app area"). Sections derive
 * from the path prefix. Their screens are not specified: each shows its frame and an honest
 * empty state pointing to the sign-in site, where the authentication flow lives.
 */
import { aiAuthenticationFigures, vaultSubscriptionFigures } from "#app/data/plans.ts";
export type AppSectionId = "vault" | "upload" | "authenticate" | "loyalty" | "credits" | "profile";

export interface AppSection {
  id: AppSectionId;
  label: string;
  /** Where the section's navigation entry goes. */
  home: string;
  title: string;
  summary: string;
  /** Path patterns of the section (spec 000, route table); `:id` stands for any item id. */
  paths: readonly string[];
}

export const appSections: readonly AppSection[] = [
  {
    id: "vault",
    label: "My vault",
    home: "/app/my-vault",
    title: "Your vault",
    summary:
      "Every item you authenticate lands here with its certificate, its VaultCare cover and its transfer history.",
    paths: ["/app/my-vault", "/app/item/:id", "/app/vaultcare/:id", "/app/transfer/:id"],
  },
  {
    id: "upload",
    label: "Upload",
    home: "/app/upload",
    title: "Add an item",
    summary: "Choose the item type, then add clear photos of the item, its labels, serials and receipts.",
    paths: ["/app/upload", "/app/upload/item-type", "/app/upload/pictures"],
  },
  {
    id: "authenticate",
    label: "Authenticate",
    home: "/app/authenticate",
    title: "Start an authentication",
    summary:
      "The multi-agent AI reviews your photos and documents; an expert can review the result before your card ships.",
    paths: [
      "/app/authenticate",
      "/app/authenticate/item-type",
      "/app/authenticate/pictures",
      "/app/authenticate/complete",
    ],
  },
  {
    id: "loyalty",
    label: "Loyalty",
    home: "/app/loyalty",
    title: "Points and rewards",
    summary: "Points you earn with every authentication, your journey so far and the rewards they unlock.",
    paths: ["/app/loyalty", "/app/loyalty/journey", "/app/loyalty/earn-points", "/app/loyalty/reward/:id"],
  },
  {
    id: "credits",
    label: "Credits",
    home: "/app/buy-credits",
    title: "Authentication credits",
    summary: `Credits pay for AI authentications: ${aiAuthenticationFigures.credits} credits each, or ${vaultSubscriptionFigures.monthlyCredits} a month with the Vault Subscription.`,
    paths: ["/app/buy-credits"],
  },
  {
    id: "profile",
    label: "Profile",
    home: "/app/profile",
    title: "Your profile",
    summary: "Your account details, security and privacy.",
    paths: [
      "/app/profile",
      "/app/profile/personal-data",
      "/app/profile/security",
      "/app/profile/notifications",
      "/app/profile/support",
      "/app/profile/others",
    ],
  },
];

function matches(pattern: string, pathname: string): boolean {
  const a = pattern.split("/");
  const b = pathname.replace(/\/+$/, "").split("/");
  return (
    a.length === b.length &&
    a.every((part, i) => (part === ":id" ? /^[\w-]{1,64}$/.test(b[i] ?? "") : part === b[i]))
  );
}

/** The section a path of the in-app area belongs to, or null when no such screen exists. */
export function appSectionOf(pathname: string): AppSection | null {
  return appSections.find((section) => section.paths.some((p) => matches(p, pathname))) ?? null;
}

/** Where visitors go to sign in and register. */
export const appLoginPath = "/app/login";

/** A `next` target is only ever a path of the in-app area (no open redirect). */
export function safeNext(next: string | null | undefined): string {
  if (next === "/settings/privacy") return next;
  return next && /^\/app\/[\w\-/]*$/.test(next) && appSectionOf(next) ? next : "/app/profile";
}

export const profileTabs = [
  { path: "/app/profile/personal-data", label: "Personal data" },
  { path: "/app/profile/security", label: "Security" },
  { path: "/app/profile/notifications", label: "Notifications" },
  { path: "/app/profile/support", label: "Support" },
  { path: "/app/profile/others", label: "Privacy and more" },
] as const;
