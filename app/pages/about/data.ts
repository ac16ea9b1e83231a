/**
 * The /about page's figures and structure: which entries each section shows, in order, and the
 * figures their words quote. The words are in copy/; claims shared with other pages come from
 * app/data/claims.ts. The people named here are this site's own team, written for this site.
 */
import { awardIn, type Claims, type ClaimsCopy, categoryCounts } from "#app/data/claims.ts";
import type { Language } from "#app/i18n/languages.ts";

/** The figures the page's words quote, by placeholder name, in the language of the claims' words. */
export function aboutFiguresIn(language: Language, claims: Claims, claimsWords: ClaimsCopy) {
  return {
    basedIn: claims.headline.basedIn,
    agents: claims.pipelineFigures.agents,
    layers: claims.pipelineFigures.layers,
    award: awardIn(claimsWords, language).short,
    brands: claims.brandCountsInText.site,
    categories: categoryCounts.home,
    accuracy: claims.accuracy.general,
  };
}

export const aboutTimeline = ["beginning", "first-models", "pipeline", "recognition", "today"] as const;

export const aboutWhatWeDo = ["authentication", "certificates", "card", "pricing"] as const;

export const aboutLeadership = [
  { id: "eleanor-marsh", name: "Eleanor Marsh" },
  { id: "tomas-varga", name: "Tomas Varga" },
  { id: "priya-raman", name: "Priya Raman" },
  { id: "jonah-whitfield", name: "Jonah Whitfield" },
] as const;

export const aboutPartnerships = [
  { id: "auction-houses", to: "/partnerships/auction-houses" },
  { id: "guest-posts", to: "/partnerships/guest-posts" },
  { id: "business", to: "/business" },
] as const;
