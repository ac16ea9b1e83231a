/**
 * The sample certificate shown in the sample certificate modal: its
 * figures and identifiers. The item's description, colour and result are words, in copy/.
 */
export interface CertificateSample {
  /** The confidence of the verdict, as a share (0.986 is 98.6%). */
  confidence: number;
  /** Condition grade out of 10. */
  conditionGrade: number;
  marketValue: { min: number; max: number };
  certificateId: string;
}

export const sampleCertificate: CertificateSample = {
  confidence: 0.986,
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
