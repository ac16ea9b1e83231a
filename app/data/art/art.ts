/**
 * An image the project made (a render or an illustration), served as AVIF with a WebP fallback
 * at a few widths: `{src}-{w}.avif` and `{src}-{w}.webp` under public/. `width` and `height` are
 * the largest file's, so the page reserves the right box before the image arrives.
 */
export type Art = {
  src: string;
  width: number;
  height: number;
  widths: readonly number[];
};

/** The single address a browser without `srcset` (or a social card) would take: the middle width. */
export function fallbackSrc(art: Art): string {
  const w = art.widths[Math.floor((art.widths.length - 1) / 2)] ?? art.width;
  return `${art.src}-${w}.webp`;
}
