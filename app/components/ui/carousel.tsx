import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { carouselMotion } from "#app/data/carousel.ts";
import { useLazyEmbla } from "./lazy-embla.ts";

/**
 * Carousel options: the carousels loop, with the drag threshold and
 * animation duration every carousel of the site shares (app/data/carousel.ts).
 */
export const homeCarouselOptions = {
  loop: true,
  ...carouselMotion,
  align: "start",
} as const satisfies EmblaOptionsType;

interface Labels {
  previous: string;
  next: string;
  /** "{n} of {total}" */
  slide: string;
}

/** What a carousel shows of its state: the slide in view, whether it can move, whether it turns on its own. */
export interface CarouselState {
  selected: number;
  canPrev: boolean;
  canNext: boolean;
  playing: boolean;
}

/**
 * Follows an embla carousel (once it exists): the selected slide, whether previous and next can
 * move, and whether its autoplay plugin (if any) is turning. Without a carousel, nothing plays.
 */
export function useCarouselState(api: EmblaCarouselType | undefined): CarouselState {
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(true);
  const [canNext, setCanNext] = useState(true);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!api) {
      setPlaying(false);
      return;
    }
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    sync();
    setPlaying(api.plugins().autoplay?.isPlaying() ?? false);
    api.on("select", sync).on("reInit", sync).on("autoplay:play", onPlay).on("autoplay:stop", onStop);
    return () => {
      api.off("select", sync).off("reInit", sync).off("autoplay:play", onPlay).off("autoplay:stop", onStop);
    };
  }, [api]);
  return { selected, canPrev, canNext, playing };
}

/**
 * One slide: a group that announces itself as a slide with its place among the others
 * ("3 of 10"), so a screen reader says where the visitor is.
 */
export function CarouselSlide({
  label,
  slide,
  className,
  children,
}: {
  label: string;
  /** The `data-slide` name, where the page marks its slides. */
  slide?: string;
  className: string;
  children: ReactNode;
}) {
  const { m } = useI18n();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a slide is a labelled group (carousel pattern), not a form fieldset
    <div
      role="group"
      aria-roledescription={m.a11y.slide}
      aria-label={label}
      data-slide={slide}
      className={className}
    >
      {children}
    </div>
  );
}

/**
 * The previous or next button. The chevron points the way the slides move in the text's
 * direction: either the icon is swapped for right-to-left text (`turn` "swap") or the same icon is
 * turned by the stylesheet (`turn` "rotate"). Its name is either an `aria-label` or words for
 * screen readers only inside the button (`nameAs` "text").
 */
function CarouselStepButton({
  step,
  dir,
  turn = "swap",
  className,
  label,
  nameAs = "label",
  controls,
  disabled,
  onClick,
}: {
  step: "previous" | "next";
  dir: "ltr" | "rtl";
  turn?: "swap" | "rotate";
  className: string;
  label: string;
  nameAs?: "label" | "text";
  controls?: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  const backward = step === "previous";
  const Icon =
    turn === "rotate" || dir === "ltr"
      ? backward
        ? ChevronLeft
        : ChevronRight
      : backward
        ? ChevronRight
        : ChevronLeft;
  return (
    <button
      type="button"
      className={className}
      onClick={onClick}
      disabled={disabled}
      aria-label={nameAs === "label" ? label : undefined}
      aria-controls={controls}
    >
      <Icon aria-hidden="true" className={turn === "rotate" ? "size-5 rtl:rotate-180" : "size-5"} />
      {nameAs === "text" ? <span className="sr-only">{label}</span> : null}
    </button>
  );
}

/**
 * The previous and next buttons of a carousel, in that order (see `CarouselStepButton` for the
 * chevrons' direction and the buttons' names). `disabled` where the carousel can reach an end.
 */
export function CarouselSteps({
  labels,
  onPrevious,
  onNext,
  disabled,
  ...shared
}: {
  dir: "ltr" | "rtl";
  turn?: "swap" | "rotate";
  className: string;
  labels: { previous: string; next: string };
  nameAs?: "label" | "text";
  controls?: string;
  disabled?: { previous: boolean; next: boolean };
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <>
      <CarouselStepButton
        step="previous"
        {...shared}
        label={labels.previous}
        disabled={disabled?.previous}
        onClick={onPrevious}
      />
      <CarouselStepButton
        step="next"
        {...shared}
        label={labels.next}
        disabled={disabled?.next}
        onClick={onNext}
      />
    </>
  );
}

/**
 * A looping carousel (region with `aria-roledescription="carousel"`, slides as labelled groups,
 * previous/next buttons). Every slide is in the server HTML; the carousel library (embla) loads
 * only when the carousel comes near the screen (useLazyEmbla), so the home page does not pay for
 * it before the visitor scrolls. It moves only when the visitor asks (buttons, swipe, drag): no
 * slide changes by itself (issue 33: the specification asks carousels to loop, not to turn).
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
  const { viewportRef, api, run, wake } = useLazyEmbla(
    { ...homeCarouselOptions, direction: dir },
    undefined,
    dir,
  );
  const { selected } = useCarouselState(api);
  const { m } = useI18n();

  const total = slides.length;
  const slideLabel = (n: number) => labels.slide.replace("{n}", String(n)).replace("{total}", String(total));
  const button =
    "inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink hover:border-gold hover:text-gold disabled:opacity-40";

  return (
    <section
      id={id}
      aria-roledescription={m.a11y.carousel}
      aria-label={label}
      data-ready={api ? "true" : "false"}
      data-selected={selected}
      onFocus={wake}
    >
      <div ref={viewportRef} className="relative overflow-hidden">
        <div className="flex touch-pan-y gap-5">
          {slides.map((slide, i) => (
            <CarouselSlide
              key={slide.key}
              label={slideLabel(i + 1)}
              className="relative min-w-0 shrink-0 grow-0 basis-[min(400px,85%)]"
            >
              {slide.content}
            </CarouselSlide>
          ))}
        </div>
      </div>
      <div className="mt-6 flex justify-end gap-3">
        <CarouselSteps
          dir={dir}
          className={button}
          labels={labels}
          nameAs="text"
          controls={id}
          onPrevious={() => run((carousel) => carousel.scrollPrev())}
          onNext={() => run((carousel) => carousel.scrollNext())}
        />
      </div>
    </section>
  );
}
