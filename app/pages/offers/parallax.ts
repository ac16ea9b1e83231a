import { useEffect, useRef } from "react";
import { parallaxEnabled } from "#app/components/ui/parallax.ts";

export { parallaxEnabled as parallaxActive };

/** How far a layer moves for a scroll position: a fraction of the scroll, rounded to a pixel. */
export function parallaxShift(scrollY: number, rate: number): number {
  return Math.round(Math.max(0, scrollY) * rate);
}

/**
 * Moves the referenced layer at `rate` times the page's scroll while parallax is active; clears the
 * transform when it is not (narrow window, reduced motion), re-checking on resize and preference change.
 */
export function useOffersParallax<T extends HTMLElement | SVGElement>(rate: number) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const layer = ref.current;
    if (!layer) return;
    const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
    let frame = 0;
    const apply = () => {
      frame = 0;
      if (parallaxEnabled(window.innerWidth, motion.matches)) {
        layer.style.transform = `translate3d(0, ${parallaxShift(window.scrollY, rate)}px, 0)`;
        layer.dataset.parallax = "on";
      } else {
        layer.style.transform = "";
        layer.dataset.parallax = "off";
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(apply);
    };
    apply();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    motion.addEventListener("change", schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      motion.removeEventListener("change", schedule);
    };
  }, [rate]);
  return ref;
}
