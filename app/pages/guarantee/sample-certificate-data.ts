/** The sample certificate shown in the sample certificate modal (spec 001, business page). */
export interface CertificateSample {
  item: string;
  colour: string;
  result: string;
  confidence: string;
  /** Condition grade out of 10. */
  conditionGrade: number;
  marketValue: { min: number; max: number };
  certificateId: string;
}

export const sampleCertificate: CertificateSample = {
  item: "Hermès Birkin 30, Togo leather, gold hardware",
  colour: "Gold",
  result: "Authentic",
  confidence: "98.6%",
  conditionGrade: 9,
  marketValue: { min: 14500, max: 17800 },
  certificateId: "CC-2025-HB-48217",
};
