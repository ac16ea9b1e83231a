import { cardClass } from "./section.tsx";
import type { Trend } from "./types.ts";

function signed(impact: number): string {
  return impact > 0 ? `+${impact}%` : `${impact}%`;
}

/** Market trend cards (spec 001 section 3, "Trend"). */
export function BrandTrends({ trends }: { trends: readonly Trend[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {trends.map((trend) => (
        <li key={`${trend.brand}-${trend.timeframe}-${trend.trend}`} className={cardClass} data-trend="">
          <h3 className="font-serif text-xl">
            {trend.brand} · {trend.category}
          </h3>
          <p className="mt-1 text-sm text-ink/80">
            <span className="font-semibold text-ink">
              {trend.trend === "increasing" ? "Increasing" : "Stable"}
            </span>{" "}
            over {trend.timeframe} · estimated price change{" "}
            <span className="font-semibold text-ink">{signed(trend.impact)}</span>
          </p>
          <dl className="mt-4 space-y-2 text-sm">
            <div>
              <dt className="font-semibold">Drivers</dt>
              <dd className="text-ink/85">{trend.factors.join("; ")}</dd>
            </div>
            <div>
              <dt className="font-semibold">Regions</dt>
              <dd className="text-ink/85">{trend.regions.join(", ")}</dd>
            </div>
            <div>
              <dt className="font-semibold">Buyers</dt>
              <dd className="text-ink/85">{trend.demographics.join(", ")}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
