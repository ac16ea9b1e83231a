// Written by `node scripts/art/encode.ts film ...`: do not edit by hand.
import type { Art } from "./art.ts";

export const filmArt = {
  "hero-poster": { src: "/images/film/hero-poster", width: 960, height: 540, widths: [480, 960] },
} as const satisfies Record<string, Art>;
