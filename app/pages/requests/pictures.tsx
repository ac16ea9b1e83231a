import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type DragEvent, useRef, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { type CategoryId, documentSlot, photoLimits, type ShotRecord, shotsOf } from "#app/data/shots.ts";
import { LoadFailed } from "#app/pages/app/session-gate.tsx";
import type { Route } from "./+types/pictures";
import {
  flowPaths,
  isItemId,
  isPending,
  maxPhotoMegabytes,
  modeOf,
  photoBySlot,
  photoIssues,
  shotProgress,
  stepHref,
  thumbnailOf,
} from "./flow.ts";
import { type Photo, photosKey, requestsApi } from "./requests-api.ts";
import {
  loadRequestsWords,
  Placeholder,
  primaryButton,
  RequestsScreen,
  ScreenHeader,
  SignedInPart,
  StepList,
  secondaryButton,
  useItemDetail,
  useRequestsWords,
} from "./screen.tsx";
import { ShotPicture } from "./shot-picture.tsx";
import type { PhotoUpload } from "./upload.ts";

export const loader = ({ request }: Route.LoaderArgs) => loadRequestsWords(request);

/** /app/authenticate/pictures and /app/upload/pictures: the guided shot list of the item's category. */
export default function PicturesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <RequestsScreen loaded={loaderData}>
      <Pictures />
    </RequestsScreen>
  );
}

function Pictures() {
  const mode = modeOf(useLocation().pathname);
  const { copy } = useRequestsWords();
  const { t } = useI18n();
  const itemId = useSearchParams()[0].get("item");
  return (
    <section aria-labelledby="pictures-title">
      <ScreenHeader
        id="pictures-title"
        label={copy.flow[mode].label}
        title={copy.pictures.title}
        lead={copy.pictures.lead}
      />
      <StepList mode={mode} current="pictures" />
      <div className="mt-6 max-w-3xl rounded-2xl border border-line bg-white p-5">
        <h2 className="font-serif text-xl">{copy.pictures.checksTitle}</h2>
        <p className="mt-2 text-ink/80">{t(copy.pictures.checksText)}</p>
        <p className="mt-2 text-ink/80">{t(copy.pictures.privacy)}</p>
      </div>
      <SignedInPart placeholder={boardPlaceholder}>
        {isItemId(itemId) ? (
          <ShotBoard itemId={itemId} mode={mode} />
        ) : (
          <p className="mt-8">
            <Link
              to={flowPaths[mode].itemType}
              className="inline-flex min-h-11 items-center font-semibold underline"
            >
              {copy.common.noItem}
            </Link>
          </p>
        )}
      </SignedInPart>
    </section>
  );
}

/** A photo on its way: how far it is, or why it failed. */
interface LocalUpload {
  slot: string;
  file: string;
  sent: number;
  total: number;
  retrying: boolean;
  error: string | null;
}

/** The shot list's place: its progress line and the first shots. */
const boardPlaceholder = <Placeholder blocks={["mt-8 h-[60rem]"]} />;

function ShotBoard({ itemId, mode }: { itemId: string; mode: "authenticate" | "upload" }) {
  const { copy } = useRequestsWords();
  const { t, language } = useI18n();
  const queries = useQueryClient();
  const detail = useItemDetail(itemId, boardPlaceholder);
  const [uploads, setUploads] = useState<Record<string, LocalUpload>>({});
  const running = useRef(new Map<string, PhotoUpload>());
  const busy = Object.values(uploads).some((u) => !u.error);
  const photos = useQuery({
    queryKey: photosKey(itemId),
    // The photo pipeline's list carries the derivatives' addresses; the item's own list is the fallback.
    queryFn: () => requestsApi.photos(itemId).catch(() => requestsApi.one(itemId).then((d) => d.photos)),
    enabled: detail.query.isSuccess,
    initialData: detail.data?.photos,
    refetchInterval: (query) => (busy || (query.state.data ?? []).some(isPending) ? 1500 : false),
  });

  if (detail.waiting) return detail.waiting;

  const category = detail.data.item.category as CategoryId;
  const shots = shotsOf(category) ?? detail.data.shots;
  const current = photos.data ?? [];
  const bySlot = photoBySlot(current);
  const documents = current.filter((photo) => photo.slot === documentSlot);
  const progress = shotProgress(shots, current);

  function update(key: string, change: Partial<LocalUpload> | null) {
    setUploads((all) => {
      const next = { ...all };
      if (change === null) delete next[key];
      else next[key] = { ...(next[key] as LocalUpload), ...change };
      return next;
    });
  }

  async function send(slot: string, file: File) {
    const key = slot === documentSlot ? `${slot}:${Date.now()}:${file.name}` : slot;
    running.current.get(key)?.abort();
    update(key, { slot, file: file.name, sent: 0, total: file.size, retrying: false, error: null });
    const { uploadPhoto } = await import("./upload.ts");
    const upload = uploadPhoto(
      file,
      { itemId, slot, language },
      {
        onProgress: (sent, total) => update(key, { sent, total, retrying: false }),
        onRetry: () => update(key, { retrying: true }),
        onDone: () => {
          running.current.delete(key);
          update(key, null);
          void queries.invalidateQueries({ queryKey: photosKey(itemId) });
        },
        onFailed: (message) => {
          running.current.delete(key);
          update(key, {
            error: t(copy.pictures.uploadFailed, { file: `\u2068${file.name}\u2069`, error: message }),
          });
        },
      },
    );
    running.current.set(key, upload);
  }

  async function remove(photo: Photo) {
    await requestsApi.removePhoto(photo.id).catch(() => undefined);
    await queries.invalidateQueries({ queryKey: photosKey(itemId) });
  }

  const card = (shot: ShotRecord) => (
    <ShotCard
      key={shot.slot}
      category={category}
      shot={shot}
      photo={bySlot.get(shot.slot) ?? null}
      upload={uploads[shot.slot] ?? null}
      onFile={(file) => void send(shot.slot, file)}
      onRemove={(photo) => void remove(photo)}
    />
  );
  const localDocuments = Object.entries(uploads).filter(([, u]) => u.slot === documentSlot);
  const missingNames = progress.missing.map((slot) => shotName(copy.shots, slot)).join(", ");

  return (
    <div className="mt-8 space-y-10">
      {photos.isError ? (
        <LoadFailed words={copy.common} error={photos.error} retry={() => void photos.refetch()} />
      ) : null}
      <section aria-labelledby="required-title">
        <h2 id="required-title" className="font-serif text-2xl">
          {copy.pictures.requiredTitle}
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shots.filter((s) => s.required).map(card)}
        </ul>
      </section>
      {shots.some((s) => !s.required) ? (
        <section aria-labelledby="optional-title">
          <h2 id="optional-title" className="font-serif text-2xl">
            {copy.pictures.optionalTitle}
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {shots.filter((s) => !s.required).map(card)}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="documents-title">
        <h2 id="documents-title" className="font-serif text-2xl">
          {copy.pictures.documentsTitle}
        </h2>
        <p className="mt-2 max-w-2xl text-ink/80">
          {t(copy.pictures.documentsText, { count: photoLimits.perDocumentSlot })}
        </p>
        <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {documents.map((photo) => (
            <li key={photo.id} className="rounded-2xl border border-line bg-white p-4">
              <PhotoState
                photo={photo}
                shotName={copy.shots.document.name}
                onRemove={() => void remove(photo)}
              />
            </li>
          ))}
          {localDocuments.map(([key, upload]) => (
            <li key={key} className="rounded-2xl border border-line bg-white p-4">
              <UploadState upload={upload} shotName={copy.shots.document.name} />
            </li>
          ))}
        </ul>
        {documents.length + localDocuments.length < photoLimits.perDocumentSlot ? (
          <FilePicker
            slot={documentSlot}
            label={copy.pictures.addDocument}
            capture={false}
            onFile={(file) => void send(documentSlot, file)}
            className={`${secondaryButton} mt-4`}
          />
        ) : null}
      </section>
      <div className="rounded-2xl border border-ink/20 bg-white p-5" aria-live="polite">
        <p className="font-semibold">
          {t(copy.pictures.progress, { ready: progress.ready, required: progress.required })}
        </p>
        {progress.missing.length > 0 ? (
          <p className="mt-1 text-ink/80 [overflow-wrap:anywhere]">
            {t(copy.pictures.missing, { shots: missingNames })}
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-3">
          {mode === "authenticate" ? (
            <Link to={stepHref(flowPaths.authenticate.complete, itemId)} className={primaryButton}>
              {copy.pictures.continue}
            </Link>
          ) : (
            <Link to={`/app/item/${itemId}`} className={primaryButton}>
              {copy.pictures.saveToVault}
            </Link>
          )}
          <Link to={stepHref(flowPaths[mode].itemType, itemId)} className={secondaryButton}>
            {copy.complete.editItem}
          </Link>
        </div>
      </div>
    </div>
  );
}

function shotName(shots: Record<string, { name: string }>, slot: string): string {
  return Object.hasOwn(shots, slot) ? (shots[slot]?.name ?? slot) : slot;
}

function ShotCard({
  category,
  shot,
  photo,
  upload,
  onFile,
  onRemove,
}: {
  category: CategoryId;
  shot: ShotRecord;
  photo: Photo | null;
  upload: LocalUpload | null;
  onFile: (file: File) => void;
  onRemove: (photo: Photo) => void;
}) {
  const { copy } = useRequestsWords();
  const { t } = useI18n();
  const words = Object.hasOwn(copy.shots, shot.slot)
    ? copy.shots[shot.slot as keyof typeof copy.shots]
    : { name: shot.slot, how: "" };
  const [dragging, setDragging] = useState(false);
  const titleId = `shot-${shot.slot}`;
  const hasPhoto = Boolean(photo) && !upload;
  function onDrop(event: DragEvent<HTMLLIElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  }
  return (
    <li
      aria-labelledby={titleId}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={`flex flex-col rounded-2xl border bg-white p-4 ${dragging ? "border-ink border-dashed" : "border-line"}`}
      data-slot={shot.slot}
    >
      <div className="flex items-start gap-3">
        <ShotPicture category={category} slot={shot.slot} className="size-16 shrink-0 text-ink" />
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold [overflow-wrap:anywhere]">
            {words.name}
          </h3>
          <p className="text-sm text-ink/75">{shot.required ? copy.common.required : copy.common.optional}</p>
          <p className="mt-1 text-sm text-ink/80">{words.how}</p>
        </div>
      </div>
      <div className="mt-3 flex-1">
        {upload ? (
          <UploadState upload={upload} shotName={words.name} />
        ) : photo ? (
          <PhotoState photo={photo} shotName={words.name} onRemove={() => onRemove(photo)} />
        ) : null}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
        <FilePicker
          slot={shot.slot}
          label={hasPhoto ? copy.pictures.retake : copy.pictures.take}
          accessibleLabel={t(hasPhoto ? copy.pictures.retakeFor : copy.pictures.takeFor, {
            shot: words.name,
          })}
          capture
          onFile={onFile}
          className={hasPhoto ? secondaryButton : primaryButton}
        />
        <span className="hidden text-sm text-ink/70 md:inline">{copy.pictures.drop}</span>
      </div>
    </li>
  );
}

/** A button that opens the camera on phones (`capture`) and the file chooser elsewhere. */
function FilePicker({
  slot,
  label,
  accessibleLabel,
  capture,
  onFile,
  className,
}: {
  slot: string;
  label: string;
  accessibleLabel?: string;
  capture: boolean;
  onFile: (file: File) => void;
  className: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => input.current?.click()}
        aria-label={accessibleLabel}
        className={className}
      >
        {label}
      </button>
      <input
        ref={input}
        type="file"
        name={slot}
        accept="image/*"
        capture={capture ? "environment" : undefined}
        tabIndex={-1}
        aria-hidden="true"
        className="hidden"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = "";
        }}
      />
    </>
  );
}

function UploadState({ upload, shotName }: { upload: LocalUpload; shotName: string }) {
  const { copy } = useRequestsWords();
  const { t } = useI18n();
  if (upload.error)
    return (
      <p role="alert" className="text-sm font-semibold text-red-800 [overflow-wrap:anywhere]">
        {upload.error}
      </p>
    );
  const share = upload.total > 0 ? upload.sent / upload.total : 0;
  const percent = `${Math.round(share * 100)}%`;
  const label = t(copy.pictures.uploading, { shot: shotName, percent });
  return (
    <div>
      <progress
        value={upload.sent}
        max={upload.total || 1}
        aria-label={label}
        className="h-2 w-full accent-ink"
      />
      <p className="mt-1 text-sm text-ink/80" dir="auto">
        {label}
      </p>
      {upload.retrying ? <p className="mt-1 text-sm text-ink/80">{copy.pictures.paused}</p> : null}
    </div>
  );
}

function PhotoState({ photo, shotName, onRemove }: { photo: Photo; shotName: string; onRemove: () => void }) {
  const { copy } = useRequestsWords();
  const { t } = useI18n();
  const thumbnail = thumbnailOf(photo.urls);
  const issues = photoIssues(photo);
  const file = `\u2068${photo.fileName || shotName}\u2069`;
  return (
    <div className="flex items-start gap-3" data-photo-status={photo.status}>
      {thumbnail ? (
        <img
          src={thumbnail.url}
          alt={t(copy.pictures.photoOf, { shot: shotName })}
          width={96}
          height={photo.width && photo.height ? Math.round((96 * photo.height) / photo.width) : 96}
          className="h-auto w-24 shrink-0 rounded-lg border border-line object-cover"
        />
      ) : null}
      <div className="min-w-0 text-sm">
        {isPending(photo) ? (
          <p role="status">{copy.pictures.processing}</p>
        ) : photo.status === "rejected" ? (
          <p role="alert" className="font-semibold text-red-800 [overflow-wrap:anywhere]">
            {t(
              Object.hasOwn(copy.checks.rejections, photo.rejection ?? "")
                ? copy.checks.rejections[photo.rejection as keyof typeof copy.checks.rejections]
                : copy.checks.rejections.other,
              { file, megabytes: maxPhotoMegabytes },
            )}
          </p>
        ) : issues.length > 0 ? (
          <ul className="space-y-1 font-semibold text-red-800">
            {issues.map((issue) => (
              <li key={issue}>{copy.checks.flags[issue]}</li>
            ))}
          </ul>
        ) : (
          <p className="font-semibold text-green-800">{copy.pictures.ready}</p>
        )}
        {!isPending(photo) ? (
          <button
            type="button"
            onClick={onRemove}
            aria-label={t(copy.pictures.removeFor, { shot: shotName })}
            className="mt-1 inline-flex min-h-11 min-w-11 items-center justify-center underline"
          >
            {copy.pictures.remove}
          </button>
        ) : null}
      </div>
    </div>
  );
}
