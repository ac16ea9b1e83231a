import { randomBytes } from "node:crypto";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import * as vc from "@digitalbazaar/vc";
import { describe, expect, test } from "vitest";
import { reviewerPseudonym } from "#server/review/pseudonym.ts";
import { offlineLoader } from "./contexts.ts";
import { certificateCredential, type VerdictEvidence } from "./credential.ts";
import { certificateInput } from "./input.ts";
import { makeIssuer } from "./keys.ts";
import { addProof } from "./proof.ts";

const origin = "http://localhost:3190";
const key = Buffer.from("the photo url key of this test, 32+ bytes long");

const evidence: VerdictEvidence = {
  method: "ai+human",
  outcome: "authentic",
  confidence: 97,
  grade: 8,
  reviewers: [
    { role: "reviewer", id: reviewerPseudonym("0b6f5d1e-5a4e-4f3e-9d7c-1a2b3c4d5e6f", key) },
    { role: "lead", id: reviewerPseudonym("7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f", key) },
  ],
  checkpoints: [
    { point: "stitching", result: "pass", note: "Even, angled saddle stitch.", marks: [] },
    {
      point: "hardware",
      result: "unsure",
      note: "Engraving worn.",
      marks: [{ slot: "hardware", x: 0.25, y: 0.5, w: 0.125, h: 0.25 }],
    },
  ],
  photos: [{ slot: "front", digest: "a".repeat(64) }],
  reviewedAt: "2026-11-28T06:40:00Z",
};

async function signed() {
  const issuer = makeIssuer(origin, randomBytes(32), []);
  const documents = new Map<string, unknown>([[issuer.did, issuer.didDocument()]]);
  for (const method of issuer.didDocument().assertionMethod as string[])
    documents.set(method, issuer.methodDocument(method));
  const loader = offlineLoader({ origins: [origin], documents });
  const input = certificateInput.parse({
    item: { category: "Handbags", brand: "Hermès", model: "Birkin 30" },
    result: "authentic",
    confidence: 97,
    conditionGrade: 8,
    reviewedBy: "ai+human",
    date: "2026-11-28",
  });
  const unsigned = certificateCredential({
    origin,
    issuer: issuer.did,
    id: "TESTID",
    input,
    statusIndex: 7,
    sample: false,
    validFrom: new Date("2026-11-28T06:40:00Z"),
    evidence,
  });
  return { credential: await addProof(unsigned, issuer.current, loader), loader };
}

/** The independent verifier (Digital Bazaar's), the status left out: this test is about the proof. */
async function verify(credential: unknown, loader: ReturnType<typeof offlineLoader>) {
  return vc.verifyCredential({
    credential,
    suite: new DataIntegrityProof({ cryptosuite }),
    documentLoader: loader,
    checkStatus: async () => ({ verified: true }),
  });
}

describe("reviewer pseudonyms", () => {
  test("R- and six base32 characters, stable per user and key, different across users and keys", () => {
    const a = reviewerPseudonym("user-a", key);
    expect(a).toMatch(/^R-[A-Z2-7]{6}$/);
    expect(reviewerPseudonym("user-a", key)).toBe(a);
    expect(reviewerPseudonym("user-b", key)).not.toBe(a);
    expect(reviewerPseudonym("user-a", "another key")).not.toBe(a);
  });
});

describe("the verdict's evidence in the credential", () => {
  test("is signed with the certificate: the independent verifier accepts it", async () => {
    const { credential, loader } = await signed();
    expect(credential.evidence).toEqual({ type: ["Evidence", "VerdictEvidence"], ...evidence });
    const result = await verify(credential, loader);
    expect(result.error ?? null).toBeNull();
    expect(result.verified).toBe(true);
  });

  test.each([
    [
      "a checkpoint's result",
      (e: VerdictEvidence) => ((e.checkpoints[0] as { result: string }).result = "fail"),
    ],
    ["a checkpoint's note", (e: VerdictEvidence) => ((e.checkpoints[1] as { note: string }).note = "Fine.")],
    ["a mark", (e: VerdictEvidence) => ((e.checkpoints[1]?.marks[0] as { x: number }).x = 0.3)],
    ["a reviewer", (e: VerdictEvidence) => ((e.reviewers[0] as { id: string }).id = "R-AAAAAA")],
    ["a photo digest", (e: VerdictEvidence) => ((e.photos[0] as { digest: string }).digest = "b".repeat(64))],
    ["the confidence", (e: VerdictEvidence) => (e.confidence = 99)],
  ])("is refused after changing %s", async (_what, change) => {
    const { credential, loader } = await signed();
    const tampered = structuredClone(credential);
    change(tampered.evidence as VerdictEvidence);
    const result = await verify(tampered, loader);
    expect(result.verified).toBe(false);
  });
});
