import { useMemo } from "react";
import { type Claims, type ClaimsCopy, claimsIn } from "#app/data/claims.ts";
import type { LoadedCopy } from "#app/i18n/copy.ts";
import { useI18n } from "./i18n-provider.tsx";

/**
 * The shared claims ("99,9 %", "24-48 h", "3 à 7 jours ouvrés") in the visitor's language, for a
 * page whose loader sent `claims: await loadCopy(claimsCopy, request)`. Loaders and `meta` that
 * need them call `claimsIn(loaded.language, loaded.copy)` directly.
 */
export function useClaims(loaded: LoadedCopy<ClaimsCopy>): Claims {
  const { language } = useI18n();
  const words = loaded.copy;
  return useMemo(() => claimsIn(language, words), [language, words]);
}
