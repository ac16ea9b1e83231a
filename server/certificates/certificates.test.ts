import { randomBytes } from "node:crypto";
import { describe, expect, test } from "vitest";
import { checkCertificateId } from "#app/lib/certificate-id.ts";
import { sampleCertificateIds } from "#app/lib/sample-certificates.ts";
import { offlineLoader } from "./contexts.ts";
import ar from "./copy/ar.json" with { type: "json" };
import en from "./copy/en.json" with { type: "json" };
import fr from "./copy/fr.json" with { type: "json" };
import it from "./copy/it.json" with { type: "json" };
import {
  certificateCredential,
  decodeStatusList,
  encodeStatusList,
  statusBit,
  statusListLength,
  withStatusBit,
} from "./credential.ts";
import { certificateInput, problemOf } from "./input.ts";
import { didWebOf, makeIssuer, originOfDidWeb, parseSigningKey } from "./keys.ts";
import { lookupLimiter } from "./lookup-limit.ts";
import {
  base58Decode,
  base58Encode,
  ed25519PublicKeyFromMultibase,
  ed25519PublicKeyMultibase,
  multibaseDecode,
} from "./multibase.ts";
import { addProof, checkProof } from "./proof.ts";
import { sampleCertificates } from "./samples.ts";
import { certificateText } from "./words.ts";

const body = {
  item: { category: "Handbags", brand: "Hermès", model: "Birkin 30" },
  result: "authentic",
  confidence: 97,
  conditionGrade: 8,
  reviewedBy: "ai",
  date: "2026-11-20",
};

describe("multibase", () => {
  test("base58btc writes the Bitcoin alphabet, keeps leading zeros, and reads back", () => {
    expect(base58Encode(new TextEncoder().encode("Hello World!"))).toBe("2NEpo7TZRRrLZSi2U");
    expect(base58Encode(Uint8Array.from([0, 0, 1]))).toBe("112");
    for (const size of [0, 1, 32, 64]) {
      const bytes = randomBytes(size);
      expect(Buffer.from(base58Decode(base58Encode(bytes)) ?? [])).toEqual(bytes);
    }
    expect(base58Decode("0OIl")).toBeNull();
  });

  test("one text per bytes: leading zeros read back, whitespace in a base58 text is refused", () => {
    expect([...(base58Decode("112") ?? [])]).toEqual([0, 0, 1]);
    expect([...(base58Decode("1") ?? [])]).toEqual([0]);
    expect([...(base58Decode("") ?? [1])]).toEqual([]);
    const text = base58Encode(randomBytes(64));
    expect(base58Decode(`${text.slice(0, 10)} ${text.slice(10)}`)).toBeNull();
    expect(base58Decode(`${text}\n`)).toBeNull();
    expect(multibaseDecode(`z${text} `)).toBeNull();
  });

  test("an Ed25519 public key is written z6Mk... and read back", () => {
    const raw = randomBytes(32);
    const text = ed25519PublicKeyMultibase(raw);
    expect(text.startsWith("z6Mk")).toBe(true);
    expect(Buffer.from(ed25519PublicKeyFromMultibase(text) ?? [])).toEqual(raw);
    expect(ed25519PublicKeyFromMultibase("z2NEpo7TZRRrLZSi2U")).toBeNull();
  });
});

describe("the issuer", () => {
  test("did:web encodes the port and maps back to the origin", () => {
    expect(didWebOf("http://localhost:3100")).toBe("did:web:localhost%3A3100");
    expect(didWebOf("https://collect.example.com")).toBe("did:web:collect.example.com");
    expect(originOfDidWeb("did:web:localhost%3A3100")).toBe("http://localhost:3100");
    expect(originOfDidWeb("did:web:collect.example.com")).toBe("https://collect.example.com");
    expect(originOfDidWeb("did:key:z6Mk")).toBeNull();
  });

  test("ISSUER_SIGNING_KEY is a 32-byte seed in hex or base64url, nothing else", () => {
    const seed = randomBytes(32);
    expect(parseSigningKey(seed.toString("hex"))).toEqual(seed);
    expect(parseSigningKey(seed.toString("base64url"))).toEqual(seed);
    expect(() => parseSigningKey("short")).toThrow(/ISSUER_SIGNING_KEY/);
  });

  test("the DID document lists the current key and the retired ones under assertionMethod", () => {
    const old = makeIssuer("http://localhost:3100", randomBytes(32), []);
    const issuer = makeIssuer("http://localhost:3100", randomBytes(32), [old.current.publicKeyMultibase]);
    const document = issuer.didDocument();
    expect(document.assertionMethod).toEqual([
      issuer.current.verificationMethod,
      old.current.verificationMethod,
    ]);
    expect(issuer.publicKeyOf(old.current.verificationMethod)).not.toBeNull();
    expect(issuer.publicKeyOf("did:web:elsewhere#z6Mk")).toBeNull();
  });
});

describe("proofs", () => {
  test("what is signed checks; one changed field or another key does not", async () => {
    const origin = "http://localhost:3100";
    const issuer = makeIssuer(origin, randomBytes(32), []);
    const loader = offlineLoader({ origins: [origin] });
    const credential = await addProof(
      certificateCredential({
        origin,
        issuer: issuer.did,
        id: sampleCertificateIds.authentic,
        input: certificateInput.parse(body),
        statusIndex: 3,
        sample: false,
        validFrom: new Date("2026-11-20T10:00:00Z"),
      }),
      issuer.current,
      loader,
    );
    expect(credential.proof.proofValue).toMatch(/^z[1-9A-HJ-NP-Za-km-z]{80,90}$/);
    expect((await checkProof(credential, issuer.publicKeyOf, loader)).verified).toBe(true);
    const changed = structuredClone(credential);
    (changed.credentialSubject as { confidence: number }).confidence = 98;
    expect(await checkProof(changed, issuer.publicKeyOf, loader)).toMatchObject({
      verified: false,
      reason: "signature does not match",
    });
    const stranger = makeIssuer(origin, randomBytes(32), []);
    expect((await checkProof(credential, stranger.publicKeyOf, loader)).verified).toBe(false);
    // A decimal confidence is signed as written and checks; a tenth more does not.
    const tenths = await addProof(
      certificateCredential({
        origin,
        issuer: issuer.did,
        id: sampleCertificateIds.specification,
        input: certificateInput.parse({ ...body, confidence: 98.6 }),
        statusIndex: 4,
        sample: true,
        validFrom: new Date("2026-11-20T10:00:00Z"),
      }),
      issuer.current,
      loader,
    );
    expect((tenths.credentialSubject as { confidence: number }).confidence).toBe(98.6);
    expect((await checkProof(tenths, issuer.publicKeyOf, loader)).verified).toBe(true);
    const tenthMore = structuredClone(tenths);
    (tenthMore.credentialSubject as { confidence: number }).confidence = 98.7;
    expect((await checkProof(tenthMore, issuer.publicKeyOf, loader)).verified).toBe(false);
    // An added property is as much a change as an altered one.
    const added = { ...credential, surprise: 1 };
    expect((await checkProof(added, issuer.publicKeyOf, loader)).verified).toBe(false);
  });
});

describe("the status list", () => {
  test("entry 0 is the first byte's highest bit; the encoding reads back", () => {
    const empty = new Uint8Array(statusListLength / 8);
    const bits = withStatusBit(withStatusBit(empty, 0), 131_071);
    expect(bits[0]).toBe(0x80);
    expect(bits[bits.length - 1]).toBe(0x01);
    expect(statusBit(bits, 0)).toBe(true);
    expect(statusBit(bits, 1)).toBe(false);
    expect(statusBit(empty, 0)).toBe(false);
    const encoded = encodeStatusList(bits);
    expect(encoded.startsWith("u")).toBe(true);
    expect(Buffer.from(decodeStatusList(encoded))).toEqual(Buffer.from(bits));
  });
});

describe("the issuing contract", () => {
  const refusal = (input: unknown) => {
    const result = certificateInput.safeParse(input);
    if (result.success) return null;
    const problem = problemOf(result.error, input);
    return `${problem.field}: ${certificateText("en", problem.word, problem.values)}`;
  };

  test("every refusal names its field", () => {
    expect(refusal(body)).toBeNull();
    expect(refusal({ ...body, item: { ...body.item, category: "HANDBAGS" } })).toBeNull();
    expect(refusal({ ...body, confidence: undefined })).toBe("confidence: The field confidence is missing.");
    expect(refusal({ ...body, confidence: 97.5 })).toBeNull();
    expect(refusal({ ...body, confidence: 98.6 })).toBeNull();
    expect(refusal({ ...body, confidence: 98.65 })).toBe(
      "confidence: The field confidence takes at most one decimal place.",
    );
    expect(refusal({ ...body, confidence: 100.1 })).toBe(
      "confidence: The field confidence must be between 0 and 100.",
    );
    expect(refusal({ ...body, confidence: "98.6" })).toBe(
      "confidence: The field confidence must be a number.",
    );
    expect(refusal({ ...body, conditionGrade: 8.5 })).toBe(
      "conditionGrade: The field conditionGrade must be a whole number.",
    );
    expect(refusal({ ...body, conditionGrade: 11 })).toBe(
      "conditionGrade: The field conditionGrade must be between 0 and 10.",
    );
    expect(refusal({ ...body, result: "fake" })).toBe(
      "result: The field result must be one of: authentic, not_authentic, inconclusive.",
    );
    expect(refusal({ ...body, date: "2026-02-30" })).toBe(
      "date: The field date must be a date written YYYY-MM-DD.",
    );
    expect(refusal({ ...body, item: { ...body.item, brand: "" } })).toBe(
      "item.brand: The field item.brand must not be empty.",
    );
    expect(refusal({ ...body, item: { ...body.item, model: "m".repeat(201) } })).toBe(
      "item.model: The field item.model must be at most 200 characters.",
    );
    expect(refusal({ ...body, marketValue: { min: 5, max: 4, currency: "USD" } })).toBe(
      "marketValue.min: The field marketValue.min must not be greater than marketValue.max.",
    );
    expect(refusal({ ...body, marketValue: { min: 1, max: 4, currency: "usd" } })).toBe(
      "marketValue.currency: The field marketValue.currency must be a three-letter currency code in capitals, such as USD.",
    );
    expect(refusal({ ...body, ownerEmail: "nobody" })).toBe(
      "ownerEmail: The field ownerEmail must be a valid e-mail address.",
    );
    expect(refusal({ ...body, owner: "x" })).toBe("owner: The field owner is not part of this request.");
    expect(refusal({ ...body, item: "Birkin" })).toBe("item: The field item must be an object.");
  });

  test("the samples are valid bodies with valid IDs, one per result and one revoked", () => {
    for (const sample of sampleCertificates) {
      expect(refusal(sample.input)).toBeNull();
      expect(checkCertificateId(sample.id)).toEqual({ ok: true, id: sample.id });
    }
    expect(sampleCertificates.map((s) => s.input.result)).toEqual([
      "authentic",
      "not_authentic",
      "inconclusive",
      "authentic",
      "authentic",
    ]);
    expect(sampleCertificates.map((s) => s.id)).toEqual(Object.values(sampleCertificateIds));
    // The specification's sample: its older ID and its decimal confidence, as /financial-guarantee shows them.
    expect(sampleCertificates[4]).toMatchObject({
      id: "CC-2025-HB-48217",
      input: {
        confidence: 98.6,
        conditionGrade: 9,
        marketValue: { min: 14500, max: 17800, currency: "USD" },
      },
    });
    expect(sampleCertificates.filter((s) => "revoked" in s).map((s) => s.id)).toEqual([
      sampleCertificateIds.revoked,
    ]);
  });
});

describe("the lookup allowance", () => {
  test("counts per address in a window and says how long to wait", () => {
    let now = 0;
    const limiter = lookupLimiter(2, 60_000, () => now);
    expect(limiter.take("a")).toBeNull();
    expect(limiter.take("a")).toBeNull();
    expect(limiter.take("b")).toBeNull();
    now = 15_000;
    expect(limiter.take("a")).toBe(45_000);
    now = 60_000;
    expect(limiter.take("a")).toBeNull();
  });
});

describe("the registry's sentences", () => {
  test("every language has every sentence with the same placeholders", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const bundle of [fr, it, ar] as Record<string, string>[]) {
      expect(Object.keys(bundle).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en))
        expect(placeholders(bundle[key] ?? ""), key).toEqual(placeholders(text));
    }
    expect(certificateText("fr", "notFound")).toBe("Certificat introuvable");
    expect(certificateText("it", "fieldRange", { field: "confidence", min: 0, max: 100 })).toBe(
      "Il campo confidence deve essere compreso tra 0 e 100.",
    );
  });
});
