import type { ReactNode } from "react";
import { Link } from "react-router";
import { Ltr } from "#app/components/ui/ltr.tsx";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import type { BrandLink } from "./types.ts";

/** Shared building blocks of the brand, category and comparison pages. */

export const cardClass = "rounded-xl border border-line bg-white p-6";
export const eyebrowClass = "text-xs font-semibold uppercase tracking-[0.2em] text-gold";
export const primaryButtonClass =
  "inline-flex h-11 items-center rounded-full bg-ink px-6 text-sm font-semibold text-white hover:bg-black";
export const secondaryButtonClass =
  "inline-flex h-11 items-center rounded-full border border-ink px-6 text-sm font-semibold hover:bg-ink hover:text-white";

/** The page frame: a readable width, in the document's language and direction. */
export function BrandPage({ children }: { children: ReactNode }) {
  return <div className="page-x py-10 md:py-14">{children}</div>;
}

/** A titled page section; `data-section` names it for tests and anchors. */
export function BrandSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} data-section={id} aria-labelledby={`${id}-heading`} className="mt-14 scroll-mt-24">
      <h2 id={`${id}-heading`} className="font-serif text-2xl md:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-3 max-w-3xl leading-7 text-ink/80">{intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** A plain bulleted list with gold markers. */
export function BrandBulletList({ items, columns = 1 }: { items: readonly string[]; columns?: 1 | 2 }) {
  return (
    <ul className={`grid gap-3 ${columns === 2 ? "md:grid-cols-2" : ""}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-7 text-ink/90">
          <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-gold" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A figure card: a label and its value. `ltr` marks a value that reads left to right whatever the
 * page's direction (a price, a count), isolated so that it keeps its order on an Arabic page.
 */
export function BrandStat({ label, value, ltr = false }: { label: string; value: string; ltr?: boolean }) {
  return (
    <div className="rounded-xl border border-line bg-white p-4 md:p-6" data-stat={label}>
      <dt className="text-sm text-ink/80">{label}</dt>
      <dd className="mt-1 font-serif text-xl md:text-3xl">{ltr ? <Ltr>{value}</Ltr> : value}</dd>
    </div>
  );
}

/** Brand names as chips; brands with their own page link to it within the visitor's region. */
export function BrandChips({ brands, label }: { brands: readonly BrandLink[]; label: string }) {
  const localize = useLocalizedPath();
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {brands.map((brand) => (
        <li key={brand.name}>
          {brand.slug ? (
            <Link
              to={localize(`/brands/${brand.slug}`)}
              className="inline-flex min-h-11 items-center rounded-full border border-gold px-4 text-sm font-semibold text-gold underline-offset-2 hover:underline"
            >
              {brand.name}
            </Link>
          ) : (
            <span className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm">
              {brand.name}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
