/**
 * The site's name and every outside address.
 * The server reads them from the environment once (env.server.ts) and hands this
 * public part to the browser through the root loader; nothing secret belongs here.
 */
export interface SiteConfig {
  brand: string;
  /** Public origin for canonical links and the sitemap, without a trailing slash. */
  siteUrl: string;
  /** Sign-in site on the collect subdomain. */
  signIn: { origin: string; signInPath: string; cardSignInPath: string };
  /** Host of `/collectcard/explore/{id}`'s target, `collect-cards/{id}`. */
  collectCardsOrigin: string;
  legalEmail: string;
  analytics: { gaMeasurementId: string | null; metaPixelId: string | null };
  /** The video host whose player frames the home page embeds after a click. */
  video: { heroVideoId: string | null; embedOrigin: string };
  social: { label: string; href: string }[];
}

export function signInUrl(config: SiteConfig): string {
  return new URL(config.signIn.signInPath, config.signIn.origin).href;
}

export function cardSignInUrl(config: SiteConfig): string {
  return new URL(config.signIn.cardSignInPath, config.signIn.origin).href;
}

/** `/collectcard/explore/{id}?q` -> `{collectCardsOrigin}/collect-cards/{id}?q`. */
export function collectCardUrl(config: SiteConfig, id: string, search: string): string {
  const url = new URL(`/collect-cards/${encodeURIComponent(id)}`, config.collectCardsOrigin);
  url.search = search;
  return url.href;
}

export function absoluteUrl(config: SiteConfig, path: string): string {
  return `${config.siteUrl}${path}`;
}
