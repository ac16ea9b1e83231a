import { localizePath, regions } from "#app/i18n/regions.ts";

/** A public page: its route pattern, its module and, for a pattern with a parameter, the values that exist. */
export interface PublicPage {
  id: string;
  /** Route pattern; at most one `:param` segment. */
  path: string;
  file: string;
  /** The known values of the pattern's parameter: each is prerendered and listed in the sitemap. */
  params?: readonly string[];
}

/**
 * The public pages, in the order of the specification's route table (spec 000, section 2).
 * Each is prerendered, listed in the sitemap and served under every region prefix. Parameterised
 * pages prerender their known values; any other value is rendered on request with HTTP 404.
 */
export const publicPages: readonly PublicPage[] = [
  { id: "home", path: "/", file: "routes/marketing/home.tsx" },
  { id: "business", path: "/business", file: "routes/marketing/business.tsx" },
  {
    id: "what-we-authenticate",
    path: "/what-we-authenticate",
    file: "routes/marketing/what-we-authenticate.tsx",
  },
  {
    id: "rewards-and-benefits",
    path: "/rewards-and-benefits",
    file: "routes/marketing/rewards-and-benefits.tsx",
  },
  { id: "pricing", path: "/pricing", file: "routes/marketing/pricing.tsx" },
  { id: "benefits", path: "/benefits", file: "routes/marketing/benefits.tsx" },
  { id: "collect-card", path: "/collect-card", file: "routes/marketing/collect-card.tsx" },
  {
    id: "multi-agent-authentication",
    path: "/multi-agent-authentication",
    file: "routes/marketing/multi-agent-authentication.tsx",
  },
  {
    id: "financial-guarantee",
    path: "/financial-guarantee",
    file: "routes/marketing/financial-guarantee.tsx",
  },
  { id: "privacy", path: "/privacy", file: "routes/legal/privacy.tsx" },
  { id: "terms", path: "/terms", file: "routes/legal/terms.tsx" },
  { id: "cookies", path: "/cookies", file: "routes/legal/cookies.tsx" },
  { id: "about", path: "/about", file: "routes/content/about.tsx" },
  {
    id: "authenticate-category",
    path: "/authenticate/:categoryId",
    file: "routes/content/authenticate-category.tsx",
    params: ["luxury-watches", "luxury-handbags", "fine-jewelry"],
  },
  {
    id: "brand",
    path: "/brands/:brandSlug",
    file: "routes/content/brand.tsx",
    params: ["rolex", "hermes", "chanel"],
  },
  {
    id: "category",
    path: "/categories/:categorySlug",
    file: "routes/content/category.tsx",
    params: ["luxury-watches", "luxury-handbags", "fine-jewelry"],
  },
  {
    id: "guide-rolex",
    path: "/guides/rolex-authentication",
    file: "routes/content/guide-rolex-authentication.tsx",
  },
  {
    id: "guide-fraud-prevention",
    path: "/guides/fraud-prevention",
    file: "routes/content/guide-fraud-prevention.tsx",
  },
  {
    id: "guide-handbag",
    path: "/guides/handbag-authentication",
    file: "routes/content/guide-handbag-authentication.tsx",
  },
  {
    id: "market-data",
    path: "/market-data/:marketId",
    file: "routes/content/market-data.tsx",
    params: ["luxury-watches", "luxury-handbags"],
  },
  {
    id: "comparison-hermes-vs-chanel",
    path: "/comparisons/hermes-vs-chanel",
    file: "routes/content/comparison-hermes-vs-chanel.tsx",
  },
  { id: "faq-authentication", path: "/faq/authentication", file: "routes/content/faq-authentication.tsx" },
  { id: "services", path: "/services", file: "routes/content/services.tsx" },
  { id: "locations", path: "/locations", file: "routes/content/locations.tsx" },
  {
    id: "city",
    path: "/locations/:citySlug",
    file: "routes/content/city.tsx",
    params: [
      "new-york",
      "los-angeles",
      "miami",
      "san-francisco",
      "london",
      "paris",
      "milan",
      "geneva",
      "hong-kong",
      "tokyo",
      "singapore",
      "dubai",
    ],
  },
  { id: "watch-trends", path: "/market/watch-trends", file: "routes/content/watch-trends.tsx" },
  { id: "reports", path: "/reports", file: "routes/content/reports.tsx" },
  {
    id: "partnerships-guest-posts",
    path: "/partnerships/guest-posts",
    file: "routes/content/partnerships-guest-posts.tsx",
  },
  {
    id: "partnerships-auction-houses",
    path: "/partnerships/auction-houses",
    file: "routes/content/partnerships-auction-houses.tsx",
  },
  { id: "contact-us", path: "/contact-us", file: "routes/content/contact-us.tsx" },
];

/** The concrete unprefixed paths of one page: the path itself, or one per known parameter value. */
export function pathsOf(page: PublicPage): string[] {
  if (!page.params) return [page.path];
  return page.params.map((value) => page.path.replace(/:[A-Za-z]+/, value));
}

/** Every unprefixed address of every public page. */
export function canonicalPaths(): string[] {
  return publicPages.flatMap(pathsOf);
}

/** Every address of every public page, for prerendering and the sitemap. */
export function allPageAddresses(): string[] {
  return canonicalPaths().flatMap((path) => [
    path,
    ...regions.map((region) => localizePath(path, region.prefix)),
  ]);
}

/** Machine-facing files generated at build time. */
export const generatedFiles = ["/sitemap.xml", "/robots.txt", "/manifest.webmanifest"] as const;

export function prerenderPaths(): string[] {
  return [...allPageAddresses(), ...generatedFiles];
}
