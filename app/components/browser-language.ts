import { useEffect } from "react";
import { isLanguage, type Language } from "#app/i18n/languages.ts";
import { whenHydrated } from "#app/lib/hydration.ts";
import { readStoredLanguage, useI18n } from "./i18n-provider.tsx";

/**
 * The first of the browser's preferred languages (`navigator.languages`, most wanted first) that
 * the site speaks, matched on the primary subtag: "fr-CA" is French, "ar-AE" Arabic. Null when
 * none of them is one of the four.
 */
export function preferredLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/**
 * For addresses without a region prefix (the in-app area): once the page has hydrated, a visitor
 * who has stored no choice sees the first of their browser's languages that the site speaks. The
 * server rendered English (it cannot know), so the switch waits for hydration, like a stored
 * choice does, and nothing is stored: the public pages keep following their address.
 */
export function useBrowserLanguage(): void {
  const { showLanguage } = useI18n();
  useEffect(() => {
    let cancelled = false;
    void whenHydrated().then(() => {
      if (cancelled || readStoredLanguage()) return;
      const preferred = preferredLanguage(navigator.languages ?? [navigator.language]);
      if (preferred) void showLanguage(preferred);
    });
    return () => {
      cancelled = true;
    };
  }, [showLanguage]);
}
