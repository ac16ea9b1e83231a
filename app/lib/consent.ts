/**
 * Cookie consent: one browser-storage entry, text "true" or "false".
 * No entry means no choice yet, and the banner shows.
 */
export const consentStorageKey = "collect-cookie-consent";

export type ConsentChoice = boolean | null;

export function readConsent(storage: Pick<Storage, "getItem"> | undefined = safeStorage()): ConsentChoice {
  const value = storage?.getItem(consentStorageKey);
  if (value === "true") return true;
  if (value === "false") return false;
  return null;
}

export function storeConsent(
  granted: boolean,
  storage: Pick<Storage, "setItem"> | undefined = safeStorage(),
): void {
  storage?.setItem(consentStorageKey, String(granted));
}

/** localStorage, or nothing where it is unavailable (server, disabled storage). */
export function safeStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Runs in the document head before first paint: marks a stored choice on <html> so that the
 * server-rendered banner never flashes for a returning visitor. Its hash is allowed by the CSP.
 */
export const consentMarkerScript = `try{var c=localStorage.getItem(${JSON.stringify(consentStorageKey)});if(c==="true"||c==="false")document.documentElement.setAttribute("data-consent",c)}catch(e){}`;
