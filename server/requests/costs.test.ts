import { describe, expect, test } from "vitest";
import { brandSlug } from "#app/data/brand-slug.ts";
import { itemCategoryRecords } from "#app/data/categories.ts";
import { directoryBrands } from "./brands.ts";
import { deadlineOf, registrationCredits, serviceFor, servicesFor, turnaroundHours } from "./costs.ts";

describe("costs", () => {
  test("AI only is 5 credits everywhere; expert review is the /services starting price at its turnaround", () => {
    expect(servicesFor("handbags")).toEqual([
      { service: "ai", credits: 5, turnaround: "complexCases", turnaroundHours: 72 },
      { service: "expert", credits: 149, turnaround: "handbags", turnaroundHours: 48 },
    ]);
    expect(serviceFor("watches", "expert")).toEqual({
      service: "expert",
      credits: 199,
      turnaround: "watches",
      turnaroundHours: 72,
    });
    expect(serviceFor("jewelry", "expert")?.credits).toBe(249);
    expect(serviceFor("jewelry", "expert")?.turnaroundHours).toBe(96);
    expect(serviceFor("trading-cards", "expert")).toEqual({
      service: "expert",
      credits: 299,
      turnaround: "collectibles",
      turnaroundHours: 216,
    });
    expect(serviceFor("clothing", "expert")).toBeNull();
    expect(registrationCredits).toBe(5);
  });

  test("every category offers AI only at least, and every figure is a positive whole number", () => {
    for (const { id } of itemCategoryRecords) {
      const options = servicesFor(id);
      expect(options[0]?.service).toBe("ai");
      for (const o of options) {
        expect(Number.isInteger(o.credits) && o.credits > 0).toBe(true);
        expect(Number.isInteger(o.turnaroundHours) && o.turnaroundHours > 0).toBe(true);
      }
    }
  });

  test("turnarounds in hours take the top of the range; business days add weekends", () => {
    expect(turnaroundHours({ unit: "hours", min: 24, max: 48 })).toBe(48);
    expect(turnaroundHours({ unit: "upToHours", max: 72 })).toBe(72);
    expect(turnaroundHours({ unit: "businessDays", min: 3, max: 7 })).toBe(9 * 24);
    expect(turnaroundHours({ unit: "businessDays", min: 5, max: 10 })).toBe(14 * 24);
    expect(deadlineOf(new Date("2026-01-01T10:00:00Z"), { turnaroundHours: 48 }).toISOString()).toBe(
      "2026-01-03T10:00:00.000Z",
    );
  });

  test("brand slugs", () => {
    expect(brandSlug("Hermès")).toBe("hermes");
    expect(brandSlug("Dolce & Gabbana")).toBe("dolce-and-gabbana");
    expect(brandSlug("Tod's")).toBe("tods");
    expect(brandSlug("A. Lange & Söhne")).toBe("a-lange-and-sohne");
    expect(directoryBrands.get("louis-vuitton")).toBe("Louis Vuitton");
    for (const slug of directoryBrands.keys()) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
