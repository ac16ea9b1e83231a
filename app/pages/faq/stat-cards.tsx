/** A stat card: the figure as given and what it measures. */
export interface GuideStat {
  value: string;
  label: string;
}

/** A row of stat cards (figure first visually, label first for screen readers via dt/dd). */
export function GuideStatCards({ stats, label }: { stats: readonly GuideStat[]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-4 md:grid-cols-4" data-stat-cards>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse rounded-xl border border-line bg-white p-5"
          data-stat
        >
          <dt className="mt-1 text-sm text-ink/75">{stat.label}</dt>
          <dd className="font-serif text-3xl text-gold">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
