import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { formatCurrencyIn, formatPercentIn } from "#app/i18n/format.ts";
import { serverMessage } from "#app/lib/auth/api-client.ts";
import { verifyCopy } from "#app/pages/verify/copy/index.ts";
import { FindingsSection } from "#app/pages/verify/findings.tsx";
import { findingsIn, type Mark } from "#app/pages/verify/findings-data.ts";
import { thumbnailOf } from "./flow.ts";
import { type OwnerVerdict, type Photo, type Publicity, photosKey, requestsApi } from "./requests-api.ts";
import { useRequestsWords } from "./screen.tsx";

const verdictKey = (requestId: string) => ["requests", requestId, "verdict"] as const;

function isOwnerVerdict(verdict: unknown): verdict is OwnerVerdict {
  return (
    typeof verdict === "object" && verdict !== null && Array.isArray((verdict as OwnerVerdict).checkpoints)
  );
}

/**
 * The final verdict on the owner's item page: outcome, confidence, grade, value range and summary,
 * each checkpoint with the marks drawn on the owner's photos, the certificate's links, and the
 * owner's choice of what its public page shows (`PUT /api/requests/:id/publicity`).
 */
export function ItemVerdict({
  requestId,
  itemId,
  initialPhotos,
}: {
  requestId: string;
  itemId: string;
  initialPhotos: Photo[];
}) {
  const { copy } = useRequestsWords();
  const { t, language } = useI18n();
  const queries = useQueryClient();
  // The same list as the page's photos (with the derivatives' short-lived addresses).
  const photos = useQuery({
    queryKey: photosKey(itemId),
    queryFn: () => requestsApi.photos(itemId).catch(() => initialPhotos),
    initialData: initialPhotos,
    initialDataUpdatedAt: 0,
  }).data;
  const answer = useQuery({
    queryKey: verdictKey(requestId),
    queryFn: () => requestsApi.request(requestId),
    retry: false,
  });
  const verdict = isOwnerVerdict(answer.data?.verdict) ? answer.data.verdict : null;
  const shown = useQuery({
    queryKey: [...verdictKey(requestId), language, verdict, photos.map((p) => p.id)],
    enabled: verdict !== null,
    queryFn: async () => {
      const words = await verifyCopy.load(language);
      if (!verdict) return null;
      const slotOf = new Map(photos.map((photo) => [photo.id, photo.slot]));
      const evidence = {
        method: verdict.method ?? "expert",
        outcome: verdict.outcome,
        confidence: verdict.confidence,
        grade: verdict.grade,
        reviewers: verdict.reviewers,
        checkpoints: verdict.checkpoints.map((checkpoint) => ({
          ...checkpoint,
          marks: (checkpoint.marks ?? []).flatMap((mark): Mark[] => {
            const slot = mark.slot ?? (mark.photoId ? slotOf.get(mark.photoId) : undefined);
            return slot ? [{ slot, x: mark.x, y: mark.y, w: mark.w, h: mark.h }] : [];
          }),
        })),
        photos: [],
        reviewedAt: "",
      };
      const marked = new Set(evidence.checkpoints.flatMap((c) => c.marks.map((m) => m.slot)));
      const drawn = photos.flatMap((photo) => {
        const thumbnail = thumbnailOf(photo.urls);
        if (!thumbnail || !marked.has(photo.slot)) return [];
        const height =
          photo.width && photo.height
            ? Math.round((thumbnail.width * photo.height) / photo.width)
            : thumbnail.width;
        return [{ slot: photo.slot, url: thumbnail.url, width: thumbnail.width, height }];
      });
      return { words, findings: await findingsIn(language, words.findings, evidence, drawn) };
    },
  });
  const publicity = useMutation({
    mutationFn: (choice: Publicity) => requestsApi.setPublicity(requestId, choice),
    onSuccess: async () => {
      await queries.invalidateQueries({ queryKey: verdictKey(requestId) });
    },
  });
  if (!verdict || !shown.data) return null;
  const { words, findings } = shown.data;
  const results = words.certificate;
  const currency = (verdict.currency ?? "USD") as "USD";
  const chosen = publicity.isPending ? publicity.variables : (verdict.publicity ?? "findings");
  return (
    <section
      aria-labelledby="verdict-title"
      className="rounded-2xl border border-line bg-white p-5"
      data-verdict=""
    >
      <h2 id="verdict-title" className="font-serif text-xl">
        {copy.item.verdictTitle}
      </h2>
      <p className="mt-2 font-serif text-3xl font-semibold" data-outcome={verdict.outcome}>
        {results.verdictHeading[verdict.outcome]}
      </p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[11rem_1fr]">
        <dt className="text-ink/70">{results.fields.confidence}</dt>
        <dd className="font-semibold" data-field="confidence">
          {formatPercentIn(language, verdict.confidence / 100)}
        </dd>
        <dt className="text-ink/70">{results.fields.grade}</dt>
        <dd className="font-semibold" data-field="grade">
          {t(results.grade, { grade: verdict.grade })}
        </dd>
        <dt className="text-ink/70">{results.fields.value}</dt>
        <dd className="font-semibold" data-field="value">
          {verdict.valueLow !== null && verdict.valueHigh !== null
            ? t(results.range, {
                min: formatCurrencyIn(language, verdict.valueLow, currency, 0),
                max: formatCurrencyIn(language, verdict.valueHigh, currency, 0),
              })
            : results.noValue}
        </dd>
      </dl>
      {verdict.summary ? <p className="mt-3 text-ink/85">{verdict.summary}</p> : null}
      <div className="mt-6">
        <FindingsSection findings={findings} words={words.findings} headingLevel={3} />
      </div>
      {verdict.certificateId ? (
        <div className="mt-6 space-y-4">
          <p className="flex flex-wrap gap-x-4 gap-y-2">
            <Link
              to={`/app/item/${verdict.certificateId}`}
              className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
            >
              {t(copy.item.openCertificate, { id: `\u2068${verdict.certificateId}\u2069` })}
            </Link>
            <a
              href={`/verify/${verdict.certificateId}`}
              className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
            >
              {copy.verdict.publicPage}
            </a>
          </p>
          <fieldset>
            <legend className="font-semibold">{copy.verdict.publicityLegend}</legend>
            <p className="mt-1 text-sm text-ink/75">{copy.verdict.publicityHelp}</p>
            {(["findings", "findings_and_photos"] as const).map((choice) => (
              <label key={choice} className="mt-2 flex min-h-11 cursor-pointer items-center gap-3">
                <input
                  type="radio"
                  name="publicity"
                  value={choice}
                  checked={chosen === choice}
                  disabled={publicity.isPending}
                  onChange={() => publicity.mutate(choice)}
                  className="size-5 accent-ink"
                />
                {copy.verdict.publicity[choice]}
              </label>
            ))}
            <p aria-live="polite" className="mt-2 text-sm">
              {publicity.isSuccess ? copy.verdict.publicitySaved : null}
              {publicity.isError ? (
                <span className="font-semibold text-red-800">
                  {t(copy.verdict.publicityFailed, {
                    error: serverMessage(publicity.error) ?? publicity.error.message,
                  })}
                </span>
              ) : null}
            </p>
          </fieldset>
        </div>
      ) : null}
    </section>
  );
}
