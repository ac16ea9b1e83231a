import { describe, expect, test } from "vitest";
import { localDateIn, localDateTimeIn } from "./dates.ts";

// A moment built from local parts, so the expected words do not depend on the machine's zone.
const moment = new Date(2026, 10, 3, 9, 5).toISOString();

describe("local dates in four languages", () => {
  test("day, month name and year", () => {
    expect(localDateIn("en", moment)).toBe("3 November 2026");
    expect(localDateIn("fr", moment)).toBe("3 novembre 2026");
    expect(localDateIn("it", moment)).toBe("3 novembre 2026");
    expect(localDateIn("ar", moment)).toBe("3 نوفمبر 2026");
  });

  test("with the time on the 24-hour clock", () => {
    expect(localDateTimeIn("fr", moment)).toBe("3 novembre 2026, 09:05");
    expect(localDateTimeIn("ar", moment)).toBe("3 نوفمبر 2026، 09:05");
  });
});
