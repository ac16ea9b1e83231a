import heroPoster from "../../../public/images/home/hero-poster.webp?inline";

/**
 * The hero poster (public/images/home/hero-poster.webp: the film's first frame at 640x360, about 4 KB,
 * written by art/film/build.ts) inlined as a data
 * URI: it is the page's largest paint, and inline it paints with the HTML instead of one round
 * trip later. The build writes the data URI from the image file (`?inline` makes Vite inline it
 * whatever its size), so the repository holds the image once. Server-only: it reaches the page
 * through the loader, not the script bundle.
 */
export const heroPosterDataUri: string = heroPoster;
