/**
 * For a route loader: every shared claim finished in the language of the address ("99,9 %",
 * "3 à 7 jours ouvrés"), so that the page and its `meta` receive strings and build none.
 */
import { loadCopy } from "#app/i18n/copy.ts";
import { type Claims, claimsIn } from "./claims.ts";
import { claimsCopy } from "./copy/index.ts";

export async function loadClaims(request: Request): Promise<Claims> {
  const { language, copy } = await loadCopy(claimsCopy, request);
  return claimsIn(language, copy);
}
