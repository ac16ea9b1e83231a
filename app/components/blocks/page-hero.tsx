import type { ReactNode } from "react";

interface HeroLook {
  section: string;
  inner: string;
  eyebrow: string;
  title: string;
  lead: string;
  actions: string;
}

const eyebrowGold = "text-xs font-semibold uppercase tracking-[0.2em] text-gold";

/**
 * How the opening of a page looks where it stands: `offers` (centred, on the offers pages),
 * `place` (locations, cities, market data, contact), `dark` (the guarantee and multi-agent pages,
 * on ink), `business` (the business page, taller, on ink), `catalogue` (what we authenticate, on
 * ink). The markup of each is kept as those pages have always shown it.
 */
const looks = {
  offers: {
    section: "border-b border-line",
    inner: "page-x py-16 text-center sm:py-20",
    eyebrow: eyebrowGold,
    title: "mt-4 font-serif text-4xl leading-tight text-balance sm:text-5xl",
    lead: "mx-auto mt-5 max-w-2xl text-lg text-ink/80",
    actions: "mt-8 flex flex-wrap justify-center gap-3",
  },
  place: {
    section: "border-b border-line bg-white",
    inner: "page-x py-14 md:py-20",
    eyebrow: eyebrowGold,
    title: "mt-3 max-w-4xl font-serif text-4xl leading-tight text-balance md:text-5xl",
    lead: "mt-5 max-w-3xl text-lg text-ink/80",
    actions: "mt-8 flex flex-wrap gap-3",
  },
  dark: {
    section: "bg-ink text-white",
    inner: "page-x py-16 md:py-20",
    eyebrow: "text-xs font-semibold uppercase tracking-[0.25em] text-gold-light",
    title: "mt-3 max-w-4xl font-serif text-4xl text-balance md:text-5xl",
    lead: "mt-5 max-w-3xl text-lg text-white/85",
    actions: "mt-8 flex flex-wrap gap-3",
  },
  business: {
    section: "bg-ink py-20 text-white sm:py-28",
    inner: "page-x",
    eyebrow: "text-xs font-semibold uppercase tracking-[0.2em] text-gold-light",
    title: "mt-4 max-w-5xl font-serif text-[2.125rem] leading-tight text-balance sm:text-6xl",
    lead: "mt-6 max-w-3xl text-lg text-white/85",
    actions: "mt-10 flex flex-wrap gap-4",
  },
  catalogue: {
    section: "bg-ink text-white",
    inner: "page-x py-16 md:py-20",
    eyebrow: eyebrowGold,
    title: "font-serif text-4xl tracking-wide md:text-5xl",
    lead: "mt-5 max-w-3xl text-lg text-white/85",
    actions: "mt-8 flex flex-wrap gap-3",
  },
} as const satisfies Record<string, HeroLook>;

export type PageHeroLook = keyof typeof looks;

/**
 * The opening of a page: a section named by the page's one h1, with an optional eyebrow above it,
 * a lead paragraph, the page's actions (in a row, when given) and anything else the page puts
 * under the lead (`after`, such as a list of jump links). A page with a picture for its opening
 * passes it as `media`: from 1024px the words and the picture then share the width in two columns
 * (the picture on the end side), on a phone the picture follows the words.
 */
export function PageHero({
  look,
  id,
  eyebrow,
  title,
  lead,
  actions,
  after,
  media,
}: {
  look: PageHeroLook;
  /** The h1's id, which names the section. */
  id: string;
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  actions?: ReactNode;
  after?: ReactNode;
  /** A picture beside the words (a `<Picture>` or a figure), on the end side from 1024px. */
  media?: ReactNode;
}) {
  const style: HeroLook = looks[look];
  const words = (
    <>
      {eyebrow === undefined ? null : <p className={style.eyebrow}>{eyebrow}</p>}
      <h1 className={style.title} id={id}>
        {title}
      </h1>
      <p className={style.lead}>{lead}</p>
      {actions ? <div className={style.actions}>{actions}</div> : null}
      {after}
    </>
  );
  return (
    <section aria-labelledby={id} className={style.section}>
      <div
        className={
          media
            ? `${style.inner} grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-center`
            : style.inner
        }
      >
        {media ? (
          <>
            <div>{words}</div>
            <div data-hero-media="">{media}</div>
          </>
        ) : (
          words
        )}
      </div>
    </section>
  );
}
