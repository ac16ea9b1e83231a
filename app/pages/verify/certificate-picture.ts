import { objectsArt } from "#app/data/art/objects.ts";
import { type CategoryId, shotLists } from "#app/data/shots.ts";
import type { ShownPhoto } from "./findings-data.ts";

/** The picture beside the verdict: the owner's photo, or the category's illustration. */
export type CertificatePicture =
  | { kind: "photo"; url: string; width: number; height: number; alt: string; caption: string }
  | { kind: "illustration"; art: (typeof objectsArt)[CategoryId]; alt: string; caption: string };

/**
 * The item's picture on its certificate page: the owner's own front photo (the first shot of the
 * category's list: "front", a watch's "dial"...), a derivative through a short-lived signed address
 * and never the original, when the owner chose to show the photos (`photos` is empty otherwise);
 * else the category's image from the site's imagery, said in its alt text and caption to be an
 * illustration. Null when the category is not one of the site's.
 */
export function certificatePicture(options: {
  categoryId: CategoryId | null;
  photos: readonly ShownPhoto[];
  words: { photoAlt: string; photoCaption: string; pictureCaption: string };
  illustrationAlt: string;
}): CertificatePicture | null {
  const { categoryId, words } = options;
  const frontSlot = (categoryId ? shotLists[categoryId][0]?.slot : undefined) ?? "front";
  const own = options.photos.find((photo) => photo.slot === frontSlot);
  if (own)
    return {
      kind: "photo",
      url: own.url,
      width: own.width,
      height: own.height,
      alt: words.photoAlt,
      caption: words.photoCaption,
    };
  if (!categoryId) return null;
  return {
    kind: "illustration",
    art: objectsArt[categoryId],
    alt: options.illustrationAlt,
    caption: words.pictureCaption,
  };
}
