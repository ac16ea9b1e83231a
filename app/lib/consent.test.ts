import { describe, expect, it } from "vitest";
import { consentStorageKey, readConsent, storeConsent } from "./consent.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe("cookie consent", () => {
  it("uses the product-prefixed key", () => {
    expect(consentStorageKey).toBe("collect-cookie-consent");
  });

  it("reads no choice, true and false, and nothing else", () => {
    expect(readConsent(memoryStorage())).toBeNull();
    expect(readConsent(memoryStorage({ [consentStorageKey]: "true" }))).toBe(true);
    expect(readConsent(memoryStorage({ [consentStorageKey]: "false" }))).toBe(false);
    expect(readConsent(memoryStorage({ [consentStorageKey]: "yes" }))).toBeNull();
  });

  it("stores the text true or false", () => {
    const storage = memoryStorage();
    storeConsent(true, storage);
    expect(storage.data.get(consentStorageKey)).toBe("true");
    storeConsent(false, storage);
    expect(storage.data.get(consentStorageKey)).toBe("false");
  });
});
