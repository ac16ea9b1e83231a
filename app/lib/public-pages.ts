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
 * The public pages, in the order of the specification's route table.
 * Each is prerendered, listed in the sitemap and served under every region prefix. Parameterised
 * pages prerender their known values; any other value is rendered on request with HTTP 404.
 */
export const publicPages: readonly PublicPage[] = [
  { id: "home", path: "/", file: "pages/home/route.tsx" },
  { id: "business", path: "/business", file: "pages/business/route.tsx" },
  {
    id: "what-we-authenticate",
    path: "/what-we-authenticate",
    file: "pages/what-we-authenticate/route.tsx",
  },
  {
    id: "rewards-and-benefits",
    path: "/rewards-and-benefits",
    file: "pages/offers/rewards.tsx",
  },
  { id: "pricing", path: "/pricing", file: "pages/offers/pricing.tsx" },
  { id: "benefits", path: "/benefits", file: "pages/offers/benefits.tsx" },
  { id: "collect-card", path: "/collect-card", file: "pages/offers/collect-card.tsx" },
  {
    id: "multi-agent-authentication",
    path: "/multi-agent-authentication",
    file: "pages/multi-agent/route.tsx",
  },
  {
    id: "financial-guarantee",
    path: "/financial-guarantee",
    file: "pages/guarantee/route.tsx",
  },
  { id: "privacy", path: "/privacy", file: "pages/legal/privacy.tsx" },
  { id: "terms", path: "/terms", file: "pages/legal/terms.tsx" },
  { id: "cookies", path: "/cookies", file: "pages/legal/cookies.tsx" },
  { id: "about", path: "/about", file: "pages/about/route.tsx" },
  {
    id: "authenticate-category",
    path: "/authenticate/:categoryId",
    file: "pages/brands/authenticate-category.tsx",
    params: ["luxury-watches", "luxury-handbags", "fine-jewelry"],
  },
  {
    id: "brand",
    path: "/brands/:brandSlug",
    file: "pages/brands/brand.tsx",
    params: ["rolex", "hermes", "chanel"],
  },
  {
    id: "category",
    path: "/categories/:categorySlug",
    file: "pages/brands/category.tsx",
    params: ["luxury-watches", "luxury-handbags", "fine-jewelry"],
  },
  {
    id: "guide-rolex",
    path: "/guides/rolex-authentication",
    file: "pages/guides/rolex-authentication.tsx",
  },
  {
    id: "guide-fraud-prevention",
    path: "/guides/fraud-prevention",
    file: "pages/guides/fraud-prevention.tsx",
  },
  {
    id: "guide-handbag",
    path: "/guides/handbag-authentication",
    file: "pages/guides/handbag-authentication.tsx",
  },
  {
    id: "market-data",
    path: "/market-data/:marketId",
    file: "pages/places/market-data.tsx",
    params: ["luxury-watches", "luxury-handbags"],
  },
  {
    id: "comparison-hermes-vs-chanel",
    path: "/comparisons/hermes-vs-chanel",
    file: "pages/brands/comparison.tsx",
  },
  { id: "faq-authentication", path: "/faq/authentication", file: "pages/faq/route.tsx" },
  { id: "services", path: "/services", file: "pages/services/route.tsx" },
  { id: "locations", path: "/locations", file: "pages/places/locations.tsx" },
  {
    id: "city",
    path: "/locations/:citySlug",
    file: "pages/places/city.tsx",
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
  { id: "watch-trends", path: "/market/watch-trends", file: "pages/places/watch-trends.tsx" },
  { id: "reports", path: "/reports", file: "pages/reports/route.tsx" },
  {
    id: "partnerships-guest-posts",
    path: "/partnerships/guest-posts",
    file: "pages/partnerships/guest-posts.tsx",
  },
  {
    id: "partnerships-auction-houses",
    path: "/partnerships/auction-houses",
    file: "pages/partnerships/auction-houses.tsx",
  },
  { id: "contact-us", path: "/contact-us", file: "pages/places/contact-us.tsx" },
  { id: "verify", path: "/verify", file: "pages/verify/route.tsx" },
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
