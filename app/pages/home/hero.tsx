import { Play } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import { cardSignInUrl, type SiteConfig } from "#app/lib/site-config.ts";
import type { HomeCopy } from "./copy/index.ts";
import type { RewardsOffer } from "./data.ts";
import { heroMedia } from "./film.ts";
import { RewardsOffers } from "./offer-cards.tsx";
import { parallaxEnabled, parallaxOffset } from "./parallax.ts";

const loadVideoDialog = () => import("./video-dialog.tsx");
const HomeVideoDialog = lazy(loadVideoDialog);

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Starts after the page has loaded and the browser is idle, so the video never delays first paint. */
function useBackgroundVideo(): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (reducedMotion()) return;
    let idle = 0;
    const go = () => {
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(() => setOn(true), { timeout: 2000 })
        : window.setTimeout(() => setOn(true), 200);
    };
    if (document.readyState === "complete") go();
    else window.addEventListener("load", go, { once: true });
    return () => {
      window.removeEventListener("load", go);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return on;
}

/** Moves the background with the scroll on wide screens without reduced motion. */
function useParallax(hero: React.RefObject<HTMLElement | null>, layer: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    let frame = 0;
    let enabled = false;
    const update = () => {
      frame = 0;
      const offset = parallaxOffset(window.scrollY, hero.current?.offsetHeight ?? 0, enabled);
      if (layer.current) layer.current.style.transform = offset ? `translate3d(0, ${offset}px, 0)` : "";
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    const measure = () => {
      enabled = parallaxEnabled(window.innerWidth, reducedMotion());
      schedule();
    };
    const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", measure);
    motion.addEventListener("change", measure);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", measure);
      motion.removeEventListener("change", measure);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [hero, layer]);
}

/**
 * The hero: the muted looping background video with its play
 * button and modal player, the sign-up buttons, the legal links, the award strip and the
 * three-offer rewards carousel.
 */
export function HomeHero({
  copy,
  config,
  offers,
  poster,
  award,
}: {
  copy: HomeCopy;
  config: SiteConfig;
  offers: readonly RewardsOffer[];
  /** The poster inlined as a data URI (see poster.server.ts). */
  poster: string;
  /** The award as the press strip quotes it, in the visitor's language. */
  award: string;
}) {
  const { t, dir, language } = useI18n();
  const localize = useLocalizedPath();
  const heroRef = useRef<HTMLElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const playRef = useRef<HTMLButtonElement>(null);
  const videoOn = useBackgroundVideo();
  const [videoShown, setVideoShown] = useState(false);
  const [modal, setModal] = useState({ wanted: false, open: false });
  useParallax(heroRef, layerRef);

  useEffect(() => {
    if (videoOn) videoRef.current?.play().catch(() => undefined);
  }, [videoOn]);

  const h = copy.hero;
  return (
    <section
      ref={heroRef}
      aria-labelledby="home-hero-title"
      className="relative isolate overflow-hidden bg-ink text-white"
    >
      <div ref={layerRef} aria-hidden="true" className="absolute inset-x-0 -top-[5%] -z-10 h-[115%]">
        <img
          src={poster}
          alt=""
          width={heroMedia.width}
          height={heroMedia.height}
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
        {videoOn && (
          <video
            ref={videoRef}
            autoPlay
            muted
            loop
            playsInline
            preload="none"
            width={heroMedia.width}
            height={heroMedia.height}
            onPlaying={() => setVideoShown(true)}
            className={`absolute inset-0 size-full object-cover transition-opacity duration-700 ${videoShown ? "opacity-100" : "opacity-0"}`}
          >
            <source src={heroMedia.loopWebm} type="video/webm" />
            <source src={heroMedia.loopMp4} type="video/mp4" />
          </video>
        )}
        <div className="absolute inset-0 bg-gradient-to-b from-ink/60 via-ink/70 to-ink" />
      </div>

      <div className="page-x grid gap-10 pt-12 pb-16 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:pt-20 lg:pb-24">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-light">{h.eyebrow}</p>
          <h1 className="mt-4 font-serif text-4xl leading-tight sm:text-5xl lg:text-6xl" id="home-hero-title">
            {h.title}
          </h1>
          <p className="mt-6 max-w-xl text-base text-white/85 sm:text-lg">{h.lead}</p>
          <p className="mt-4 font-medium text-gold-light">{h.freeNote}</p>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <ExternalLink
              href={cardSignInUrl(config)}
              data-home="primary"
              className="inline-flex min-h-12 items-center rounded-full bg-gold-light px-6 font-semibold text-ink hover:bg-white"
            >
              {h.primary}
            </ExternalLink>
            <Link
              to={localize("/business")}
              className="inline-flex min-h-12 items-center rounded-full border border-white/60 px-6 font-semibold hover:border-white hover:bg-white/10"
            >
              {h.secondary}
            </Link>
            <button
              ref={playRef}
              type="button"
              aria-haspopup="dialog"
              aria-expanded={modal.open}
              onPointerEnter={() => void loadVideoDialog()}
              onFocus={() => void loadVideoDialog()}
              onClick={() => setModal({ wanted: true, open: true })}
              className="inline-flex min-h-12 items-center gap-3 rounded-full px-3 font-semibold hover:bg-white/10"
            >
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-white text-ink">
                <Play aria-hidden="true" className="size-4 fill-current" />
              </span>
              {t(h.play)}
            </button>
          </div>
          <p className="mt-5 text-sm text-white/75">
            {h.legalIntro}{" "}
            <Link to={localize("/terms")} className="underline hover:text-white">
              {h.terms}
            </Link>
            {h.legalComma}
            <Link to={localize("/privacy")} className="underline hover:text-white">
              {h.privacy}
            </Link>
            {h.legalAnd}
            {/* The data-processing link of the specification has no destination: a placeholder
                link (no href), so it is neither focusable nor announced as something to follow. */}
            {/* biome-ignore lint/a11y/useValidAnchor: a placeholder link by design, see above */}
            <a data-home="data-processing" className="underline">
              {h.dataProcessing}
            </a>
            .
          </p>
          <p className="mt-8 inline-flex items-center gap-3 rounded-full border border-gold-light/40 bg-ink/60 px-4 py-2 text-sm">
            <span className="sr-only">{h.awardLabel}: </span>
            <span aria-hidden="true" className="text-gold-light">
              ★
            </span>
            <span data-home="award">{award}</span>
          </p>
        </div>
        <RewardsOffers copy={copy} dir={dir} offers={offers} />
      </div>

      {modal.wanted && (
        <Suspense fallback={null}>
          <HomeVideoDialog
            open={modal.open}
            onOpenChange={(open) => setModal((m) => ({ ...m, open }))}
            returnFocus={playRef}
            title={t(h.videoTitle)}
            description={h.videoDescription}
            closeLabel={h.closeVideo}
            language={language}
            video={config.video}
            media={heroMedia}
          />
        </Suspense>
      )}
    </section>
  );
}
