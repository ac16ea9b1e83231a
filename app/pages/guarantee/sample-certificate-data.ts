import { specificationSample } from "#app/lib/sample-certificates.ts";

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

/** The registry's sample of the same ID (app/lib/sample-certificates.ts): one set of figures. */
export const sampleCertificate: CertificateSample = {
  confidence: specificationSample.confidence / 100,
  conditionGrade: specificationSample.conditionGrade,
  marketValue: { min: specificationSample.marketValue.min, max: specificationSample.marketValue.max },
  certificateId: specificationSample.id,
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
