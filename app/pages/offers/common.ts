import { type LoadedCopy, loadCopy, type PageCopy } from "#app/i18n/copy.ts";
import { type OffersCopy, offersCopy } from "./copy/index.ts";

/**
 * Shapes and loading shared by the pricing, benefits, collect card and rewards pages. Each page's
 * words are in copy/<page>/; the words of the sections every one of them shows are in copy/shared/.
 */

/** Where a call to action leads: the external sign-in, the card sign-in, or a page of this site. */
export type OffersAction = { kind: "sign-in" } | { kind: "card-sign-in" } | { kind: "internal"; to: string };

export interface OffersStep {
  title: string;
  text: string;
}

export interface OffersFaq {
  question: string;
  answer: string;
}

/** What an offers page's loader sends: its own copy and the group's shared copy, in one language. */
export interface LoadedOffersCopy<T> extends LoadedCopy<T> {
  shared: OffersCopy;
}

/** For an offers route's loader: the page's copy and the shared copy in the address's language. */
export async function loadOffersCopy<T>(copy: PageCopy<T>, request: Request): Promise<LoadedOffersCopy<T>> {
  const [page, shared] = await Promise.all([loadCopy(copy, request), loadCopy(offersCopy, request)]);
  return { ...page, shared: shared.copy };
}
