import { createHmac, hkdfSync } from "node:crypto";
import { describe, expect, test } from "vitest";
import type { Db } from "../db/client.ts";
import { createLogger } from "../logger.ts";
import { reviewerPseudonym } from "../review/pseudonym.ts";
import { createPhotoService, deriveKey, keyLabels } from "./service.ts";
import { fileStorage } from "./storage.ts";

/** The photo secret's two keys (issue 30): URL signatures and reviewers' pseudonyms, each derived apart. */
describe("keys drawn from the photo secret", () => {
  const secret = Buffer.alloc(32, 7);
  // Signing and pseudonyms touch neither the database nor the store.
  const service = createPhotoService({
    db: {} as Db,
    storage: fileStorage("/nonexistent-photo-store"),
    logger: createLogger("silent"),
    urlKey: secret,
    leaseMs: 60_000,
    now: () => 1_800_000_000_000,
  });

  test("each key is HKDF-SHA256 of the secret under its own label, and differs from the secret and the other", () => {
    const urls = Buffer.from(
      hkdfSync("sha256", secret, Buffer.alloc(0), "collect/photo-url-signatures/v1", 32),
    );
    const pseudonyms = Buffer.from(
      hkdfSync("sha256", secret, Buffer.alloc(0), "collect/reviewer-pseudonyms/v1", 32),
    );
    expect(deriveKey(secret, keyLabels.photoUrls)).toEqual(urls);
    expect(deriveKey(secret, keyLabels.reviewerPseudonyms)).toEqual(pseudonyms);
    expect(service.pseudonymKey).toEqual(pseudonyms);
    expect(service.pseudonymKey.equals(secret)).toBe(false);
    expect(urls.equals(pseudonyms)).toBe(false);
  });

  test("photo URLs are signed with the derived URL key, not the secret or the pseudonym key", () => {
    const id = "0b6f5d1e-5a4e-4f3e-9d7c-1a2b3c4d5e6f";
    const url = new URL(service.signedUrl(id, "large"), "https://collect.test");
    const exp = url.searchParams.get("exp") as string;
    const sig = url.searchParams.get("sig") as string;
    const under = (key: Buffer) => createHmac("sha256", key).update(`${id}/large/${exp}`).digest("base64url");
    expect(sig).toBe(under(deriveKey(secret, keyLabels.photoUrls)));
    expect(sig).not.toBe(under(secret));
    expect(sig).not.toBe(under(service.pseudonymKey));
    expect(service.verify(id, "large", exp, sig)).toBe(true);
    expect(service.verify(id, "large", exp, under(secret))).toBe(false);
  });

  test("a reviewer's pseudonym under the derived key is not the one under the secret itself", () => {
    const user = "7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f";
    expect(reviewerPseudonym(user, service.pseudonymKey)).toMatch(/^R-[A-Z2-7]{6}$/);
    expect(reviewerPseudonym(user, service.pseudonymKey)).not.toBe(reviewerPseudonym(user, secret));
  });
});
