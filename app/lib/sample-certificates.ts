/**
 * The four sample certificates an instance on the embedded defaults seeds at start (one per
 * result, and one revoked), so that a newcomer can try /verify at once. Their IDs were drawn once and are fixed
 * here (README, "Certificates", lists the same); each one passes the check character of
 * app/lib/certificate-id.ts. The server signs them with its own key, so their proofs differ from
 * one instance to another, but their IDs and fields never do.
 */
export const sampleCertificateIds = {
  authentic: "CC-TP05-MW1M-RT16",
  not_authentic: "CC-MJVN-DNMX-Y6YW",
  inconclusive: "CC-4WSE-EB4F-SEZT",
  revoked: "CC-R3V0-KD8Q-N2H7",
} as const;

/**
 * The reference a sample certificate's item carries: a word, not a manufacturer's reference, so
 * the certificate page writes it in the page's language (the page's "Sample").
 */
export const sampleReference = "Sample";

export function isSampleCertificateId(id: string): boolean {
  return (Object.values(sampleCertificateIds) as string[]).includes(id);
}
