import { describe, expect, it } from "vitest";
import ar from "./copy/ar.json" with { type: "json" };
import en from "./copy/en.json" with { type: "json" };
import { causeOf, dayIn, hotelName } from "./entries.tsx";
import { pageOf } from "./loyalty-api.ts";

const entry = (reason: string, rewardId: string | null = null) => ({
  id: "e1",
  delta: reason === "redeem" ? -800 : 100,
  reason,
  requestId: null,
  rewardId,
  multiplier: 1,
  at: "2026-11-28T12:00:00.000Z",
});

describe("the loyalty screens' helpers", () => {
  it("reads the journey's page from the address, 1 for anything that is not a page", () => {
    expect(pageOf(null)).toBe(1);
    expect(pageOf("3")).toBe(3);
    expect(pageOf("0")).toBe(1);
    expect(pageOf("-2")).toBe(1);
    expect(pageOf("2.5")).toBe(1);
    expect(pageOf("12345678")).toBe(1);
  });

  it("words an entry's cause, naming the hotel of a redemption", () => {
    expect(causeOf(en, entry("authentication"))).toEqual({ text: "Authentication completed", values: {} });
    expect(causeOf(en, entry("transfer")).text).toBe("Ownership transferred");
    expect(causeOf(ar, entry("redeem", "lake-como"))).toEqual({
      text: "استُبدلت مكافأة: {hotel}",
      values: { hotel: "Passalacqua" },
    });
    expect(causeOf(en, entry("something-new")).text).toBe("Adjustment");
    expect(hotelName("gone-hotel")).toBe("gone-hotel");
  });

  it("writes a day in the page's language", () => {
    expect(dayIn("en", "2026-11-28T12:00:00.000Z")).toBe("28 November 2026");
    expect(dayIn("fr", "2026-11-28T12:00:00.000Z")).toBe("28 novembre 2026");
    expect(dayIn("ar", "2026-11-28T12:00:00.000Z")).toBe("28 نوفمبر 2026");
  });
});
