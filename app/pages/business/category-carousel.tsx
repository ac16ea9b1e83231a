import type { KeyboardEvent } from "react";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { CarouselSlide, CarouselSteps, useCarouselState } from "#app/components/ui/carousel.tsx";
import { useLazyEmbla } from "#app/components/ui/lazy-embla.ts";
import { bizCarouselMotion } from "./data.ts";
import type { BusinessCategory } from "./records.ts";

/**
 * The looping carousel of the categories the business page lists. Every slide is in the HTML;
 * previous and next are real buttons, the arrow keys move it while focus is inside, and focusing
 * a slide's content brings it into view. The carousel starts when it comes near the screen
 * (useLazyEmbla); a step asked for before is taken once it has.
 */
export function BizCategoryCarousel({
  categories,
  label,
  previous,
  next,
  slideLabel,
  dir,
}: {
  categories: readonly BusinessCategory[];
  label: string;
  previous: string;
  next: string;
  /** "3 of 10": the name of the slide at `n` (counted from 1) among `count`. */
  slideLabel: (n: number, count: number) => string;
  /** The direction of the text around the carousel (of the language the words are shown in). */
  dir: "ltr" | "rtl";
}) {
  const { m } = useI18n();
  const { viewportRef, api, run, wake } = useLazyEmbla(
    {
      loop: true,
      align: "start",
      direction: dir,
      dragThreshold: bizCarouselMotion.dragThreshold,
      duration: bizCarouselMotion.duration,
    },
    undefined,
    dir,
  );
  const { selected } = useCarouselState(api);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const forward = dir === "rtl" ? "ArrowLeft" : "ArrowRight";
    const backward = dir === "rtl" ? "ArrowRight" : "ArrowLeft";
    if (event.key === forward) {
      event.preventDefault();
      run((carousel) => carousel.scrollNext());
    } else if (event.key === backward) {
      event.preventDefault();
      run((carousel) => carousel.scrollPrev());
    }
  }

  const button =
    "inline-flex size-11 items-center justify-center rounded-full border border-ink/30 bg-white text-ink hover:border-ink";

  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel region inside the page's own section
    <div
      role="region"
      aria-roledescription={m.a11y.carousel}
      aria-label={label}
      data-selected={selected}
      onKeyDown={onKeyDown}
      onFocus={wake}
      className="mt-8"
    >
      <div ref={viewportRef} className="relative overflow-hidden">
        <div className="-ms-4 flex touch-pan-y">
          {categories.map((category, i) => (
            <CarouselSlide
              key={category.id}
              label={slideLabel(i + 1, categories.length)}
              slide={category.id}
              className="min-w-0 shrink-0 grow-0 basis-4/5 ps-4 sm:basis-[46%] lg:basis-[30%]"
            >
              <div className="flex h-full flex-col justify-between rounded-2xl border border-line bg-white p-6">
                <h3 className="font-serif text-xl">{category.name}</h3>
                <p className="mt-6 text-sm text-ink/80">{category.count}</p>
              </div>
            </CarouselSlide>
          ))}
        </div>
      </div>
      <div className="mt-4 flex gap-3">
        <CarouselSteps
          dir={dir}
          turn="rotate"
          className={button}
          labels={{ previous, next }}
          onPrevious={() => run((carousel) => carousel.scrollPrev())}
          onNext={() => run((carousel) => carousel.scrollNext())}
        />
      </div>
    </div>
  );
}
