/**
 * The five sample certificates an instance on the embedded defaults seeds at start (one per
 * result, one revoked, and the specification's own), so that a newcomer can try /verify at once. Their IDs were drawn once and are fixed
 * here (README, "Certificates", lists the same); each one passes the check character of
 * app/lib/certificate-id.ts. The server signs them with its own key, so their proofs differ from
 * one instance to another, but their IDs and fields never do.
 */
export const sampleCertificateIds = {
  authentic: "CC-TP05-MW1M-RT16",
  not_authentic: "CC-MJVN-DNMX-Y6YW",
  inconclusive: "CC-4WSE-EB4F-SEZT",
  revoked: "CC-R3V0-KD8Q-N2H7",
  /** The specification's sample, shown on /financial-guarantee: the older ID shape, no check character. */
  specification: "CC-2025-HB-48217",
} as const;

/**
 * The figures of the specification's sample certificate, once: the guarantee page's sample dialog
 * shows them and the registry seeds the certificate with them, so the sample a visitor is invited
 * to verify verifies with the same figures. The confidence is a percent with one decimal.
 */
export const specificationSample = {
  id: sampleCertificateIds.specification,
  confidence: 98.6,
  conditionGrade: 9,
  marketValue: { min: 14500, max: 17800, currency: "USD" },
} as const;

/**
 * The reference a sample certificate's item carries: a word, not a manufacturer's reference, so
 * the certificate page writes it in the page's language (the page's "Sample").
 */
export const sampleReference = "Sample";

export function isSampleCertificateId(id: string): boolean {
  return (Object.values(sampleCertificateIds) as string[]).includes(id);
}
