/** The part of subset-font (which ships no types) the font and social-image scripts use. */
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: "sfnt" | "woff" | "woff2"; noLayoutClosure?: boolean },
  ): Promise<Buffer>;
}
