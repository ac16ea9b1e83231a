import { Link } from "react-router";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import { businessHours, emergencyCover, quickHelp, responseTimes } from "./contact-data.ts";

/** Business hours, emergency cover and response times beside the contact form. */
export function PlaceContactDetails() {
  return (
    <div className="space-y-6">
      <section aria-labelledby="contact-hours" className="rounded-xl border border-line bg-white p-6">
        <h2 id="contact-hours" className="font-serif text-2xl">
          Business hours
        </h2>
        <ul className="mt-4 space-y-2">
          {businessHours.map((h) => (
            <li key={h.days}>
              <span className="font-semibold">{h.days}</span> {h.time}
            </li>
          ))}
        </ul>
        <p className="mt-4 border-t border-line pt-4">
          <span className="font-semibold">{emergencyCover.title}:</span> {emergencyCover.availability}
        </p>
      </section>
      <section aria-labelledby="contact-response" className="rounded-xl border border-line bg-white p-6">
        <h2 id="contact-response" className="font-serif text-2xl">
          Response times
        </h2>
        <dl className="mt-4 space-y-2">
          {responseTimes.map((r) => (
            <div key={r.channel} className="flex flex-wrap justify-between gap-x-6">
              <dt className="font-semibold">{r.channel}</dt>
              <dd>{r.time}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

/** Links to the pages that answer the most common questions. */
export function PlaceQuickHelp() {
  const localize = useLocalizedPath();
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-4">
      {quickHelp.map((q) => (
        <li key={q.to} className="rounded-xl border border-line bg-paper p-5">
          <h3 className="font-serif text-xl">
            <Link to={localize(q.to)} className="underline underline-offset-4 hover:text-gold">
              {q.label}
            </Link>
          </h3>
          <p className="mt-2 text-sm text-ink/80">{q.description}</p>
        </li>
      ))}
    </ul>
  );
}
