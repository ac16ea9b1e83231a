import { Link } from "react-router";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import type { CityService } from "./cities.ts";

/** Service cards of a city page: title, description and, where it has one, the turnaround. */
export function PlaceServiceList({ items }: { items: readonly CityService[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {items.map((s) => (
        <li key={s.title} className="rounded-xl border border-line bg-paper p-5">
          <h3 className="font-serif text-xl">{s.title}</h3>
          <p className="mt-2 text-sm text-ink/80">{s.description}</p>
          {s.turnaround ? (
            <p className="mt-3 text-sm">
              <span className="font-semibold">Turnaround:</span> {s.turnaround}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** An unknown city slug (served with HTTP 404). */
export function PlaceCityNotFound() {
  const localize = useLocalizedPath();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p className="font-serif text-7xl text-gold" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-serif text-3xl">City Not Found</h1>
      <p className="mt-3 text-ink/80">We do not have a page for this city. See the cities we serve.</p>
      <Link
        to={localize("/locations")}
        className="mt-8 inline-flex h-11 items-center rounded-full bg-ink px-6 text-sm font-semibold text-white hover:bg-black"
      >
        View all locations
      </Link>
    </div>
  );
}

/** An unknown market id (served with HTTP 404). */
export function PlaceMarketNotFound() {
  const localize = useLocalizedPath();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p className="font-serif text-7xl text-gold" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-serif text-3xl">Market Data Not Found</h1>
      <p className="mt-3 text-ink/80">We do not publish market data for this market.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={localize("/market-data/luxury-watches")}
          className="inline-flex h-11 items-center rounded-full bg-ink px-6 text-sm font-semibold text-white hover:bg-black"
        >
          Luxury watch market data
        </Link>
        <Link
          to={localize("/market-data/luxury-handbags")}
          className="inline-flex h-11 items-center rounded-full border border-ink/30 bg-white px-6 text-sm font-semibold hover:border-ink"
        >
          Luxury handbag market data
        </Link>
      </div>
    </div>
  );
}
