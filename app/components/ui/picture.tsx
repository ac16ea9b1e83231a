import type { Art } from "#app/data/art/art.ts";

type PictureProps = {
  art: Art;
  /** What the image shows, in the page's language; "" for a decorative image. */
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** The page's largest paint: fetched early and never lazily. */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
};

/**
 * The `srcset` of one format. Written here rather than imported beside the type: a page that shows
 * images then loads one small script for them, not two.
 */
const srcSet = (art: Art, format: "avif" | "webp") =>
  art.widths.map((w) => `${art.src}-${w}.${format} ${w}w`).join(", ");

/**
 * A project image as AVIF with a WebP fallback, its intrinsic size set so that nothing moves when
 * it arrives, and lazy unless it is the page's largest paint.
 */
export function Picture({ art, alt, sizes, priority = false, className, imgClassName }: PictureProps) {
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet(art, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(art, "webp")} sizes={sizes} />
      <img
        src={`${art.src}-${art.widths[Math.floor((art.widths.length - 1) / 2)] ?? art.width}.webp`}
        alt={alt}
        width={art.width}
        height={art.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={imgClassName}
      />
    </picture>
  );
}
