/**
 * The sample certificate shown in the sample certificate modal: its
 * figures and identifiers. The item's description, colour and result are words, in copy/.
 */
export interface CertificateSample {
  confidence: string;
  /** Condition grade out of 10. */
  conditionGrade: number;
  marketValue: { min: number; max: number };
  certificateId: string;
}

export const sampleCertificate: CertificateSample = {
  confidence: "98.6%",
  conditionGrade: 9,
  marketValue: { min: 14500, max: 17800 },
  certificateId: "CC-2025-HB-48217",
};

/** The fields of the certificate, in the order it lists them. */
export const certificateFieldIds = [
  "item",
  "colour",
  "result",
  "confidence",
  "grade",
  "value",
  "id",
] as const;
