import { describe, expect, test } from "vitest";
import { specificationSample } from "#app/lib/sample-certificates.ts";
import { formatConfidence } from "./certificate-details.tsx";

describe("a certificate's confidence, per language", () => {
  test("the specification's sample keeps its decimal: 98.6 % in each language's own way", () => {
    const confidence = specificationSample.confidence;
    expect(formatConfidence("en", confidence)).toBe("98.6%");
    expect(formatConfidence("fr", confidence)).toBe("98,6\u00a0%");
    expect(formatConfidence("it", confidence)).toBe("98,6%");
    // Arabic as the site writes numbers: Western digits, the percent sign held left-to-right.
    expect(formatConfidence("ar", confidence)).toBe("98.6\u200e%\u200e");
  });

  test("a whole confidence is written without a decimal", () => {
    expect(formatConfidence("en", 97)).toBe("97%");
    expect(formatConfidence("fr", 97)).toBe("97\u00a0%");
    expect(formatConfidence("en", 100)).toBe("100%");
  });
});
