import type { SiteConfig } from "./site-config.ts";

/** A complete site configuration for unit tests: every outside address on a test host. */
export const testSiteConfig: SiteConfig = {
  brand: "Collect",
  siteUrl: "https://collect.example",
  signIn: { origin: "https://signin.example", signInPath: "/login", cardSignInPath: "/card/login" },
  collectCardsOrigin: "https://cards.example",
  legalEmail: "privacy@collect.example",
  analytics: { gaMeasurementId: null, metaPixelId: null },
  video: { heroVideoId: null, embedOrigin: "https://www.youtube-nocookie.com" },
  social: [],
};
