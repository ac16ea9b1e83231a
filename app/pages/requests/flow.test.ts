import { describe, expect, it } from "vitest";
import { documentSlot, shotLists } from "#app/data/shots.ts";
import en from "./copy/en.json" with { type: "json" };
import {
  isItemId,
  matchingBrands,
  modeOf,
  momentIn,
  photoBySlot,
  photoIssues,
  readPrice,
  shotProgress,
  stepHref,
  thumbnailOf,
  timelineOf,
} from "./flow.ts";
import { objectOutlines, shotViewOf } from "./shot-pictures.ts";

describe("the flow's paths", () => {
  it("tell the upload steps from the authentication steps", () => {
    expect(modeOf("/app/upload/pictures")).toBe("upload");
    expect(modeOf("/app/authenticate/item-type")).toBe("authenticate");
    expect(stepHref("/app/authenticate/pictures", "a b")).toBe("/app/authenticate/pictures?item=a%20b");
  });

  it("tell an item's id from a certificate id", () => {
    expect(isItemId("0b7c6f1e-3d1a-4c53-9a51-2f3c8d7e9a10")).toBe(true);
    expect(isItemId("CC-7KQ2-M9XD-41PT")).toBe(false);
    expect(isItemId(null)).toBe(false);
  });
});

describe("readPrice", () => {
  it("reads the ways people type a price", () => {
    expect(readPrice("1,250.50", "USD")).toBe("1250.50");
    expect(readPrice("1 250,5", "EUR")).toBe("1250.50");
    expect(readPrice("1.250", "EUR")).toBe("1250.00");
    expect(readPrice("١٢٥٠", "AED")).toBe("1250.00");
    expect(readPrice("980000", "JPY")).toBe("980000");
  });

  it("keeps nothing typed apart from what cannot be a price", () => {
    expect(readPrice("  ", "USD")).toBe("");
    expect(readPrice("abc", "USD")).toBeNull();
    expect(readPrice("-5", "USD")).toBeNull();
    expect(readPrice("0", "USD")).toBeNull();
    expect(readPrice("12.5", "JPY")).toBeNull();
    expect(readPrice("1234567890123", "USD")).toBeNull();
  });
});

describe("photos and the shot list", () => {
  const ready = (slot: string, checks = {}) => ({ id: slot, slot, status: "ready", checks });

  it("words each failed check as what to do", () => {
    expect(
      photoIssues(
        ready("front", {
          resolution: { ok: true },
          sharpness: { ok: false, flag: "blurred" },
          exposure: { ok: false, flag: "underexposed" },
          duplicate: { ok: false },
        }),
      ),
    ).toEqual(["blurred", "tooDark", "duplicate"]);
    expect(photoIssues(ready("front", { exposure: { ok: false, flag: "clipped highlights" } }))).toEqual([
      "tooBright",
    ]);
    expect(photoIssues({ id: "p", slot: "front", status: "processing" })).toEqual([]);
  });

  it("counts the required shots that hold a ready photo, the last photo of a slot winning", () => {
    const shots = shotLists.handbags;
    const photos = [
      { id: "1", slot: "front", status: "rejected" },
      { id: "2", slot: "front", status: "ready" },
      ready("back"),
      { id: "3", slot: "base", status: "processing" },
      ready("zip-pull"),
      ready(documentSlot),
    ];
    expect(photoBySlot(photos).get("front")?.id).toBe("2");
    expect(photoBySlot(photos).has(documentSlot)).toBe(false);
    expect(shotProgress(shots, photos)).toEqual({
      required: 7,
      ready: 2,
      missing: ["base", "interior", "heat-stamp", "date-code", "hardware-engraving"],
    });
  });

  it("shows the smallest derivative as the thumbnail", () => {
    expect(thumbnailOf({ "1280": { webp: "/l.webp" }, "320": { avif: "/s.avif", webp: "/s.webp" } })).toEqual(
      {
        width: 320,
        url: "/s.webp",
      },
    );
    expect(thumbnailOf(null)).toBeNull();
  });

  it("has words and a picture for every slot of every category", () => {
    for (const [category, shots] of Object.entries(shotLists)) {
      expect(objectOutlines[category as keyof typeof objectOutlines]).toBeTruthy();
      for (const shot of [...shots, { slot: documentSlot }]) {
        expect(Object.keys(en.shots), `${category}/${shot.slot}`).toContain(shot.slot);
        expect(shotViewOf(category as keyof typeof objectOutlines, shot.slot)).toBeTruthy();
      }
    }
  });
});

describe("timelineOf", () => {
  const at = (state: string, minute: number) => ({
    state,
    at: `2026-11-28T10:${String(minute).padStart(2, "0")}:00Z`,
  });

  it("marks what is done, where the request stands and what is ahead", () => {
    const timeline = timelineOf({
      state: "in_review",
      events: [at("draft", 1), at("submitted", 2), at("checks", 3), at("in_review", 4)],
    });
    expect(timeline.map((e) => `${e.state}:${e.status}`)).toEqual([
      "draft:done",
      "submitted:done",
      "checks:done",
      "in_review:current",
      "verdict:next",
      "certificate_issued:next",
    ]);
    expect(timeline[1]?.at).toBe("2026-11-28T10:02:00Z");
    expect(timeline[4]?.at).toBeNull();
  });

  it("shows a request for more photos where it happened", () => {
    const asked = timelineOf({
      state: "more_photos",
      events: [at("submitted", 1), at("in_review", 2), at("more_photos", 3)],
    });
    expect(asked.find((e) => e.status === "current")?.state).toBe("more_photos");
    const back = timelineOf({
      state: "in_review",
      events: [at("submitted", 1), at("in_review", 2), at("more_photos", 3), at("in_review", 4)],
    });
    expect(back.map((e) => e.state).slice(3, 5)).toEqual(["more_photos", "in_review"]);
    expect(back[4]).toEqual({ state: "in_review", status: "current", at: "2026-11-28T10:04:00Z" });
  });

  it("ends with the certificate done, or with the cancellation", () => {
    expect(timelineOf({ state: "certificate_issued" }).every((e) => e.status === "done")).toBe(true);
    const cancelled = timelineOf({
      state: "cancelled",
      events: [at("draft", 1), at("submitted", 2), at("cancelled", 3)],
    });
    expect(cancelled.map((e) => `${e.state}:${e.status}`)).toEqual([
      "draft:done",
      "submitted:done",
      "cancelled:current",
    ]);
  });
});

describe("matchingBrands", () => {
  const brands = ["Hermès", "Chanel", "Louis Vuitton", "Dolce & Gabbana", "Michael Kors"];
  it("finds names by their start, a word's start, then anywhere, accents aside", () => {
    expect(matchingBrands(brands, "her")).toEqual(["Hermès"]);
    expect(matchingBrands(brands, "vuit")).toEqual(["Louis Vuitton"]);
    expect(matchingBrands(brands, "an")).toEqual(["Chanel", "Dolce & Gabbana"]);
    expect(matchingBrands(brands, "", 2)).toEqual(["Hermès", "Chanel"]);
    expect(matchingBrands(brands, "zzz")).toEqual([]);
  });
});

describe("momentIn", () => {
  it("writes a day and a time in the language, with its own comma", () => {
    const at = new Date(2026, 10, 28, 14, 5).toISOString();
    expect(momentIn("en", at)).toBe("28 November 2026, 14:05");
    expect(momentIn("ar", at)).toBe("28 نوفمبر 2026، 14:05");
    expect(momentIn("fr", at, false)).toBe("28 novembre 2026");
  });
});

describe("an item's name", () => {
  it("shows a listed brand by its directory name, a typed brand as typed", async () => {
    const { itemTitle } = await import("./requests-api.ts");
    expect(itemTitle({ brand: "hermes", brandName: "", model: "Birkin 30" })).toBe("Hermès Birkin 30");
    expect(itemTitle({ brand: "dolce-and-gabbana", brandName: "", model: "Sicily" })).toBe(
      "Dolce & Gabbana Sicily",
    );
    expect(itemTitle({ brand: null, brandName: "Atelier Nour", model: "" })).toBe("Atelier Nour");
  });
});
