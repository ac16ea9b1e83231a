import type { Art } from "#app/data/art/art.ts";
import { placesArt } from "#app/data/art/places.ts";

/**
 * A city's render (its skyline or setting at dusk, drawn in ink and wash, made by art/places), named by
 * the city's slug; undefined for a city that has none yet.
 */
export function cityArt(slug: string): Art | undefined {
  return Object.hasOwn(placesArt, slug) ? placesArt[slug as keyof typeof placesArt] : undefined;
}
