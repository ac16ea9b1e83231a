import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, Circle, CircleDot } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { type CategoryId, documentSlot } from "#app/data/shots.ts";
import { serverMessage } from "#app/lib/auth/api-client.ts";
import { flowPaths, momentIn, stepHref, thumbnailOf, timelineOf } from "./flow.ts";
import { ItemVerdict } from "./item-verdict.tsx";
import {
  type AuthRequest,
  currentRequest,
  type ItemDetail,
  itemKey,
  itemsKey,
  itemTitle,
  photosKey,
  requestsApi,
} from "./requests-api.ts";
import {
  Placeholder,
  primaryButton,
  ScreenHeader,
  secondaryButton,
  useItemDetail,
  useRequestsWords,
} from "./screen.tsx";

/** The page's place: the item's line, then where it stands and its photos. */
const bodyPlaceholder = <Placeholder blocks={["mt-4 h-6 w-64 max-w-full", "mt-8 h-[30rem]"]} />;

/** An item's page: its photos, where its request stands, what happens next and by when. */
export function RequestItem({ id }: { id: string }) {
  const { copy } = useRequestsWords();
  const detail = useItemDetail(id, bodyPlaceholder, true);
  const title = detail.data ? itemTitle(detail.data.item) || copy.list.untitled : copy.item.title;
  return (
    <section aria-labelledby="item-title">
      <Link
        to="/app/authenticate"
        className="inline-flex min-h-11 items-center text-sm font-semibold underline underline-offset-4"
      >
        {copy.item.back}
      </Link>
      <ScreenHeader id="item-title" label={copy.item.label} title={title} />
      {detail.waiting ?? <ItemBody detail={detail.data} />}
    </section>
  );
}

function ItemBody({ detail }: { detail: ItemDetail }) {
  const { copy, categories } = useRequestsWords();
  const { t, language } = useI18n();
  const [search] = useSearchParams();
  const queries = useQueryClient();
  const { item } = detail;
  const request = currentRequest(detail.requests);
  const categoryName = Object.hasOwn(categories.names, item.category)
    ? categories.names[item.category as CategoryId]
    : item.category;
  const cancel = useMutation({
    mutationFn: (requestId: string) => requestsApi.cancel(requestId),
    onSuccess: async () => {
      await queries.invalidateQueries({ queryKey: itemKey(item.id) });
      await queries.invalidateQueries({ queryKey: itemsKey });
    },
  });
  const resume = useMutation({
    mutationFn: (requestId: string) => requestsApi.resume(requestId),
    onSuccess: async () => {
      await queries.invalidateQueries({ queryKey: itemKey(item.id) });
      await queries.invalidateQueries({ queryKey: itemsKey });
    },
  });
  const state = request?.state ?? null;
  const canCancel = state === "submitted" || state === "checks";
  const canSend = !state || state === "cancelled" || state === "draft";
  const canEditPhotos = !state || state === "draft" || state === "more_photos" || state === "cancelled";
  const mode = item.purpose === "vault" ? "upload" : "authenticate";
  return (
    <div className="mt-4 min-h-[33.5rem] space-y-8">
      <p className="text-ink/80 [overflow-wrap:anywhere]">
        {[categoryName, item.colour, item.reference].filter(Boolean).join(" · ")}
      </p>
      <div aria-live="polite">
        {search.get("submitted") && state && state !== "draft" && state !== "cancelled" ? (
          <p className="rounded-xl border border-green-300 bg-green-50 p-4 font-semibold text-green-900">
            {copy.item.submitted}
          </p>
        ) : null}
        {cancel.isSuccess ? (
          <p className="rounded-xl border border-green-300 bg-green-50 p-4 font-semibold text-green-900">
            {copy.item.cancelled}
          </p>
        ) : null}
        {resume.isError ? (
          <p role="alert" className="font-semibold text-red-800">
            {t(copy.item.resumeFailed, { error: serverMessage(resume.error) ?? resume.error.message })}
          </p>
        ) : null}
        {cancel.isError ? (
          <p role="alert" className="font-semibold text-red-800">
            {t(copy.item.cancelFailed, { error: serverMessage(cancel.error) ?? cancel.error.message })}
          </p>
        ) : null}
      </div>

      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-8">
          {request && (state === "verdict" || state === "certificate_issued") ? (
            <ItemVerdict requestId={request.id} itemId={item.id} initialPhotos={detail.photos} />
          ) : null}
          {request ? <Timeline request={request} /> : null}
          <section aria-labelledby="next-title" className="rounded-2xl border border-line bg-white p-5">
            <h2 id="next-title" className="font-serif text-xl">
              {copy.item.nextTitle}
            </h2>
            <p className="mt-2 text-ink/80">
              {request
                ? t(copy.next[request.state as keyof typeof copy.next] ?? "", {
                    date: request.deadlineAt ? momentIn(language, request.deadlineAt) : "",
                  })
                : copy.item.vaultOnly}
            </p>
            {request?.deadlineAt &&
            !["draft", "in_review", "cancelled", "certificate_issued", "verdict"].includes(request.state) ? (
              <p className="mt-2 font-semibold">
                {t(copy.item.deadline, { date: momentIn(language, request.deadlineAt) })}
              </p>
            ) : null}
            {request?.verdict?.summary ? (
              <p className="mt-3">
                <span className="font-semibold">{copy.item.verdictTitle}: </span>
                {request.verdict.summary}
              </p>
            ) : null}
            {request?.certificateId ? (
              <Link to={`/app/item/${request.certificateId}`} className={`${primaryButton} mt-4`}>
                {t(copy.item.openCertificate, { id: `\u2068${request.certificateId}\u2069` })}
              </Link>
            ) : null}
            <div className="mt-4 flex flex-wrap gap-3">
              {canSend ? (
                <Link to={stepHref(flowPaths.authenticate.complete, item.id)} className={primaryButton}>
                  {copy.item.sendForAuthentication}
                </Link>
              ) : null}
              {canEditPhotos ? (
                <Link to={stepHref(flowPaths[mode].pictures, item.id)} className={secondaryButton}>
                  {copy.item.addPhotos}
                </Link>
              ) : null}
              {state === "more_photos" && request ? (
                <button
                  type="button"
                  disabled={resume.isPending}
                  onClick={() => resume.mutate(request.id)}
                  className={primaryButton}
                >
                  {copy.item.resume}
                </button>
              ) : null}
              {canCancel && request ? (
                <button
                  type="button"
                  disabled={cancel.isPending}
                  onClick={() => cancel.mutate(request.id)}
                  className={secondaryButton}
                >
                  {copy.item.cancel}
                </button>
              ) : null}
            </div>
          </section>
        </div>
        <Photos detail={detail} />
      </div>
    </div>
  );
}

function Timeline({ request }: { request: AuthRequest }) {
  const { copy } = useRequestsWords();
  const { language } = useI18n();
  const entries = timelineOf(request);
  return (
    <section aria-labelledby="timeline-title" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="timeline-title" className="font-serif text-xl">
        {copy.item.timelineTitle}
      </h2>
      <ol className="mt-4 space-y-3">
        {entries.map((entry) => (
          <li
            key={entry.state}
            aria-current={entry.status === "current" ? "step" : undefined}
            className={`flex items-start gap-3 ${entry.status === "next" ? "text-ink/60" : ""}`}
          >
            {entry.status === "done" ? (
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-800" />
            ) : entry.status === "current" ? (
              <CircleDot aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold" />
            ) : (
              <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            )}
            <span>
              <span className={entry.status === "current" ? "font-semibold" : ""}>
                {copy.states[entry.state]}
              </span>
              {entry.at ? (
                <span className="block text-sm text-ink/70">{momentIn(language, entry.at)}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Photos({ detail }: { detail: ItemDetail }) {
  const { copy } = useRequestsWords();
  const { t } = useI18n();
  // The photo pipeline's list carries the derivatives' signed addresses (short-lived).
  const photos = useQuery({
    queryKey: photosKey(detail.item.id),
    queryFn: () => requestsApi.photos(detail.item.id).catch(() => detail.photos),
    initialData: detail.photos,
    initialDataUpdatedAt: 0,
  });
  const shown = photos.data.filter((photo) => photo.status !== "rejected");
  const name = (slot: string) =>
    Object.hasOwn(copy.shots, slot)
      ? copy.shots[slot as keyof typeof copy.shots].name
      : slot === documentSlot
        ? copy.shots.document.name
        : slot;
  return (
    <section aria-labelledby="photos-title">
      <h2 id="photos-title" className="font-serif text-xl">
        {copy.item.photosTitle}
      </h2>
      {shown.length === 0 ? (
        <p className="mt-2 text-ink/80">{copy.item.noPhotos}</p>
      ) : (
        <ul className="mt-3 grid grid-cols-2 gap-3">
          {shown.map((photo) => {
            const thumbnail = thumbnailOf(photo.urls);
            return (
              <li key={photo.id} className="rounded-xl border border-line bg-white p-2 text-sm">
                {thumbnail ? (
                  <img
                    src={thumbnail.url}
                    alt={t(copy.pictures.photoOf, { shot: name(photo.slot) })}
                    width={thumbnail.width}
                    height={
                      photo.width && photo.height
                        ? Math.round((thumbnail.width * photo.height) / photo.width)
                        : thumbnail.width
                    }
                    loading="lazy"
                    className="h-auto w-full rounded-lg"
                  />
                ) : null}
                <p className="mt-1 [overflow-wrap:anywhere]">{name(photo.slot)}</p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
