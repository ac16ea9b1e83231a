import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ClosingBand } from "#app/components/blocks/closing-band.tsx";
import { PageHero } from "#app/components/blocks/page-hero.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { MessageNodes } from "#app/components/ui/message-nodes.tsx";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import { cardSignInUrl, signInUrl } from "#app/lib/site-config.ts";
import { useSiteConfig } from "#app/lib/use-site-config.ts";
import type { OffersAction, OffersStep } from "./common.ts";

const buttonBase =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2 text-sm font-semibold transition-colors";
const tones = {
  dark: `${buttonBase} bg-ink text-white hover:bg-black`,
  light: `${buttonBase} border border-ink/25 text-ink hover:border-ink hover:bg-white`,
  gold: `${buttonBase} bg-gold-light text-ink hover:bg-white`,
  onDark: `${buttonBase} border border-white/40 text-white hover:bg-white/10`,
} as const;

/** A call to action: the external sign-in pages open in a new tab, pages of this site stay in it. */
export function OffersActionLink({
  action,
  tone = "dark",
  label,
}: {
  action: OffersAction;
  tone?: keyof typeof tones;
  label: ReactNode;
}) {
  const config = useSiteConfig();
  const localize = useLocalizedPath();
  if (action.kind === "internal") {
    return (
      <Link to={localize(action.to)} className={tones[tone]}>
        {label}
      </Link>
    );
  }
  const href = action.kind === "sign-in" ? signInUrl(config) : cardSignInUrl(config);
  return (
    <ExternalLink href={href} className={tones[tone]}>
      {label}
    </ExternalLink>
  );
}

/** The opening of each page: eyebrow, the page's one h1, a lead paragraph and optional actions. */
export function OffersHero({
  eyebrow,
  title,
  text,
  children,
  id,
}: {
  eyebrow: string;
  title: string;
  text: string;
  children?: ReactNode;
  id: string;
}) {
  return <PageHero look="offers" id={id} eyebrow={eyebrow} title={title} lead={text} actions={children} />;
}

/** An h2 with its lead paragraph. */
export function OffersSectionHeading({ id, title, text }: { id: string; title: string; text?: string }) {
  return (
    <div className="max-w-2xl">
      <h2 id={id} className="font-serif text-3xl">
        {title}
      </h2>
      {text ? <p className="mt-3 text-ink/80">{text}</p> : null}
    </div>
  );
}

/** A numbered list of steps, each an h3; `label` is the screen-reader prefix with its `{number}`. */
export function OffersSteps({ steps, label }: { steps: readonly OffersStep[]; label: string }) {
  return (
    <ol className="mt-10 grid gap-6 md:grid-cols-3">
      {steps.map((step, i) => (
        <li key={step.title} className="rounded-2xl border border-line bg-white p-6">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-ink font-serif text-lg text-gold-light"
          >
            {i + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold">
            <span className="sr-only">
              <MessageNodes text={label} values={{ number: i + 1 }} />
            </span>
            {step.title}
          </h3>
          <p className="mt-2 text-sm text-ink/80">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** A section of the page with its h2 and the standard width. */
export function OffersSection({
  id,
  title,
  text,
  children,
  tone = "paper",
}: {
  id: string;
  title: string;
  text?: string;
  children: ReactNode;
  tone?: "paper" | "white";
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      id={id}
      data-section={id}
      className={tone === "white" ? "border-y border-line bg-white" : undefined}
    >
      <div className="page-x py-16">
        <OffersSectionHeading id={`${id}-title`} title={title} text={text} />
        {children}
      </div>
    </section>
  );
}

/**
 * A list of inclusions or features, each behind a check mark; `size` "sm" for the small print of a
 * product card, `onDark` for a list on the ink background.
 */
export function OffersCheckList({
  items,
  className,
  label,
  size = "md",
  onDark = false,
}: {
  items: readonly string[];
  className: string;
  label?: string;
  size?: "sm" | "md";
  onDark?: boolean;
}) {
  const mark = `mt-0.5 ${size === "sm" ? "size-4" : "size-5"} shrink-0 ${onDark ? "text-gold-light" : "text-gold"}`;
  return (
    <ul className={className} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={size === "sm" ? "flex gap-2" : "flex gap-3"}>
          <Check aria-hidden="true" className={mark} />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The closing call to action of a page: an h2, a line of text and its action links, on a panel. */
export function OffersClosingBand({
  id,
  section,
  title,
  text,
  tone,
  children,
}: {
  /** The id of the h2. */
  id: string;
  /** The band's `data-section` name. */
  section: string;
  title: string;
  text: string;
  tone: "light" | "dark";
  children: ReactNode;
}) {
  return (
    <ClosingBand look={`offers-${tone}`} headingId={id} section={section} title={title} text={text}>
      {children}
    </ClosingBand>
  );
}
