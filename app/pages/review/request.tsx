import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useMemo, useState } from "react";
import { Link } from "react-router";
import { useI18n, usePageCopy } from "#app/components/i18n-provider.tsx";
import { reviewDeskFigures } from "#app/data/review-desk.ts";
import { documentSlot } from "#app/data/shots.ts";
import { type LoadedCopy, loadCopy } from "#app/i18n/copy.ts";
import { formatPercentIn } from "#app/i18n/format.ts";
import { priceCurrencies } from "#app/pages/requests/flow.ts";
import { itemTitle } from "#app/pages/requests/requests-api.ts";
import type { Route } from "./+types/request";
import { type ChecklistWords, checklistWordsCopy, pointWords } from "./checklist-words.ts";
import { Choice, FormProblems, TextArea, useDeskAction } from "./desk-form.tsx";
import {
  type ChecklistEntry,
  type DuplicateMatch,
  type Mark,
  outcomes,
  type PointResult,
  pointResults,
  type ReviewDetail,
  type ReviewPhoto,
  reviewApi,
  reviewKeys,
  type VerdictAnswer,
  type VerdictInput,
} from "./review-api.ts";
import {
  categoryName,
  DeskFailure,
  DeskHeader,
  errorText,
  flagName,
  inputClass,
  loadReviewWords,
  panel,
  primaryButton,
  ReviewScreen,
  secondaryButton,
  serviceName,
  shotName,
  useReviewWords,
} from "./screen.tsx";
import { timeLeft } from "./time-left.ts";
import { type Drawing, PhotoViewer, type ShownMark } from "./viewer.tsx";
import { isMark, type Rect } from "./viewer-math.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const [words, checklist] = await Promise.all([
    loadReviewWords(request),
    loadCopy(checklistWordsCopy, request),
  ]);
  return { ...words, checklist };
}

const { secondOpinionBelow, maxMarksPerPoint } = reviewDeskFigures;

/** /app/review/{id}: the request under review, its photos, checklist, and the verdict's forms. */
export default function RequestRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <ReviewScreen loaded={loaderData}>
      <RequestUnderReview id={params.id} checklist={loaderData.checklist} />
    </ReviewScreen>
  );
}

function RequestUnderReview({ id, checklist }: { id: string; checklist: LoadedCopy<ChecklistWords> }) {
  const { copy } = useReviewWords();
  const points = usePageCopy(checklistWordsCopy, checklist);
  const detail = useQuery({
    queryKey: reviewKeys.request(id),
    queryFn: () => reviewApi.request(id),
    retry: false,
  });
  if (detail.isError) return <DeskFailure error={detail.error} retry={() => void detail.refetch()} />;
  return (
    <section aria-labelledby="request-title">
      <Link
        to="/app/review"
        className="inline-flex min-h-11 items-center text-sm font-semibold underline underline-offset-4"
      >
        {copy.request.back}
      </Link>
      <DeskHeader
        id="request-title"
        title={detail.data ? itemTitle(detail.data.item) || copy.request.title : copy.request.title}
      />
      {detail.isPending ? (
        <p role="status" className="mt-8">
          {copy.desk.loading}
        </p>
      ) : (
        <Desk detail={detail.data} points={points} />
      )}
    </section>
  );
}

interface PointState {
  result: PointResult | null;
  note: string;
  marks: Mark[];
}

/** Every photo that can be shown: the request's own, then the comparison certificates'. */
interface Shown {
  photo: ReviewPhoto;
  label: string;
  own: boolean;
}

function Desk({ detail, points }: { detail: ReviewDetail; points: ChecklistWords }) {
  const { copy, categories, requests } = useReviewWords();
  const { t, language } = useI18n();
  const queries = useQueryClient();
  const [now] = useState(() => Date.now());
  const photos = detail.photos.filter((p) => p.status === "ready");
  const shown: Shown[] = useMemo(
    () => [
      ...photos.map((photo) => ({ photo, label: shotName(requests, photo.slot), own: true })),
      ...(detail.comparison ?? []).flatMap((c) =>
        c.photos.map((photo) => ({
          photo,
          label: `${c.certificateId} · ${shotName(requests, photo.slot)}`,
          own: false,
        })),
      ),
    ],
    [photos, detail.comparison, requests],
  );
  const [left, setLeft] = useState(photos[0]?.id ?? "");
  const [right, setRight] = useState(photos[1]?.id ?? photos[0]?.id ?? "");
  const [sideBySide, setSideBySide] = useState(false);
  // A verdict waiting for a second opinion shows its own findings, to be read, not changed.
  const waiting = detail.verdicts.find((v) => v.status === "pending") ?? null;
  const readOnly = waiting !== null;
  const [state, setState] = useState<Record<string, PointState>>(() =>
    Object.fromEntries(
      detail.checklist.map((p) => {
        const found = waiting?.checklist.find((e) => e.point === p.id);
        return [p.id, { result: found?.result ?? null, note: found?.note ?? "", marks: found?.marks ?? [] }];
      }),
    ),
  );
  const [drawingFor, setDrawingFor] = useState<string | null>(null);
  const [done, setDone] = useState<
    | { kind: "verdict"; answer: VerdictAnswer }
    | { kind: "morePhotos" | "released" | "second"; text: string }
    | null
  >(null);

  const label = (pointId: string) => pointWords(points, pointId).label;
  const update = (pointId: string, change: Partial<PointState>) =>
    setState((s) => ({
      ...s,
      [pointId]: { ...(s[pointId] ?? { result: null, note: "", marks: [] }), ...change },
    }));

  const leftShown = shown.find((s) => s.photo.id === left) ?? shown[0];
  const rightShown = shown.find((s) => s.photo.id === right) ?? shown[0];
  const marksOn = (photoId: string): ShownMark[] =>
    Object.entries(state).flatMap(([pointId, p]) =>
      p.marks
        .filter((m) => m.photoId === photoId)
        .map((m, i) => ({
          key: `${pointId}-${i}`,
          rect: m,
          label: t(copy.viewer.markOf, { point: label(pointId) }),
        })),
    );
  const drawing: Drawing | null =
    drawingFor && leftShown?.own
      ? {
          pointLabel: label(drawingFor),
          onSave: (rect: Rect) => {
            if (isMark(rect)) {
              const current = state[drawingFor]?.marks ?? [];
              update(drawingFor, { marks: [...current, { photoId: leftShown.photo.id, ...rect }] });
            }
            setDrawingFor(null);
          },
          onCancel: () => setDrawingFor(null),
        }
      : null;

  const release = useMutation({
    mutationFn: () => reviewApi.release(detail.request.id),
    onSuccess: async () => {
      setDone({ kind: "released", text: copy.request.released });
      await queries.invalidateQueries({ queryKey: ["review", "queue"] });
    },
  });

  const left_ = timeLeft(detail.request.deadlineAt, now);
  const service = serviceName(requests, detail.request.service);
  const pending = detail.verdicts.find((v) => v.status === "pending") ?? null;
  const history = detail.verdicts.filter((v) => v.status !== "pending");

  if (done)
    return (
      <div className="mt-6 space-y-4" aria-live="polite">
        <p className="rounded-xl border border-green-300 bg-green-50 p-4 font-semibold text-green-900">
          {done.kind === "verdict"
            ? done.answer.status === "pending"
              ? copy.verdict.pending
              : copy.verdict.final
            : done.text}
        </p>
        {done.kind === "verdict" && done.answer.certificateId ? (
          <p className="font-semibold">
            {t(copy.verdict.certificate, { id: `\u2068${done.answer.certificateId}\u2069` })}
          </p>
        ) : null}
        <Link to="/app/review" className={primaryButton}>
          {copy.request.back}
        </Link>
      </div>
    );

  return (
    <div className="mt-4 space-y-8">
      <div className="space-y-1 text-ink/80 [overflow-wrap:anywhere]">
        <p>
          {t(copy.request.details, { category: categoryName(categories, detail.item.category), service })}
        </p>
        {detail.item.colour ? <p>{t(copy.request.colour, { colour: detail.item.colour })}</p> : null}
        {detail.item.reference ? (
          <p>{t(copy.request.reference, { reference: detail.item.reference })}</p>
        ) : null}
        <p className="font-semibold text-ink">{t(copy.timeLeft[left_.key], left_.values)}</p>
      </div>
      {detail.request.claim ? (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={secondaryButton}
            disabled={release.isPending}
            onClick={() => release.mutate()}
          >
            {copy.request.release}
          </button>
          {release.isError ? (
            <p role="alert" className="font-semibold text-red-800">
              {errorText(release.error)}
            </p>
          ) : null}
        </div>
      ) : null}

      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="photos-title" className="min-w-0 space-y-4">
          <h2 id="photos-title" className="font-serif text-2xl">
            {copy.request.photosTitle}
          </h2>
          <div className="space-y-4 lg:sticky lg:top-4">
            {shown.length === 0 || !leftShown ? (
              <p>{copy.request.noPhotos}</p>
            ) : (
              <>
                <div className={`grid gap-4 ${sideBySide ? "sm:grid-cols-2" : ""}`}>
                  <div className="min-w-0 space-y-2">
                    <PhotoChoice
                      id="left-photo"
                      label={copy.request.left}
                      value={leftShown.photo.id}
                      shown={shown}
                      onChange={setLeft}
                    />
                    <PhotoViewer
                      key={leftShown.photo.id}
                      photo={leftShown.photo}
                      shot={leftShown.label}
                      marks={marksOn(leftShown.photo.id)}
                      drawing={drawing}
                    />
                  </div>
                  {sideBySide && rightShown ? (
                    <div className="min-w-0 space-y-2">
                      <PhotoChoice
                        id="right-photo"
                        label={copy.request.right}
                        value={rightShown.photo.id}
                        shown={shown}
                        onChange={setRight}
                      />
                      <PhotoViewer
                        key={rightShown.photo.id}
                        photo={rightShown.photo}
                        shot={rightShown.label}
                        marks={marksOn(rightShown.photo.id)}
                        drawing={null}
                      />
                    </div>
                  ) : null}
                </div>
                <label className="flex min-h-11 items-center gap-3 font-semibold">
                  <input
                    type="checkbox"
                    className="size-5 accent-ink"
                    checked={sideBySide}
                    onChange={(e) => setSideBySide(e.target.checked)}
                  />
                  {copy.request.sideBySide}
                </label>
              </>
            )}
          </div>
        </section>

        <div className="min-w-0 space-y-8">
          <Flags detail={detail} />
          <ComparisonList detail={detail} />
          <section aria-labelledby="checklist-title" className={panel}>
            <h2 id="checklist-title" className="font-serif text-2xl">
              {copy.checklist.title}
            </h2>
            <p className="mt-1 text-ink/80">{copy.checklist.lead}</p>
            <ol className="mt-4 space-y-6">
              {detail.checklist.map((point, index) => {
                const p = state[point.id] ?? { result: null, note: "", marks: [] };
                const words = pointWords(points, point.id);
                const legendId = `point-${index}`;
                return (
                  <li key={point.id} className="border-t border-line pt-4 first:border-t-0 first:pt-0">
                    <fieldset aria-describedby={words.detail ? `${legendId}-detail` : undefined}>
                      <legend id={legendId} className="font-semibold [overflow-wrap:anywhere]">
                        {words.label}
                      </legend>
                      {words.detail ? (
                        <p id={`${legendId}-detail`} className="mt-1 text-sm text-ink/80">
                          {words.detail}
                        </p>
                      ) : null}
                      <div className="mt-2 flex flex-wrap gap-x-4">
                        {pointResults.map((r) => (
                          <Choice
                            key={r}
                            type="radio"
                            name={`result-${index}`}
                            checked={p.result === r}
                            disabled={readOnly}
                            onChange={() => update(point.id, { result: r })}
                          >
                            {copy.checklist.results[r]}
                          </Choice>
                        ))}
                      </div>
                    </fieldset>
                    <TextArea
                      label={copy.checklist.note}
                      className="mt-2 block text-sm font-semibold"
                      maxLength={500}
                      value={p.note}
                      aria-describedby={legendId}
                      readOnly={readOnly}
                      onChange={(note) => update(point.id, { note })}
                    />
                    <div className="mt-2 flex flex-wrap items-center gap-2">
                      <button
                        type="button"
                        className={secondaryButton}
                        aria-describedby={legendId}
                        disabled={readOnly || p.marks.length >= maxMarksPerPoint || photos.length === 0}
                        onClick={() => {
                          if (!leftShown?.own && photos[0]) setLeft(photos[0].id);
                          setDrawingFor(point.id);
                          document.querySelector<HTMLElement>("[data-testid=photo-stage]")?.focus();
                        }}
                      >
                        {copy.checklist.mark}
                      </button>
                      {p.marks.length > 0 ? (
                        <span className="text-sm">{t(copy.checklist.marks, { count: p.marks.length })}</span>
                      ) : null}
                    </div>
                    {p.marks.length > 0 ? (
                      <ul className="mt-2 flex flex-wrap gap-2 text-sm">
                        {p.marks.map((m, i) => {
                          const shot = shotName(
                            requests,
                            photos.find((ph) => ph.id === m.photoId)?.slot ?? "",
                          );
                          return (
                            // biome-ignore lint/suspicious/noArrayIndexKey: marks have no id before the verdict stores them
                            <li key={i}>
                              {readOnly ? (
                                <span className="inline-flex min-h-11 items-center rounded-full border border-line bg-paper px-3">
                                  {t(copy.checklist.markOn, { shot })}
                                </span>
                              ) : (
                                <button
                                  type="button"
                                  className="inline-flex min-h-11 items-center rounded-full border border-line bg-paper px-3"
                                  aria-label={t(copy.checklist.removeMark, { shot })}
                                  onClick={() =>
                                    update(point.id, { marks: p.marks.filter((_, j) => j !== i) })
                                  }
                                >
                                  {t(copy.checklist.markOn, { shot })} ×
                                </button>
                              )}
                            </li>
                          );
                        })}
                      </ul>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          </section>

          {pending ? (
            <SecondOpinion detail={detail} onDone={(text) => setDone({ kind: "second", text })} />
          ) : (
            <>
              <VerdictForm
                detail={detail}
                state={state}
                onDone={(answer) => setDone({ kind: "verdict", answer })}
              />
              <MorePhotos
                detail={detail}
                onDone={() => setDone({ kind: "morePhotos", text: copy.morePhotos.done })}
              />
            </>
          )}
          {history.length > 0 ? (
            <section aria-labelledby="history-title" className={panel}>
              <h2 id="history-title" className="font-serif text-xl">
                {copy.request.historyTitle}
              </h2>
              <ul className="mt-3 space-y-3">
                {history.map((v) => (
                  <li key={v.id}>
                    <p>
                      {t(copy.request.historyEntry, {
                        outcome: copy.verdict.outcomes[v.outcome],
                        confidence: formatPercentIn(language, v.confidence / 100, 0),
                        reviewer: v.reviewer,
                        status: copy.request.verdictStatus[v.status],
                      })}
                    </p>
                    {v.secondNote ? (
                      <p className="text-ink/80">{t(copy.request.historyNote, { note: v.secondNote })}</p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function PhotoChoice({
  id,
  label,
  value,
  shown,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  shown: Shown[];
  onChange: (id: string) => void;
}) {
  const { copy } = useReviewWords();
  const own = shown.filter((s) => s.own);
  const other = shown.filter((s) => !s.own);
  return (
    <label htmlFor={id} className="block text-sm font-semibold">
      {label}
      <select id={id} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)}>
        {own.map((s) => (
          <option key={s.photo.id} value={s.photo.id}>
            {s.label}
          </option>
        ))}
        {other.length > 0 ? (
          <optgroup label={copy.request.comparisonTitle}>
            {other.map((s) => (
              <option key={s.photo.id} value={s.photo.id}>
                {s.label}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
    </label>
  );
}

function Flags({ detail }: { detail: ReviewDetail }) {
  const { copy, requests } = useReviewWords();
  const { t } = useI18n();
  const entries = detail.photos.flatMap((photo) =>
    Object.values(photo.checks ?? {})
      .filter((c) => c && !c.ok && c.flag)
      .map((c) => ({
        photo,
        flag: c?.flag as string,
        matches: c && "requests" in c ? (c.requests ?? []) : [],
      })),
  );
  return (
    <section aria-labelledby="flags-title">
      <h2 id="flags-title" className="font-serif text-xl">
        {copy.request.flagsTitle}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-1 text-ink/80">{copy.queue.noFlags}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {entries.map((e) => (
            <li key={`${e.photo.id}-${e.flag}`}>
              <p>
                {t(copy.request.flagOn, {
                  shot: shotName(requests, e.photo.slot),
                  flag: flagName(copy, e.flag, t),
                })}
              </p>
              {e.matches.length > 0 ? (
                <ul className="ms-4 list-disc">
                  {sharedWith(e.matches).map((requestId) => (
                    <li key={requestId ?? "none"}>
                      {requestId ? (
                        <Link
                          to={`/app/review/${requestId}`}
                          className="inline-flex min-h-11 items-center underline"
                        >
                          {t(copy.request.sharedWith, { id: `\u2068${requestId.slice(0, 8)}\u2069` })}
                        </Link>
                      ) : (
                        copy.request.sharedElsewhere
                      )}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The other requests a photo was matched with, each once (null: an item without a request). */
const sharedWith = (matches: readonly DuplicateMatch[]) => [...new Set(matches.map((m) => m.requestId))];

function ComparisonList({ detail }: { detail: ReviewDetail }) {
  const { copy } = useReviewWords();
  const { t } = useI18n();
  const comparison = detail.comparison ?? [];
  return (
    <section aria-labelledby="comparison-title">
      <h2 id="comparison-title" className="font-serif text-xl">
        {copy.request.comparisonTitle}
      </h2>
      {comparison.length === 0 ? (
        <p className="mt-1 text-ink/80">{copy.request.comparisonNone}</p>
      ) : (
        <ul className="mt-2 space-y-1">
          {comparison.map((c) => (
            <li key={c.certificateId}>
              <Link to={`/verify/${c.certificateId}`} className="inline-flex min-h-11 items-center underline">
                {t(copy.request.comparisonOf, {
                  id: `\u2068${c.certificateId}\u2069`,
                  title: [c.brandName, c.model].filter(Boolean).join(" "),
                })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const readInt = (text: string, min: number, max: number) => {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
};

function VerdictForm({
  detail,
  state,
  onDone,
}: {
  detail: ReviewDetail;
  state: Record<string, PointState>;
  onDone: (answer: VerdictAnswer) => void;
}) {
  const { copy } = useReviewWords();
  const { t, language } = useI18n();
  const market = detail.marketValue ?? null;
  const [outcome, setOutcome] = useState<(typeof outcomes)[number]>("authentic");
  const [confidence, setConfidence] = useState("");
  const [grade, setGrade] = useState("");
  const [valueLow, setValueLow] = useState(market ? String(market.low) : "");
  const [valueHigh, setValueHigh] = useState(market ? String(market.high) : "");
  const [currency, setCurrency] = useState(market?.currency ?? "USD");
  const [summary, setSummary] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const send = useDeskAction((body: VerdictInput) => reviewApi.verdict(detail.request.id, body), onDone);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const checklist: ChecklistEntry[] = [];
    for (const point of detail.checklist) {
      const p = state[point.id];
      if (!p?.result) return setProblem(copy.verdict.unmarked);
      checklist.push({
        point: point.id,
        result: p.result,
        note: p.note.trim(),
        ...(p.marks.length ? { marks: p.marks } : {}),
      });
    }
    const c = readInt(confidence, 0, 100);
    const g = readInt(grade, 0, 10);
    const low = valueLow.trim() ? readInt(valueLow, 0, 1e9) : undefined;
    const high = valueHigh.trim() ? readInt(valueHigh, 0, 1e9) : undefined;
    if (c === null || g === null || low === null || high === null) return setProblem(copy.verdict.badNumber);
    send.mutate({
      outcome,
      confidence: c,
      grade: g,
      ...(low !== undefined && high !== undefined ? { valueLow: low, valueHigh: high, currency } : {}),
      summary: summary.trim(),
      checklist,
    });
  };
  return (
    <form aria-labelledby="verdict-title" className={panel} onSubmit={submit} noValidate>
      <h2 id="verdict-title" className="font-serif text-2xl">
        {copy.verdict.title}
      </h2>
      <p className="mt-1 text-ink/80">
        {t(copy.verdict.fourEyes, { threshold: formatPercentIn(language, secondOpinionBelow / 100, 0) })}
      </p>
      <fieldset className="mt-4">
        <legend className="font-semibold">{copy.verdict.outcome}</legend>
        <div className="flex flex-wrap gap-x-4">
          {outcomes.map((o) => (
            <Choice
              key={o}
              type="radio"
              name="outcome"
              checked={outcome === o}
              onChange={() => setOutcome(o)}
            >
              {copy.verdict.outcomes[o]}
            </Choice>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <label className="block font-semibold">
          {copy.verdict.confidence}
          <input
            className={inputClass}
            inputMode="numeric"
            value={confidence}
            onChange={(e) => setConfidence(e.target.value)}
            required
          />
        </label>
        <label className="block font-semibold">
          {copy.verdict.grade}
          <input
            className={inputClass}
            inputMode="numeric"
            value={grade}
            onChange={(e) => setGrade(e.target.value)}
            required
          />
        </label>
        <label className="block font-semibold">
          {copy.verdict.valueLow}
          <input
            className={inputClass}
            inputMode="numeric"
            value={valueLow}
            onChange={(e) => setValueLow(e.target.value)}
          />
        </label>
        <label className="block font-semibold">
          {copy.verdict.valueHigh}
          <input
            className={inputClass}
            inputMode="numeric"
            value={valueHigh}
            onChange={(e) => setValueHigh(e.target.value)}
          />
        </label>
        <label className="block font-semibold">
          {copy.verdict.currency}
          <select className={inputClass} value={currency} onChange={(e) => setCurrency(e.target.value)}>
            {[...new Set([currency, ...priceCurrencies])].map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
      </div>
      {market ? <p className="mt-2 text-sm text-ink/80">{copy.verdict.valueHint}</p> : null}
      <TextArea
        label={copy.verdict.summary}
        height="min-h-28"
        maxLength={2000}
        value={summary}
        onChange={setSummary}
        required
      />
      <FormProblems
        problem={problem}
        failure={send.isError ? t(copy.verdict.failed, { error: errorText(send.error) }) : null}
      />
      <button type="submit" className={`${primaryButton} mt-4`} disabled={send.isPending}>
        {copy.verdict.submit}
      </button>
    </form>
  );
}

function MorePhotos({ detail, onDone }: { detail: ReviewDetail; onDone: () => void }) {
  const { copy, requests } = useReviewWords();
  const { t } = useI18n();
  const slots = [...detail.shots.map((s) => s.slot), documentSlot];
  const [chosen, setChosen] = useState<string[]>([]);
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const send = useDeskAction(
    () => reviewApi.morePhotos(detail.request.id, { shots: chosen, reason: reason.trim() }),
    onDone,
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (chosen.length === 0) return setProblem(copy.morePhotos.chooseShot);
    if (!reason.trim()) return setProblem(copy.morePhotos.needReason);
    setProblem(null);
    send.mutate();
  };
  return (
    <form aria-labelledby="more-title" className={panel} onSubmit={submit} noValidate>
      <h2 id="more-title" className="font-serif text-2xl">
        {copy.morePhotos.title}
      </h2>
      <p className="mt-1 text-ink/80">{copy.morePhotos.lead}</p>
      <fieldset className="mt-4">
        <legend className="font-semibold">{copy.morePhotos.shots}</legend>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {slots.map((slot) => (
            <Choice
              key={slot}
              type="checkbox"
              checked={chosen.includes(slot)}
              onChange={(on) => setChosen((c) => (on ? [...c, slot] : c.filter((s) => s !== slot)))}
            >
              {shotName(requests, slot)}
            </Choice>
          ))}
        </div>
      </fieldset>
      <TextArea label={copy.morePhotos.reason} maxLength={500} value={reason} onChange={setReason} />
      <FormProblems
        problem={problem}
        failure={send.isError ? t(copy.desk.failed, { error: errorText(send.error) }) : null}
      />
      <button type="submit" className={`${secondaryButton} mt-4`} disabled={send.isPending}>
        {copy.morePhotos.submit}
      </button>
    </form>
  );
}

function SecondOpinion({ detail, onDone }: { detail: ReviewDetail; onDone: (text: string) => void }) {
  const { copy } = useReviewWords();
  const { t, language } = useI18n();
  const pending = detail.verdicts.find((v) => v.status === "pending");
  const [agree, setAgree] = useState(true);
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const send = useDeskAction(
    () => reviewApi.secondOpinion(detail.request.id, { agree, note: note.trim() }),
    (answer) => onDone(answer.status === "disagreed" ? copy.second.disagreed : copy.second.agreed),
  );
  if (!pending) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!agree && !note.trim()) return setProblem(copy.second.needNote);
    setProblem(null);
    send.mutate();
  };
  return (
    <form aria-labelledby="second-title" className={panel} onSubmit={submit} noValidate>
      <h2 id="second-title" className="font-serif text-2xl">
        {copy.second.title}
      </h2>
      <p className="mt-1 text-ink/80">{copy.second.lead}</p>
      <p className="mt-3 font-semibold">
        {t(copy.second.pendingVerdict, {
          outcome: copy.verdict.outcomes[pending.outcome],
          confidence: formatPercentIn(language, pending.confidence / 100, 0),
          grade: pending.grade,
        })}
      </p>
      <p className="mt-1 [overflow-wrap:anywhere]">{pending.summary}</p>
      <fieldset className="mt-4">
        <legend className="sr-only">{copy.second.title}</legend>
        <div className="flex flex-wrap gap-x-4">
          {[true, false].map((value) => (
            <Choice
              key={String(value)}
              type="radio"
              name="agree"
              checked={agree === value}
              onChange={() => setAgree(value)}
            >
              {value ? copy.second.agree : copy.second.disagree}
            </Choice>
          ))}
        </div>
      </fieldset>
      <TextArea label={copy.second.note} maxLength={1000} value={note} onChange={setNote} />
      <FormProblems
        problem={problem}
        failure={send.isError ? t(copy.desk.failed, { error: errorText(send.error) }) : null}
      />
      <button type="submit" className={`${primaryButton} mt-4`} disabled={send.isPending}>
        {copy.second.submit}
      </button>
    </form>
  );
}
