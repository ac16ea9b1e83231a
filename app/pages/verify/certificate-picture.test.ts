import { describe, expect, test } from "vitest";
import { objectsArt } from "#app/data/art/objects.ts";
import { certificatePicture } from "./certificate-picture.ts";
import ar from "./copy/ar.json" with { type: "json" };
import en from "./copy/en.json" with { type: "json" };

const front = { slot: "front", url: "/api/photos/0f0e/1600.webp?exp=1&sig=x", width: 1600, height: 2133 };
const back = { slot: "back", url: "/api/photos/0b0a/1600.webp?exp=1&sig=y", width: 1600, height: 1200 };
const illustrationAlt = "Illustration of the category Handbags, not a photograph of this item";

describe("the item's picture on its certificate", () => {
  test("the owner's front photo when the owner shows the photos, said to be theirs", () => {
    expect(
      certificatePicture({
        categoryId: "handbags",
        photos: [back, front],
        words: en.certificate,
        illustrationAlt,
      }),
    ).toEqual({
      kind: "photo",
      url: front.url,
      width: 1600,
      height: 2133,
      alt: "This item, photographed by its owner for the authentication",
      caption: "Photographed by the owner for the authentication",
    });
  });

  test("a watch's first shot is its dial", () => {
    const dial = { ...front, slot: "dial" };
    expect(
      certificatePicture({
        categoryId: "watches",
        photos: [front, dial],
        words: ar.certificate,
        illustrationAlt,
      }),
    ).toMatchObject({ kind: "photo", url: dial.url, caption: "صوّرها المالك من أجل التوثيق" });
  });

  test("without the owner's photos (or without a front one): the category's illustration, marked as one", () => {
    for (const photos of [[], [back]])
      expect(
        certificatePicture({ categoryId: "handbags", photos, words: en.certificate, illustrationAlt }),
      ).toEqual({
        kind: "illustration",
        art: objectsArt.handbags,
        alt: illustrationAlt,
        caption: "Illustration of the category, not a photograph of this item",
      });
    expect(
      certificatePicture({ categoryId: null, photos: [], words: en.certificate, illustrationAlt }),
    ).toBeNull();
  });
});
