import type { ReactNode } from "react";
import { Link } from "react-router";
import { ClosingBand } from "#app/components/blocks/closing-band.tsx";
import { PageHero } from "#app/components/blocks/page-hero.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import type { Art } from "#app/data/art/art.ts";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";

/**
 * Building blocks shared by the locations, city, market data, watch trends and contact pages:
 * a hero, a titled section, a stat grid, call-to-action links and the closing call to action.
 */

export const primaryAction =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-ink px-6 text-sm font-semibold text-white hover:bg-black";
export const secondaryAction =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-ink/30 bg-white px-6 text-sm font-semibold text-ink hover:border-ink";

/**
 * The main authentication start lives in the app shell at /app/authenticate, which is not served
 * under region prefixes: it is linked as is, with a full page load into the app.
 */
export const appAuthenticatePath = "/app/authenticate";

export function PlaceHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <PageHero look="place" id="page-title" eyebrow={eyebrow} title={title} lead={lead} actions={children} />
  );
}

/**
 * A city page's opening: the words on one half and the city's render filling the other on wide
 * screens; on a phone the render follows the actions. It is the page's largest paint on a wide
 * screen, so it is fetched early, at the width it is drawn.
 */
export function CityHero({
  eyebrow,
  title,
  lead,
  art,
  alt,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  /** A city without a render keeps the words alone. */
  art: Art | undefined;
  alt: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="page-title" className="border-b border-line bg-white">
      <div className={`mx-auto grid max-w-6xl gap-10 px-6 py-14 md:py-20 ${art ? "lg:grid-cols-2" : ""}`}>
        <div className="lg:self-center">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">{eyebrow}</p>
          <h1 className="mt-3 max-w-3xl font-serif text-4xl leading-tight md:text-5xl" id="page-title">
            {title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ink/80">{lead}</p>
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {art ? (
          <Picture
            art={art}
            alt={alt}
            sizes="(min-width: 1152px) 33rem, (min-width: 1024px) 46vw, calc(100vw - 3rem)"
            priority
            className="block overflow-hidden rounded-2xl bg-ink"
            imgClassName="aspect-[4/3] h-auto w-full object-cover lg:aspect-auto lg:h-full lg:min-h-96"
          />
        ) : null}
      </div>
    </section>
  );
}

export function PlaceSection({
  id,
  title,
  intro,
  tone = "paper",
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  tone?: "paper" | "white";
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-24 ${tone === "white" ? "border-y border-line bg-white" : ""}`}
    >
      <div className="page-x py-12 md:py-16">
        <h2 id={`${id}-title`} className="font-serif text-3xl">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-2xl text-ink/80">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

export function PlaceStats({
  stats,
  label,
}: {
  stats: readonly { value: string; label: string }[];
  label: string;
}) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {stats.map((s) => (
        <div key={s.label} className="flex flex-col-reverse rounded-xl border border-line bg-white p-5">
          <dt className="mt-1 text-sm text-ink/75">{s.label}</dt>
          {/* The figures come written for the page's direction ("+300" reads 300+ in Arabic). */}
          <dd className="font-serif text-3xl text-gold">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Internal call-to-action link, kept within the visitor's region. */
export function PlaceLink({
  to,
  children,
  className = secondaryAction,
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  const localize = useLocalizedPath();
  return (
    <Link to={localize(to)} className={className}>
      {children}
    </Link>
  );
}

/** The link into the app's authentication start (see `appAuthenticatePath`). */
export function StartAuthenticationLink({
  children,
  className = primaryAction,
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <a href={appAuthenticatePath} className={className}>
      {children}
    </a>
  );
}

export function PlaceCta({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <ClosingBand look="place" id={id} headingId={`${id}-title`} title={title} text={text}>
      {children}
    </ClosingBand>
  );
}

/** Light-on-dark variants of the action links, for the closing call to action. */
export const onDarkPrimary =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-white px-6 text-sm font-semibold text-ink hover:bg-paper";
export const onDarkSecondary =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-white/50 px-6 text-sm font-semibold text-white hover:border-white";
