import { useQuery } from "@tanstack/react-query";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { formatPercentIn } from "#app/i18n/format.ts";
import type { Route } from "./+types/metrics";
import { isForbidden, reviewApi, reviewKeys } from "./review-api.ts";
import {
  DeskFailure,
  DeskHeader,
  loadReviewWords,
  panel,
  ReviewScreen,
  serviceName,
  useReviewWords,
} from "./screen.tsx";

export const loader = ({ request }: Route.LoaderArgs) => loadReviewWords(request);

/** /app/review/metrics (leads and admins): the desk's queue, speed, deadlines and agreement. */
export default function MetricsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ReviewScreen loaded={loaderData}>
      <Measures />
    </ReviewScreen>
  );
}

function Measures() {
  const { copy, requests } = useReviewWords();
  const { t, language } = useI18n();
  const metrics = useQuery({ queryKey: reviewKeys.metrics, queryFn: reviewApi.metrics, retry: false });
  if (metrics.isError && !isForbidden(metrics.error))
    return <DeskFailure error={metrics.error} retry={() => void metrics.refetch()} />;
  const share = (v: number | null) => (v === null ? copy.metrics.none : formatPercentIn(language, v));
  const hours = (v: number | null) =>
    v === null ? copy.metrics.none : t(copy.metrics.hours, { hours: Math.round(v * 10) / 10 });
  const m = metrics.data;
  return (
    <section aria-labelledby="metrics-title">
      <DeskHeader id="metrics-title" title={copy.metrics.title} lead={copy.metrics.lead} />
      {metrics.isError ? (
        <p role="alert" className="mt-8 font-semibold">
          {copy.metrics.leadOnly}
        </p>
      ) : !m ? (
        <p role="status" className="mt-8">
          {copy.desk.loading}
        </p>
      ) : (
        <div className="mt-8 space-y-8">
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {[
              [copy.metrics.queueSize, t("{n}", { n: m.queueSize })],
              [copy.metrics.secondOpinionSize, t("{n}", { n: m.secondOpinionSize })],
              [copy.metrics.disagreementRate, share(m.disagreementRate)],
              [copy.metrics.morePhotosShare, share(m.morePhotosShare)],
            ].map(([term, value]) => (
              <div key={term} className={panel}>
                <dt className="text-sm text-ink/80">{term}</dt>
                <dd className="mt-1 font-serif text-3xl">{value}</dd>
              </div>
            ))}
          </dl>
          <section aria-labelledby="services-title" className={panel}>
            <h2 id="services-title" className="font-serif text-xl">
              {copy.metrics.servicesTitle}
            </h2>
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-start text-sm">
                <thead>
                  <tr className="border-b border-line">
                    {[
                      copy.metrics.service,
                      copy.metrics.verdicts,
                      copy.metrics.median,
                      copy.metrics.p90,
                      copy.metrics.deadlinesMet,
                    ].map((h) => (
                      <th key={h} scope="col" className="py-2 pe-4 text-start font-semibold">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {m.services.map((s) => (
                    <tr key={s.service} className="border-b border-line last:border-0">
                      <th scope="row" className="py-2 pe-4 text-start font-normal">
                        {serviceName(requests, s.service)}
                      </th>
                      <td className="py-2 pe-4">{t("{n}", { n: s.verdicts })}</td>
                      <td className="py-2 pe-4">{hours(s.medianHours)}</td>
                      <td className="py-2 pe-4">{hours(s.p90Hours)}</td>
                      <td className="py-2 pe-4">{share(s.deadlinesMetShare)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <section aria-labelledby="reviewers-title" className={panel}>
            <h2 id="reviewers-title" className="font-serif text-xl">
              {copy.metrics.reviewersTitle}
            </h2>
            {m.reviewers.length === 0 ? (
              <p className="mt-2 text-ink/80">{copy.metrics.none}</p>
            ) : (
              <table className="mt-3 w-full text-sm">
                <thead>
                  <tr className="border-b border-line">
                    <th scope="col" className="py-2 pe-4 text-start font-semibold">
                      {copy.metrics.reviewer}
                    </th>
                    <th scope="col" className="py-2 pe-4 text-start font-semibold">
                      {copy.metrics.verdicts}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {m.reviewers.map((r) => (
                    <tr key={r.reviewer} className="border-b border-line last:border-0">
                      <th scope="row" className="py-2 pe-4 text-start font-normal" dir="ltr">
                        {r.reviewer}
                      </th>
                      <td className="py-2 pe-4">{t("{n}", { n: r.verdicts })}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </div>
      )}
    </section>
  );
}
