import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { carouselMotion } from "#app/data/carousel.ts";

/**
 * Carousel options (spec 001 section 4): the carousels loop, with the drag threshold and
 * animation duration every carousel of the site shares (app/data/carousel.ts).
 */
export const homeCarouselOptions = {
  loop: true,
  ...carouselMotion,
  align: "start",
} as const satisfies EmblaOptionsType;

/** Milliseconds each slide stays before autoplay moves on. */
export const homeCarouselDelay = 5000;

interface Labels {
  previous: string;
  next: string;
  /** "{n} of {total}" */
  slide: string;
}

/**
 * A looping carousel (region with `aria-roledescription="carousel"`, slides as labelled groups,
 * previous/next buttons). Every slide is in the server HTML; the carousel library (embla, with
 * its autoplay plugin) loads only when the carousel comes near the screen, so the home page does
 * not pay for it before the visitor scrolls. Autoplay pauses while the pointer is over it or
 * focus is inside it, and is off with `prefers-reduced-motion: reduce`.
 */
export function HomeCarousel({
  label,
  labels,
  dir,
  slides,
  id,
}: {
  label: string;
  labels: Labels;
  dir: "ltr" | "rtl";
  slides: readonly { key: string; content: ReactNode }[];
  id: string;
}) {
  const rootRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const apiRef = useRef<EmblaCarouselType | null>(null);
  const hold = useRef({ hover: false, focus: false });
  const [ready, setReady] = useState(false);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);
  const wanted = useRef(false);

  const syncAutoplay = () => {
    const autoplay = apiRef.current?.plugins().autoplay;
    if (!autoplay) return;
    if (hold.current.hover || hold.current.focus) autoplay.stop();
    else autoplay.play();
  };

  useEffect(() => {
    const root = rootRef.current;
    const viewport = viewportRef.current;
    if (!root || !viewport) return;
    let cancelled = false;
    let api: EmblaCarouselType | null = null;

    const start = async () => {
      const [{ default: Embla }, { default: Autoplay }] = await Promise.all([
        import("embla-carousel"),
        import("embla-carousel-autoplay"),
      ]);
      if (cancelled) return;
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      const plugins = reduced
        ? []
        : [
            Autoplay({
              delay: homeCarouselDelay,
              // Pausing on hover and focus is handled for the whole region, buttons included.
              stopOnInteraction: false,
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
              playOnInit: !hold.current.hover && !hold.current.focus,
            }),
          ];
      api = Embla(viewport, { ...homeCarouselOptions, direction: dir }, plugins);
      apiRef.current = api;
      const onSelect = () => setSelected(api?.selectedScrollSnap() ?? 0);
      api.on("select", onSelect);
      api.on("autoplay:play", () => setPlaying(true));
      api.on("autoplay:stop", () => setPlaying(false));
      setPlaying(api.plugins().autoplay?.isPlaying() ?? false);
      onSelect();
      setReady(true);
    };

    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        void start();
      },
      { rootMargin: "200px" },
    );
    if (wanted.current) void start();
    else observer.observe(root);

    return () => {
      cancelled = true;
      observer.disconnect();
      api?.destroy();
      apiRef.current = null;
      setReady(false);
      setPlaying(false);
    };
  }, [dir]);

  const total = slides.length;
  const slideLabel = (n: number) => labels.slide.replace("{n}", String(n)).replace("{total}", String(total));
  const Previous = dir === "rtl" ? ChevronRight : ChevronLeft;
  const Next = dir === "rtl" ? ChevronLeft : ChevronRight;
  const button =
    "inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink hover:border-gold hover:text-gold disabled:opacity-40";

  return (
    <section
      ref={rootRef}
      id={id}
      aria-roledescription="carousel"
      aria-label={label}
      data-ready={ready ? "true" : "false"}
      data-autoplay={playing ? "playing" : "paused"}
      data-selected={selected}
      onMouseEnter={() => {
        hold.current.hover = true;
        syncAutoplay();
      }}
      onMouseLeave={() => {
        hold.current.hover = false;
        syncAutoplay();
      }}
      onFocus={() => {
        hold.current.focus = true;
        wanted.current = true;
        syncAutoplay();
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        hold.current.focus = false;
        syncAutoplay();
      }}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y gap-5">
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a labelled group, not a form fieldset
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(i + 1)}
              className="relative min-w-0 shrink-0 grow-0 basis-[min(400px,85%)]"
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex justify-end gap-3">
        <button
          type="button"
          className={button}
          aria-controls={id}
          onClick={() => apiRef.current?.scrollPrev()}
        >
          <Previous aria-hidden="true" className="size-5" />
          <span className="sr-only">{labels.previous}</span>
        </button>
        <button
          type="button"
          className={button}
          aria-controls={id}
          onClick={() => apiRef.current?.scrollNext()}
        >
          <Next aria-hidden="true" className="size-5" />
          <span className="sr-only">{labels.next}</span>
        </button>
      </div>
    </section>
  );
}
