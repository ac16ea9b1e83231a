import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { claimFigures, type Turnaround } from "#app/data/claim-figures.ts";
import { type CategoryId, shotsOf } from "#app/data/shots.ts";
import { trackItemAuthentication } from "#app/lib/analytics.ts";
import { ApiRequestError, serverMessage } from "#app/lib/auth/api-client.ts";
import type { Route } from "./+types/complete";
import { flowPaths, isItemId, newAttemptKey, shotProgress, stepHref } from "./flow.ts";
import {
  brandNameOf,
  type ItemDetail,
  itemsKey,
  itemTitle,
  requestsApi,
  type Service,
} from "./requests-api.ts";
import {
  loadRequestsWords,
  Placeholder,
  primaryButton,
  RequestsScreen,
  ScreenHeader,
  SignedInPart,
  StepList,
  useItemDetail,
  useRequestsWords,
} from "./screen.tsx";

export const loader = ({ request }: Route.LoaderArgs) => loadRequestsWords(request);

/** /app/authenticate/complete: the service, its cost in credits, the balance, and submit. */
export default function CompleteRoute({ loaderData }: Route.ComponentProps) {
  return (
    <RequestsScreen loaded={loaderData}>
      <Complete />
    </RequestsScreen>
  );
}

function Complete() {
  const { copy } = useRequestsWords();
  const itemId = useSearchParams()[0].get("item");
  return (
    <section aria-labelledby="complete-title">
      <ScreenHeader
        id="complete-title"
        label={copy.flow.authenticate.label}
        title={copy.complete.title}
        lead={copy.complete.lead}
      />
      <StepList mode="authenticate" current="complete" />
      <SignedInPart placeholder={formPlaceholder}>
        {isItemId(itemId) ? (
          <Loaded itemId={itemId} />
        ) : (
          <p className="mt-8">
            <Link
              to={flowPaths.authenticate.itemType}
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

/** The form's place: the item, the services, the cost and the button. */
const formPlaceholder = <Placeholder blocks={["mt-8 h-[36rem] max-w-2xl"]} />;

function Loaded({ itemId }: { itemId: string }) {
  const detail = useItemDetail(itemId, formPlaceholder);
  if (detail.waiting) return detail.waiting;
  return <SubmitForm detail={detail.data} />;
}

/** The turnaround of a service in words: "24–48 hours". */
function useTurnaroundWords() {
  const { copy } = useRequestsWords();
  const { t } = useI18n();
  return (key: Service["turnaround"]) => {
    const turnaround: Turnaround | null = Object.hasOwn(claimFigures.turnaround, key)
      ? claimFigures.turnaround[key as keyof typeof claimFigures.turnaround]
      : null;
    if (!turnaround) return "";
    const template = copy.turnaround[turnaround.unit];
    return t(template, {
      min: "min" in turnaround ? turnaround.min : 0,
      max: "max" in turnaround ? turnaround.max : 0,
    });
  };
}

function SubmitForm({ detail }: { detail: ItemDetail }) {
  const { copy, categories } = useRequestsWords();
  const words = copy.complete;
  const { t } = useI18n();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const turnaroundWords = useTurnaroundWords();
  const legendId = useId();
  const { item } = detail;
  const services = detail.services ?? [];
  const [service, setService] = useState<Service["service"]>(services[0]?.service ?? "ai");
  // One key per attempt: a double click or a retry sends the same key, and the server debits once.
  const [attemptKey, setAttemptKey] = useState(newAttemptKey);
  const chosen = services.find((s) => s.service === service) ?? null;
  const categoryName = Object.hasOwn(categories.names, item.category)
    ? categories.names[item.category as CategoryId]
    : item.category;
  const shots = shotsOf(item.category) ?? detail.shots;
  const progress = shotProgress(shots, detail.photos);
  const shotNames = (slots: readonly string[]) =>
    slots
      .map((slot) =>
        Object.hasOwn(copy.shots, slot) ? copy.shots[slot as keyof typeof copy.shots].name : slot,
      )
      .join(", ");

  const submit = useMutation({
    mutationFn: () => requestsApi.submit(item.id, { service, idempotencyKey: attemptKey }),
    onSuccess: async (answer) => {
      trackItemAuthentication(
        brandNameOf(item),
        item.category,
        answer.request.costCredits ?? chosen?.credits ?? 0,
      );
      await queries.invalidateQueries({ queryKey: itemsKey });
      navigate(`/app/item/${item.id}?submitted=1`);
    },
    // A refused attempt is over: the next click is a new attempt with its own key. Without an
    // answer (a dropped connection, a 5xx) the attempt may have landed: trying again sends the
    // same key, and the server answers the first result instead of debiting twice.
    onError: (error) => {
      const status = error instanceof ApiRequestError ? error.status : null;
      if (status !== null && status >= 400 && status < 500) setAttemptKey(newAttemptKey());
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!submit.isPending) submit.mutate();
  }

  const failure = submit.error;
  const status = failure instanceof ApiRequestError ? failure.status : null;
  const body = (failure instanceof ApiRequestError ? failure.body : null) as {
    errors?: { missingShots?: string[]; balance?: number; cost?: number } & Record<string, unknown>;
    data?: { balance?: number; cost?: number; missingShots?: string[] };
  } | null;
  const details = { ...(body?.data ?? {}), ...(body?.errors ?? {}) };
  const balance = detail.balance;

  return (
    <form onSubmit={onSubmit} className="mt-8 grid max-w-4xl gap-8 lg:grid-cols-[1fr_18rem]">
      <div className="space-y-6">
        <div className="rounded-2xl border border-line bg-white p-5">
          <h2 className="font-serif text-xl">{words.itemTitle}</h2>
          <p className="mt-2 font-semibold [overflow-wrap:anywhere]">{itemTitle(item)}</p>
          <p className="text-ink/80 [overflow-wrap:anywhere]">
            {[categoryName, item.colour, item.reference].filter(Boolean).join(" · ")}
          </p>
          <div className="mt-3 flex flex-wrap gap-x-5">
            <Link
              to={stepHref(flowPaths.authenticate.itemType, item.id)}
              className="inline-flex min-h-11 items-center font-semibold underline"
            >
              {words.editItem}
            </Link>
            <Link
              to={stepHref(flowPaths.authenticate.pictures, item.id)}
              className="inline-flex min-h-11 items-center font-semibold underline"
            >
              {words.editPhotos}
            </Link>
          </div>
          {progress.missing.length > 0 ? (
            <p className="mt-2 font-semibold text-red-800 [overflow-wrap:anywhere]">
              {t(words.missing, { shots: shotNames(progress.missing) })}
            </p>
          ) : null}
        </div>
        <fieldset className="rounded-2xl border border-line bg-white p-5" aria-describedby={legendId}>
          <legend className="px-1 font-serif text-xl">{words.servicesLegend}</legend>
          {services.length === 0 ? (
            <p id={legendId} role="alert" className="mt-2 text-red-800">
              {words.noServices}
            </p>
          ) : (
            <div className="mt-2 space-y-3">
              {services.map((s) => (
                <label
                  key={s.service}
                  className={`flex cursor-pointer items-start gap-3 rounded-xl border p-4 ${service === s.service ? "border-ink" : "border-line"}`}
                >
                  <input
                    type="radio"
                    name="service"
                    value={s.service}
                    checked={service === s.service}
                    onChange={() => setService(s.service)}
                    className="mt-1 size-5 shrink-0 accent-ink"
                  />
                  <span className="min-w-0">
                    <span className="block font-semibold">
                      {words[s.service].name} · {t(copy.common.credits, { credits: s.credits })}
                    </span>
                    <span className="block text-sm text-ink/80">
                      {t(words[s.service].text, {
                        category: categoryName,
                        turnaround: turnaroundWords(s.turnaround),
                      })}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          )}
        </fieldset>
      </div>
      <div className="h-fit rounded-2xl border border-ink/20 bg-white p-5">
        <dl className="space-y-2">
          <div className="flex justify-between gap-4">
            <dt>{words.cost}</dt>
            <dd className="font-semibold">
              {chosen ? t(copy.common.credits, { credits: chosen.credits }) : "–"}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>{words.balance}</dt>
            <dd className="font-semibold" data-testid="balance">
              {t(copy.common.credits, { credits: balance })}
            </dd>
          </div>
          {chosen && balance >= chosen.credits ? (
            <div className="flex justify-between gap-4 border-t border-line pt-2">
              <dt>{words.after}</dt>
              <dd className="font-semibold">
                {t(copy.common.credits, { credits: balance - chosen.credits })}
              </dd>
            </div>
          ) : null}
        </dl>
        {chosen && balance < chosen.credits && !failure ? (
          <div className="mt-3 text-sm">
            <p>{t(words.notEnough, { balance, cost: chosen.credits })}</p>
            <Link to="/app/buy-credits" className="inline-flex min-h-11 items-center font-semibold underline">
              {words.buyCredits}
            </Link>
          </div>
        ) : null}
        <div aria-live="polite" className="mt-3">
          {failure ? (
            <div role="alert" className="text-sm font-semibold text-red-800 [overflow-wrap:anywhere]">
              {status === 402 ? (
                <>
                  <p>
                    {t(words.notEnough, {
                      balance: Number(details.balance ?? balance),
                      cost: Number(details.cost ?? chosen?.credits ?? 0),
                    })}
                  </p>
                  <Link to="/app/buy-credits" className="mt-1 inline-flex min-h-11 items-center underline">
                    {words.buyCredits}
                  </Link>
                </>
              ) : status === 409 && Array.isArray(details.missingShots) ? (
                <p>{t(words.missing, { shots: shotNames(details.missingShots as string[]) })}</p>
              ) : status === 409 ? (
                <p>{t(words.conflict, { error: serverMessage(failure) ?? failure.message })}</p>
              ) : (
                <p>{t(words.failed, { error: serverMessage(failure) ?? failure.message })}</p>
              )}
            </div>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={submit.isPending || !chosen}
          className={`${primaryButton} mt-4 w-full`}
        >
          {submit.isPending ? words.submitting : words.submit}
        </button>
      </div>
    </form>
  );
}
