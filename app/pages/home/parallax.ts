export { parallaxEnabled } from "#app/components/ui/parallax.ts";

/** How much slower than the page the hero background moves (0 = fixed to the page, 1 = fixed to the screen). */
export const parallaxFactor = 0.35;

/**
 * The background's vertical offset in pixels for a scroll position: it moves down at a fraction
 * of the scroll speed while the hero is on screen, and stays put once the hero has scrolled away.
 */
export function parallaxOffset(scrollY: number, heroHeight: number, enabled: boolean): number {
  if (!enabled || scrollY <= 0) return 0;
  return Math.round(Math.min(scrollY, heroHeight) * parallaxFactor);
}
