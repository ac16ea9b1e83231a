import { Link } from "react-router";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";

/** A service card's words and, where it has one, its turnaround. */
export interface ServiceCard {
  title: string;
  description: string;
  turnaround?: string;
}

/** Service cards of a city page: title, description and, where it has one, the turnaround. */
export function PlaceServiceList({
  items,
  turnaroundLabel,
}: {
  items: readonly ServiceCard[];
  turnaroundLabel: string;
}) {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {items.map((s) => (
        <li key={s.title} className="rounded-xl border border-line bg-paper p-5">
          <h3 className="font-serif text-xl">{s.title}</h3>
          <p className="mt-2 text-sm text-ink/80">{s.description}</p>
          {s.turnaround ? (
            <p className="mt-3 text-sm">
              <span className="font-semibold">{turnaroundLabel}</span> {s.turnaround}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

const primaryLink =
  "inline-flex h-11 items-center rounded-full bg-ink px-6 text-sm font-semibold text-white hover:bg-black";
const secondaryLink =
  "inline-flex h-11 items-center rounded-full border border-ink/30 bg-white px-6 text-sm font-semibold hover:border-ink";

/**
 * The page for an unknown city or market (served with HTTP 404): a title, a sentence and the
 * links back to what exists.
 */
export function PlaceNotFound({
  title,
  text,
  links,
}: {
  title: string;
  text: string;
  links: readonly { to: string; label: string }[];
}) {
  const localize = useLocalizedPath();
  const link = (item: { to: string; label: string }, className: string) => (
    <Link key={item.to} to={localize(item.to)} className={className}>
      {item.label}
    </Link>
  );
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p className="font-serif text-7xl text-gold" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-serif text-3xl">{title}</h1>
      <p className="mt-3 text-ink/80">{text}</p>
      {links.length === 1 && links[0] ? (
        link(links[0], `mt-8 ${primaryLink}`)
      ) : (
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {links.map((item, index) => link(item, index === 0 ? primaryLink : secondaryLink))}
        </div>
      )}
    </div>
  );
}
