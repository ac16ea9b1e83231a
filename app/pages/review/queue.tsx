import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { reviewDeskFigures } from "#app/data/review-desk.ts";
import { type CategoryId, shotLists } from "#app/data/shots.ts";
import { itemTitle } from "#app/pages/requests/requests-api.ts";
import type { Route } from "./+types/queue";
import { type QueueEntry, type QueueState, reviewApi, reviewKeys } from "./review-api.ts";
import {
  categoryName,
  DeskFailure,
  DeskHeader,
  errorText,
  flagName,
  inputClass,
  loadReviewWords,
  primaryButton,
  ReviewScreen,
  secondaryButton,
  serviceName,
  shotName,
  useReviewWords,
} from "./screen.tsx";
import { timeLeft } from "./time-left.ts";

export const loader = ({ request }: Route.LoaderArgs) => loadReviewWords(request);

/** /app/review: the requests waiting for a verdict, oldest deadline first, with filters and claim. */
export default function QueueRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ReviewScreen loaded={loaderData}>
      <Queue />
    </ReviewScreen>
  );
}

const queueStates: readonly QueueState[] = ["in_review", "second_opinion"];
const categoryIds = Object.keys(shotLists) as CategoryId[];

function Queue() {
  const { copy, categories } = useReviewWords();
  const { t } = useI18n();
  const [search, setSearch] = useSearchParams();
  const category = categoryIds.includes(search.get("category") as never)
    ? (search.get("category") ?? "")
    : "";
  const state: QueueState = search.get("state") === "second_opinion" ? "second_opinion" : "in_review";
  const queue = useQuery({
    queryKey: reviewKeys.queue(category, state),
    queryFn: () => reviewApi.queue(category, state),
    retry: false,
  });
  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true });
  };
  // A 404 is the desk not confirming itself to someone without a staff role: the site's not-found.
  if (queue.isError) return <DeskFailure error={queue.error} retry={() => void queue.refetch()} />;
  return (
    <section aria-labelledby="queue-title">
      <DeskHeader
        id="queue-title"
        title={copy.queue.title}
        lead={t(copy.queue.lead, { minutes: reviewDeskFigures.claimLeaseMinutes })}
      />
      <form
        aria-label={copy.queue.filters}
        className="mt-6 grid gap-4 sm:grid-cols-2 lg:max-w-2xl"
        onSubmit={(e) => e.preventDefault()}
      >
        <div>
          <label htmlFor="queue-category" className="block font-semibold">
            {copy.queue.category}
          </label>
          <select
            id="queue-category"
            className={inputClass}
            value={category}
            onChange={(e) => setFilter("category", e.target.value)}
          >
            <option value="">{copy.queue.allCategories}</option>
            {categoryIds.map((id) => (
              <option key={id} value={id}>
                {categoryName(categories, id)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="queue-state" className="block font-semibold">
            {copy.queue.state}
          </label>
          <select
            id="queue-state"
            className={inputClass}
            value={state}
            onChange={(e) => setFilter("state", e.target.value === "in_review" ? "" : e.target.value)}
          >
            {queueStates.map((s) => (
              <option key={s} value={s}>
                {copy.queue.states[s]}
              </option>
            ))}
          </select>
        </div>
      </form>
      {queue.isPending ? (
        <p role="status" className="mt-8">
          {copy.desk.loading}
        </p>
      ) : (
        <>
          <p role="status" className="mt-6 font-semibold">
            {t(copy.queue.count, { count: queue.data.length })}
          </p>
          {queue.data.length === 0 ? (
            <p className="mt-2 text-ink/80">{copy.queue.empty}</p>
          ) : (
            <ul className="mt-4 space-y-4">
              {queue.data.map((entry) => (
                <QueueCard key={entry.id} entry={entry} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function QueueCard({ entry }: { entry: QueueEntry }) {
  const { copy, categories, requests } = useReviewWords();
  const { t } = useI18n();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const [now] = useState(() => Date.now());
  const claim = useMutation({
    mutationFn: () => reviewApi.claim(entry.id),
    onSuccess: async () => {
      await queries.invalidateQueries({ queryKey: ["review", "queue"] });
      await navigate(`/app/review/${entry.id}`);
    },
  });
  const left = timeLeft(entry.deadlineAt, now);
  const title = itemTitle(entry) || categoryName(categories, entry.category);
  const service = serviceName(requests, entry.service);
  const late = left.key === "overdueHours" || left.key === "overdueDays";
  const headingId = `queue-${entry.id}`;
  return (
    <li className="rounded-2xl border border-line bg-white p-5" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-serif text-xl [overflow-wrap:anywhere]">
            {title}
          </h2>
          <p className="mt-1 text-ink/80">
            {[categoryName(categories, entry.category), service].filter(Boolean).join(" · ")}
          </p>
        </div>
        <p className={`font-semibold ${late ? "text-red-800" : ""}`}>
          {t(copy.timeLeft[left.key], left.values)}
        </p>
      </div>
      <div className="mt-3">
        <h3 className="text-sm font-semibold">{copy.queue.flags}</h3>
        {entry.flags.length === 0 ? (
          <p className="text-sm text-ink/80">{copy.queue.noFlags}</p>
        ) : (
          <ul className="mt-1 flex flex-wrap gap-2 text-sm">
            {entry.flags.map((f) => (
              <li
                key={`${f.slot}-${f.flag}`}
                className="rounded-full border border-amber-700 bg-amber-50 px-3 py-1 text-amber-950"
              >
                {t(copy.request.flagOn, {
                  shot: shotName(requests, f.slot),
                  flag: flagName(copy, f.flag, t),
                })}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {entry.claimedBy ? (
          <p className="text-sm font-semibold">
            {entry.claimedBy === "you" ? copy.queue.claimedByYou : copy.queue.claimedByAnother}
          </p>
        ) : null}
        {entry.state === "in_review" && entry.claimedBy !== "you" ? (
          <button
            type="button"
            className={primaryButton}
            disabled={claim.isPending || entry.claimedBy === "another"}
            onClick={() => claim.mutate()}
            aria-describedby={headingId}
          >
            {copy.queue.claim}
          </button>
        ) : null}
        {entry.state === "second_opinion" || entry.claimedBy === "you" ? (
          <Link to={`/app/review/${entry.id}`} className={secondaryButton} aria-describedby={headingId}>
            {copy.queue.open}
          </Link>
        ) : null}
      </div>
      {claim.isError ? (
        <p role="alert" className="mt-2 font-semibold text-red-800">
          {t(copy.queue.claimFailed, { error: errorText(claim.error) })}
        </p>
      ) : null}
    </li>
  );
}
