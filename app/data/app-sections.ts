/**
 * The in-app area. Sections derive
 * from the path prefix. Their screens are not specified: each shows its frame and an honest
 * empty state pointing to the sign-in site, where the authentication flow lives.
 */
import { aiAuthenticationFigures, vaultSubscriptionFigures } from "#app/data/products.ts";
import { sessionLifetimeDays } from "#app/data/session.ts";

export type AppSectionId = "vault" | "upload" | "authenticate" | "loyalty" | "credits" | "profile" | "review";

export interface AppSection {
  id: AppSectionId;
  /** Where the section's navigation entry goes. */
  home: string;
  /** Path patterns of the section; `:id` stands for any item id. */
  paths: readonly string[];
  /** Shown in the menu only to review desk staff (once /api/review/me answers); the server decides every role. */
  staffOnly?: boolean;
}

export const appSections: readonly AppSection[] = [
  {
    id: "vault",
    home: "/app/my-vault",
    paths: ["/app/my-vault", "/app/item/:id", "/app/vaultcare/:id", "/app/transfer/:id"],
  },
  {
    id: "upload",
    home: "/app/upload",
    paths: ["/app/upload", "/app/upload/item-type", "/app/upload/pictures"],
  },
  {
    id: "authenticate",
    home: "/app/authenticate",
    paths: [
      "/app/authenticate",
      "/app/authenticate/item-type",
      "/app/authenticate/pictures",
      "/app/authenticate/complete",
    ],
  },
  {
    id: "loyalty",
    home: "/app/loyalty",
    paths: ["/app/loyalty", "/app/loyalty/journey", "/app/loyalty/earn-points", "/app/loyalty/reward/:id"],
  },
  {
    id: "credits",
    home: "/app/buy-credits",
    paths: ["/app/buy-credits", "/app/buy-credits/success"],
  },
  {
    id: "profile",
    home: "/app/profile",
    paths: [
      "/app/profile",
      "/app/profile/personal-data",
      "/app/profile/security",
      "/app/profile/notifications",
      "/app/profile/support",
      "/app/profile/others",
    ],
  },
  {
    id: "review",
    home: "/app/review",
    paths: ["/app/review", "/app/review/metrics", "/app/review/staff", "/app/review/:id"],
    staffOnly: true,
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

/** The profile's screens, in order (`/app/profile/{id}`). */
export const profileScreens = ["personal-data", "security", "notifications", "support", "others"] as const;
export type ProfileScreenId = (typeof profileScreens)[number];

/** The figures the sections' words quote. */
export const appFigures = {
  credits: aiAuthenticationFigures.credits,
  monthlyCredits: vaultSubscriptionFigures.monthlyCredits,
  sessionDays: sessionLifetimeDays,
} as const;
