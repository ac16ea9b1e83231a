import { Link } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { MessageNodes } from "#app/components/ui/message-nodes.tsx";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import { businessHours, quickHelp, responseTimes } from "./contact-data.ts";
import type { ContactCopy } from "./copy/index.ts";
import { clockIn } from "./figures.ts";

/** Business hours, emergency cover and response times beside the contact form. */
export function PlaceContactDetails({ copy }: { copy: ContactCopy }) {
  const { t, language } = useI18n();
  const figures = { emergencyHours: copy.emergency.hours };
  return (
    <div className="space-y-6">
      <section aria-labelledby="contact-hours" className="rounded-xl border border-line bg-white p-6">
        <h2 id="contact-hours" className="font-serif text-2xl">
          {copy.hours.title}
        </h2>
        <ul className="mt-4 space-y-2">
          {businessHours.map((h) => (
            <li key={h.id}>
              <span className="font-semibold">{copy.hours.days[h.id]}</span>{" "}
              {h.hours ? (
                <MessageNodes
                  text={copy.hours.range}
                  values={{
                    opens: <bdi>{clockIn(language, h.hours.opens)}</bdi>,
                    closes: <bdi>{clockIn(language, h.hours.closes)}</bdi>,
                  }}
                />
              ) : (
                copy.hours.closed
              )}
            </li>
          ))}
        </ul>
        <p className="mt-4 border-t border-line pt-4">
          <span className="font-semibold">
            <MessageNodes text={copy.emergency.label} values={{ title: copy.emergency.title }} />
          </span>{" "}
          {t(copy.emergency.availability, figures)}
        </p>
      </section>
      <section aria-labelledby="contact-response" className="rounded-xl border border-line bg-white p-6">
        <h2 id="contact-response" className="font-serif text-2xl">
          {copy.response.title}
        </h2>
        <dl className="mt-4 space-y-2">
          {responseTimes.map((r) => (
            <div key={r.id} className="flex flex-wrap justify-between gap-x-6">
              <dt className="font-semibold">{copy.response[r.id]}</dt>
              <dd>{t(copy.response.within, { hours: r.hours })}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

/** Links to the pages that answer the most common questions. */
export function PlaceQuickHelp({ copy }: { copy: ContactCopy["quickHelp"] }) {
  const localize = useLocalizedPath();
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-4">
      {quickHelp.map((q) => (
        <li key={q.to} className="rounded-xl border border-line bg-paper p-5">
          <h3 className="font-serif text-xl">
            <Link
              to={localize(q.to)}
              className="inline-flex min-h-11 min-w-11 items-center underline underline-offset-4 hover:text-gold"
            >
              {copy.items[q.id].label}
            </Link>
          </h3>
          <p className="mt-2 text-sm text-ink/80">{copy.items[q.id].description}</p>
        </li>
      ))}
    </ul>
  );
}
