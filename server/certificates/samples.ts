import { sampleCertificateIds, sampleReference, specificationSample } from "#app/lib/sample-certificates.ts";

/**
 * The bodies of the five sample certificates (their IDs: app/lib/sample-certificates.ts), one
 * per result, one revoked (issued authentic, then withdrawn: `revoked` is the reason given) and
 * the specification's own, seeded at start on the embedded defaults.
 */
export const sampleCertificates = [
  {
    id: sampleCertificateIds.authentic,
    input: {
      item: {
        category: "handbags",
        brand: "Hermès",
        model: "Birkin 30",
        colour: "Gold Togo",
        reference: sampleReference,
      },
      result: "authentic",
      confidence: 97,
      conditionGrade: 8,
      marketValue: { min: 18000, max: 24000, currency: "USD" },
      reviewedBy: "ai+human",
      date: "2026-11-20",
    },
  },
  {
    id: sampleCertificateIds.not_authentic,
    input: {
      item: { category: "sneakers", brand: "Nike", model: "Air Jordan 1 Retro High OG", colour: "Chicago" },
      result: "not_authentic",
      confidence: 99,
      conditionGrade: 6,
      reviewedBy: "ai+human",
      date: "2026-11-18",
    },
  },
  {
    id: sampleCertificateIds.inconclusive,
    input: {
      item: { category: "watches", brand: "Rolex", model: "Submariner Date 126610LN" },
      result: "inconclusive",
      confidence: 61,
      conditionGrade: 7,
      marketValue: { min: 9500, max: 12500, currency: "USD" },
      reviewedBy: "ai",
      date: "2026-11-15",
    },
  },
  {
    id: sampleCertificateIds.revoked,
    input: {
      item: { category: "watches", brand: "Rolex", model: "Daytona 116500LN" },
      result: "authentic",
      confidence: 96,
      conditionGrade: 9,
      marketValue: { min: 24000, max: 29000, currency: "USD" },
      reviewedBy: "ai+human",
      date: "2026-11-10",
    },
    revoked: "Sample: a certificate withdrawn after it was issued.",
  },
  {
    // The specification's sample (/financial-guarantee shows it): its older ID and decimal confidence.
    id: specificationSample.id,
    input: {
      item: {
        category: "handbags",
        brand: "Hermès",
        model: "Birkin 30",
        colour: "Gold",
        reference: sampleReference,
      },
      result: "authentic",
      confidence: specificationSample.confidence,
      conditionGrade: specificationSample.conditionGrade,
      marketValue: specificationSample.marketValue,
      reviewedBy: "ai+human",
      date: "2025-11-14",
    },
  },
] as const;
