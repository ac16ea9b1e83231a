import type { ReactNode } from "react";

interface BandLook {
  section: string;
  /** The boxes between the section and its heading, outermost first (none, one or two). */
  wrappers: readonly string[];
  title: string;
  text: string;
  actions: string;
}

/**
 * How a closing call to action looks where it stands: `guide` (a dark panel in the guide-style
 * pages), `offers-light` and `offers-dark` (the offers pages), `place` (a dark band on the
 * location and market pages), `catalogue` (what we authenticate), `plain` (multi-agent
 * authentication). The markup of each is kept as those pages have always shown it.
 */
const looks = {
  guide: {
    section: "scroll-mt-24",
    wrappers: ["page-x pt-12", "rounded-2xl bg-ink px-8 py-10 text-white"],
    title: "font-serif text-3xl",
    text: "mt-3 max-w-2xl leading-7 text-white/85",
    actions: "mt-6 flex flex-wrap gap-3",
  },
  "offers-light": {
    section: "page-x pb-20",
    wrappers: ["rounded-3xl border border-line bg-white p-8 text-center sm:p-12"],
    title: "font-serif text-3xl",
    text: "mx-auto mt-3 max-w-xl text-ink/80",
    actions: "mt-6",
  },
  "offers-dark": {
    section: "px-6 py-20",
    wrappers: ["mx-auto max-w-4xl rounded-3xl bg-ink p-10 text-center text-white"],
    title: "font-serif text-3xl",
    text: "mx-auto mt-3 max-w-xl text-white/80",
    actions: "mt-6 flex flex-wrap justify-center gap-3",
  },
  place: {
    section: "bg-ink text-white",
    wrappers: ["page-x py-14 text-center md:py-20"],
    title: "font-serif text-3xl md:text-4xl",
    text: "mx-auto mt-4 max-w-2xl text-white/80",
    actions: "mt-8 flex flex-wrap justify-center gap-3",
  },
  catalogue: {
    section: "border-t border-line bg-white",
    wrappers: ["page-x py-14"],
    title: "font-serif text-3xl",
    text: "mt-3 max-w-3xl text-ink/80",
    actions: "mt-6 flex flex-wrap gap-3",
  },
  plain: {
    section: "page-x py-14",
    wrappers: [],
    title: "font-serif text-3xl",
    text: "mt-3 max-w-3xl text-ink/80",
    actions: "mt-6 flex flex-wrap gap-3",
  },
} as const satisfies Record<string, BandLook>;

export type ClosingBandLook = keyof typeof looks;

/**
 * The closing call to action of a page: a section named by its h2, a line of text and the
 * page's action links.
 */
export function ClosingBand({
  look,
  headingId,
  id,
  section,
  title,
  text,
  children,
}: {
  look: ClosingBandLook;
  /** The h2's id, which names the section. */
  headingId: string;
  /** The section's own id, where links point to it. */
  id?: string;
  /** The section's `data-section` name, where the page marks its sections. */
  section?: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  const style: BandLook = looks[look];
  let content: ReactNode = (
    <>
      <h2 id={headingId} className={style.title}>
        {title}
      </h2>
      <p className={style.text}>{text}</p>
      <div className={style.actions}>{children}</div>
    </>
  );
  for (const wrapper of [...style.wrappers].reverse()) content = <div className={wrapper}>{content}</div>;
  return (
    <section id={id} aria-labelledby={headingId} data-section={section} className={style.section}>
      {content}
    </section>
  );
}
