import { describe, expect, it } from "vitest";
import { parseVerdict, ReviewError } from "./service.ts";

const points = ["category:luxury-handbags:0", "brand:hermes:0"];
const good = {
  outcome: "authentic",
  confidence: 97,
  grade: 8,
  valueLow: 9000,
  valueHigh: 11000,
  currency: "EUR",
  summary: " Matches. ",
  checklist: [{ point: "brand:hermes:0", result: "pass", note: "" }],
};

function fieldOf(body: unknown): string | null {
  try {
    parseVerdict(body, points);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ReviewError);
    return String((error as ReviewError).details?.field);
  }
}

describe("parseVerdict", () => {
  it("keeps a whole verdict, the summary trimmed", () => {
    expect(parseVerdict(good, points)).toMatchObject({ outcome: "authentic", summary: "Matches." });
  });

  it("names the field it refuses", () => {
    expect(fieldOf({ ...good, outcome: "fake" })).toBe("outcome");
    expect(fieldOf({ ...good, confidence: 95.5 })).toBe("confidence");
    expect(fieldOf({ ...good, grade: 11 })).toBe("grade");
    expect(fieldOf({ ...good, valueHigh: 100 })).toBe("valueHigh");
    expect(fieldOf({ ...good, currency: "eur" })).toBe("currency");
    expect(fieldOf({ ...good, summary: "a\u0007b" })).toBe("summary");
    expect(fieldOf({ ...good, checklist: [{ point: "brand:rolex:0", result: "pass" }] })).toBe(
      "checklist.0.point",
    );
    expect(
      fieldOf({
        ...good,
        checklist: [
          { point: "brand:hermes:0", result: "pass" },
          { point: "brand:hermes:0", result: "fail" },
        ],
      }),
    ).toBe("checklist.1.point");
    expect(fieldOf({ ...good, checklist: [{ point: "brand:hermes:0", result: "maybe" }] })).toBe(
      "checklist.0.result",
    );
    expect(fieldOf([])).toBe("body");
  });

  it("takes a verdict without a value range", () => {
    const { valueLow, valueHigh, currency, ...rest } = good;
    expect(parseVerdict(rest, points)).toMatchObject({ valueLow: null, valueHigh: null, currency: null });
    void [valueLow, valueHigh, currency];
  });
});
