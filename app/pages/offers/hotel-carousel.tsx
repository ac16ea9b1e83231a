import type { EmblaOptionsType } from "embla-carousel";
import { CalendarDays, Gift, Moon, Pause, Percent, Play } from "lucide-react";
import { type FocusEvent, useEffect, useState } from "react";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { CarouselSlide, CarouselSteps, useCarouselState } from "#app/components/ui/carousel.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { useLazyEmbla } from "#app/components/ui/lazy-embla.ts";
import { MessageNodes } from "#app/components/ui/message-nodes.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { carouselMotion } from "#app/data/carousel.ts";
import type { HotelOffer, OfferIcon } from "#app/data/hotel-offers.ts";
import type { RewardsCopy } from "./copy/index.ts";

/** Carousel motion as the specification gives it: loop, drag threshold 10, duration 25. */
export const offersCarouselOptions = {
  loop: true,
  ...carouselMotion,
} as const satisfies EmblaOptionsType;

/** Time each offer stays in view while the carousel turns on its own. */
export const offersAutoplayDelay = 5000;

const icons: Record<OfferIcon, typeof Moon> = {
  moon: Moon,
  percent: Percent,
  gift: Gift,
  calendar: CalendarDays,
};

const controlClass =
  "inline-flex size-11 items-center justify-center rounded-full border border-ink/25 bg-white text-ink hover:border-ink disabled:opacity-40";

/**
 * A looping carousel of hotel offers. Every slide is in the HTML; previous, next and pause are real
 * buttons. It moves only when asked: rotation is off until the visitor presses the rotation button
 * (so no slide changes by itself, with or without reduced motion), and pauses while the pointer
 * is over it or focus is inside it. The carousel starts when it comes near the screen (useLazyEmbla).
 */
export function OffersHotelCarousel({
  id,
  label,
  offers,
  actionHref,
  labels,
  headingLevel = 3,
}: {
  /** The carousel's control names, slide and image labels and announcements. */
  labels: RewardsCopy["carousel"];
  /** Level of each offer's name heading, one below the heading of the carousel's section. */
  headingLevel?: 3 | 4;
  id: string;
  label: string;
  offers: readonly HotelOffer[];
  actionHref: string;
}) {
  const { dir, t, m } = useI18n();
  const { viewportRef, api, run, wake } = useLazyEmbla(
    { ...offersCarouselOptions, direction: dir },
    () => ({
      delay: offersAutoplayDelay,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
    dir,
  );
  const { selected, canPrev, canNext, playing } = useCarouselState(api);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** Rotation turns only once the visitor asks for it with the rotation button (issue 33: calm). */
  const [rotating, setRotating] = useState(false);
  const shouldPlay = rotating && !hovered && !focused;
  useEffect(() => {
    if (!api) return;
    const plugin = api.plugins().autoplay;
    if (!plugin) return;
    if (shouldPlay && !plugin.isPlaying()) plugin.play();
    if (!shouldPlay && plugin.isPlaying()) plugin.stop();
  }, [api, shouldPlay]);

  const scrollPrev = () => run((carousel) => carousel.scrollPrev());
  const scrollNext = () => run((carousel) => carousel.scrollNext());
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const current = offers[selected];
  const Name = headingLevel === 4 ? "h4" : "h3";

  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel is a region with a role description (WAI-ARIA carousel pattern)
    <div
      role="region"
      aria-roledescription={m.a11y.carousel}
      aria-label={label}
      id={id}
      data-carousel={id}
      data-autoplay={playing ? "playing" : "stopped"}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        setFocused(true);
        wake();
      }}
      onBlur={onBlur}
      className="mt-8"
    >
      <div className="mb-4 flex items-center justify-end gap-2">
        <button
          type="button"
          className={controlClass}
          onClick={() => setRotating(!rotating)}
          aria-label={rotating ? labels.stop : labels.start}
          aria-controls={`${id}-slides`}
        >
          {rotating ? (
            <Pause aria-hidden="true" className="size-5" />
          ) : (
            <Play aria-hidden="true" className="size-5" />
          )}
        </button>
        <CarouselSteps
          dir={dir}
          className={controlClass}
          labels={labels}
          controls={`${id}-slides`}
          disabled={{ previous: !canPrev, next: !canNext }}
          onPrevious={scrollPrev}
          onNext={scrollNext}
        />
      </div>
      {/* Positioned, so that it clips the words for screen readers inside the slides too: a phone
          otherwise widens its layout to take in the hidden slides' (the page zoomed out to 1090px). */}
      <div ref={viewportRef} className="relative overflow-hidden">
        <div id={`${id}-slides`} className="-ms-4 flex touch-pan-y">
          {offers.map((offer, i) => {
            const Icon = icons[offer.icon];
            return (
              <CarouselSlide
                key={offer.id}
                label={t(labels.slide, { number: i + 1, count: offers.length })}
                slide={offer.id}
                className="min-w-0 shrink-0 grow-0 basis-[88%] ps-4 sm:basis-[60%] lg:basis-[52%]"
              >
                <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white">
                  <div className="relative">
                    <Picture
                      art={offer.art}
                      alt={t(labels.image, { location: offer.location })}
                      sizes="(min-width: 1024px) 36rem, (min-width: 640px) 60vw, 88vw"
                      imgClassName="aspect-[8/5] h-auto w-full bg-ink object-cover"
                    />
                    <p className="absolute start-3 top-3 inline-flex items-center gap-1.5 rounded-full bg-ink px-3 py-1 text-xs font-semibold text-white">
                      <Icon aria-hidden="true" className="size-3.5 text-gold-light" />
                      {offer.label}
                    </p>
                  </div>
                  <div className="flex flex-1 flex-col p-6">
                    <Name className="font-serif text-xl">{offer.name}</Name>
                    <p className="mt-1 text-sm text-ink/80">{offer.location}</p>
                    <p className="mt-4 font-semibold">{offer.offer}</p>
                    <p className="mt-1 flex items-center gap-2 text-sm text-ink/80">
                      <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-gold" />
                      {offer.details}
                    </p>
                    <div className="mt-auto pt-5">
                      <ExternalLink
                        href={actionHref}
                        className="inline-flex min-h-11 items-center rounded-full border border-ink/25 px-5 text-sm font-semibold hover:border-ink"
                      >
                        {offer.actionText}
                        <span className="sr-only">
                          <MessageNodes text={labels.actionAt} values={{ hotel: offer.name }} />
                        </span>
                      </ExternalLink>
                    </div>
                  </div>
                </article>
              </CarouselSlide>
            );
          })}
        </div>
      </div>
      <p className="sr-only" aria-live={playing ? "off" : "polite"} aria-atomic="true">
        {current ? t(labels.status, { number: selected + 1, count: offers.length, hotel: current.name }) : ""}
      </p>
    </div>
  );
}
