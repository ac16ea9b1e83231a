import { mobileBreakpoint } from "#app/data/breakpoints.ts";

/** Parallax follows scroll only from the mobile breakpoint up and never with reduced motion. */
export function parallaxEnabled(viewportWidth: number, reducedMotion: boolean): boolean {
  return !reducedMotion && viewportWidth >= mobileBreakpoint;
}
