import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import type { AutoplayOptionsType } from "embla-carousel-autoplay";
import { useCallback, useEffect, useRef, useState } from "react";

/** A carousel whose library is fetched and started when it is first needed. */
export interface LazyEmbla {
  /** The element that clips the slides (embla's viewport). */
  viewportRef: React.RefObject<HTMLDivElement | null>;
  /** The running carousel, once started. */
  api: EmblaCarouselType | undefined;
  /** Runs `act` on the carousel: at once when it runs, else as soon as it has started. */
  run: (act: (api: EmblaCarouselType) => void) => void;
  /** Starts the carousel now (the visitor reached it by keyboard or pointer before it scrolled near). */
  wake: () => void;
}

/**
 * Every slide is in the server's HTML and the page reads and scrolls without script. The
 * carousel library (and its autoplay plugin, when `autoplay` gives options) is fetched and started only
 * when the carousel comes within 200px of the screen, or at the visitor's first use of it: starting
 * embla measures every slide, a layout the page's hydration should not pay for (measured on
 * /rewards-and-benefits and /business, whose carousels sit below the first screen). A button
 * pressed before it has started is not lost: `run` keeps the step until it has.
 * `options` and `autoplay` are read when the carousel starts; `key` restarts it (the text's
 * direction).
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
  autoplay?: () => AutoplayOptionsType | null,
  key = "",
): LazyEmbla {
  const viewportRef = useRef<HTMLDivElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const settings = useRef({ options, autoplay });
  settings.current = { options, autoplay };
  const current = useRef<EmblaCarouselType | undefined>(undefined);
  const pending = useRef<((api: EmblaCarouselType) => void)[]>([]);
  const starter = useRef<() => void>(() => undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` restarts the carousel on purpose
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let cancelled = false;
    let started = false;
    let made: EmblaCarouselType | undefined;
    const start = async () => {
      if (started) return;
      started = true;
      observer.disconnect();
      const { options: chosen, autoplay: plays } = settings.current;
      const rotation = plays?.() ?? null;
      const [{ default: Embla }, plugins] = await Promise.all([
        import("embla-carousel"),
        rotation
          ? import("embla-carousel-autoplay").then(({ default: Autoplay }) => [Autoplay(rotation)])
          : [],
      ]);
      if (cancelled) return;
      made = Embla(viewport, chosen, plugins);
      current.current = made;
      setApi(made);
      for (const act of pending.current.splice(0)) act(made);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void start();
      },
      { rootMargin: "200px" },
    );
    observer.observe(viewport);
    starter.current = () => void start();
    return () => {
      cancelled = true;
      observer.disconnect();
      starter.current = () => undefined;
      made?.destroy();
      current.current = undefined;
      setApi(undefined);
    };
  }, [key]);

  const wake = useCallback(() => starter.current(), []);
  const run = useCallback((act: (api: EmblaCarouselType) => void) => {
    if (current.current) act(current.current);
    else {
      pending.current.push(act);
      starter.current();
    }
  }, []);
  return { viewportRef, api, run, wake };
}
