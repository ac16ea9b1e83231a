import type { ReactNode } from "react";
import { Link } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { directionOf, type Language } from "#app/i18n/languages.ts";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import { ClosingBand } from "./closing-band.tsx";

/**
 * Building blocks of the content pages (services, guides, FAQ, about, partnerships, reports):
 * a page frame, a hero, titled sections and link buttons. The frame speaks the document's
 * language; a page whose words are not (yet) in that language passes the language they are in,
 * and the frame carries it with its direction. Layout uses logical utilities, so the same blocks
 * mirror under Arabic.
 */
export function GuidePage({ children, textLanguage }: { children: ReactNode; textLanguage?: Language }) {
  return (
    <div
      lang={textLanguage}
      dir={textLanguage === undefined ? undefined : directionOf(textLanguage)}
      className="pb-16"
    >
      {children}
    </div>
  );
}

export interface Crumb {
  name: string;
  path: string;
}

/** A visible breadcrumb trail; the last step is the current page. */
export function GuideBreadcrumb({ trail }: { trail: readonly Crumb[] }) {
  const localize = useLocalizedPath();
  const { m } = useI18n();
  return (
    <nav aria-label={m.breadcrumb} className="text-sm text-ink/75">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((step, i) => (
          <li key={step.path} className="flex items-center gap-2">
            {i > 0 && (
              <span aria-hidden="true" className="text-ink/50">
                /
              </span>
            )}
            {i === trail.length - 1 ? (
              <span aria-current="page">{step.name}</span>
            ) : (
              <Link
                to={localize(step.path)}
                className="inline-flex min-h-11 min-w-11 items-center underline-offset-2 hover:underline"
              >
                {step.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The top of a page: breadcrumb, eyebrow, the page's only h1, a lead paragraph and actions. */
export function GuideHero({
  eyebrow,
  title,
  lead,
  trail,
  meta,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  trail?: readonly Crumb[];
  meta?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="border-b border-line bg-white">
      <div className="page-x py-12 md:py-16">
        {trail && <GuideBreadcrumb trail={trail} />}
        <p className="mt-6 text-xs font-semibold uppercase tracking-[0.2em] text-gold">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl font-serif text-4xl leading-tight md:text-5xl">{title}</h1>
        <p className="mt-5 max-w-3xl text-lg leading-8 text-ink/80">{lead}</p>
        {meta && <div className="mt-4 text-sm text-ink/75">{meta}</div>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </header>
  );
}

/** A titled section of a content page, reachable by its id. */
export function GuideSection({
  id,
  title,
  intro,
  tone = "plain",
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  tone?: "plain" | "white";
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      data-section={id}
      className={`scroll-mt-24 ${tone === "white" ? "border-y border-line bg-white" : ""}`}
    >
      <div className="page-x py-12 md:py-14">
        <h2 id={`${id}-heading`} className="font-serif text-3xl">
          {title}
        </h2>
        {intro && <p className="mt-3 max-w-3xl leading-7 text-ink/80">{intro}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

/**
 * The region-aware target of an internal link. The in-app area (`/app/...`) is one app shell
 * without region copies (the route table registers region prefixes for public pages only),
 * so its links stay unprefixed; every other path keeps the visitor's region.
 */
function useGuideTarget(): (path: string) => string {
  const localize = useLocalizedPath();
  return (path) => (path === "/app" || path.startsWith("/app/") ? path : localize(path));
}

const buttonBase =
  "inline-flex min-h-11 items-center justify-center rounded-full px-6 text-sm font-semibold transition-colors";
export const guideButton = {
  primary: `${buttonBase} bg-ink text-white hover:bg-black`,
  secondary: `${buttonBase} border border-ink/30 bg-white text-ink hover:border-ink`,
} as const;

/** An internal link styled as a button; the target keeps the visitor's region prefix. */
export function GuideLinkButton({
  to,
  variant = "primary",
  children,
}: {
  to: string;
  variant?: keyof typeof guideButton;
  children: ReactNode;
}) {
  const target = useGuideTarget();
  return (
    <Link to={target(to)} className={guideButton[variant]}>
      {children}
    </Link>
  );
}

/** An internal text link that keeps the visitor's region prefix. */
export function GuideTextLink({ to, children }: { to: string; children: ReactNode }) {
  const target = useGuideTarget();
  return (
    <Link
      to={target(to)}
      className="inline-flex min-h-11 items-center font-semibold text-gold underline underline-offset-2 hover:text-ink"
    >
      {children}
    </Link>
  );
}

/** A bulleted list of short sentences. */
export function GuideList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-2 ps-6 leading-7 text-ink/90">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A closing call to action on a dark band. */
export function GuideCallout({
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
    <ClosingBand look="guide" id={id} headingId={`${id}-heading`} section={id} title={title} text={text}>
      {children}
    </ClosingBand>
  );
}

/** Button styles for use on the dark callout band. */
export const guideDarkButton = {
  primary: `${buttonBase} bg-white text-ink hover:bg-paper`,
  secondary: `${buttonBase} border border-white/60 text-white hover:border-white`,
} as const;

export function GuideDarkLink({
  to,
  variant = "primary",
  children,
}: {
  to: string;
  variant?: keyof typeof guideDarkButton;
  children: ReactNode;
}) {
  const target = useGuideTarget();
  return (
    <Link to={target(to)} className={guideDarkButton[variant]}>
      {children}
    </Link>
  );
}
