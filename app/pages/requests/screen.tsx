import { type QueryKey, type UseQueryResult, useQuery } from "@tanstack/react-query";
import { createContext, type ReactElement, type ReactNode, use } from "react";
import { useI18n, usePageCopy } from "#app/components/i18n-provider.tsx";
import type { CategoriesCopy } from "#app/data/categories.ts";
import { categoriesCopy } from "#app/data/copy/index.ts";
import { type LoadedCopy, loadCopy } from "#app/i18n/copy.ts";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import {
  LoadFailed,
  Loading,
  SignedInPart as SessionGatePart,
  useSessionGate,
} from "#app/pages/app/session-gate.tsx";
import { type RequestsCopy, requestsCopy } from "./copy/index.ts";
import { type FlowMode, flowPaths } from "./flow.ts";
import { type ItemDetail, itemKey, requestsApi } from "./requests-api.ts";

/** What every request screen's loader sends: its words and the categories' names, in the page's language. */
export async function loadRequestsWords(request: Request) {
  const [words, categories] = await Promise.all([
    loadCopy(requestsCopy, request),
    loadCopy(categoriesCopy, request),
  ]);
  return { words, categories };
}

export interface RequestsWords {
  copy: RequestsCopy;
  categories: CategoriesCopy;
}

const WordsContext = createContext<RequestsWords | null>(null);

/** Provides a screen's words (in the visitor's language once it is known) to everything inside. */
export function RequestsScreen({
  loaded,
  children,
}: {
  loaded: { words: LoadedCopy<RequestsCopy>; categories: LoadedCopy<CategoriesCopy> };
  children: ReactNode;
}) {
  const copy = usePageCopy(requestsCopy, loaded.words);
  const categories = usePageCopy(categoriesCopy, loaded.categories);
  return <WordsContext value={{ copy, categories }}>{children}</WordsContext>;
}

export function useRequestsWords(): RequestsWords {
  const words = use(WordsContext);
  if (!words) throw new Error("useRequestsWords must be used inside a RequestsScreen");
  return words;
}

/** A screen's heading block: rendered on the server, so its HTML says what the screen is. */
export function ScreenHeader({
  label,
  title,
  lead,
  id,
}: {
  label: string;
  title: string;
  lead?: string;
  id: string;
}) {
  const { t } = useI18n();
  return (
    <header>
      <p className="text-sm font-semibold tracking-widest text-gold uppercase">{label}</p>
      <h1 id={id} className="mt-2 font-serif text-3xl [overflow-wrap:anywhere]">
        {title}
      </h1>
      {lead ? <p className="mt-3 max-w-2xl text-ink/80">{t(lead)}</p> : null}
    </header>
  );
}

/**
 * The signed-in part of a screen (`#app/pages/app/session-gate.tsx`): until the session is
 * confirmed, its HTML shows a status for assistive technology and the screen's `placeholder`,
 * grey blocks of the content's size, so that nothing painted moves (the footer included) when the
 * content takes their place.
 */
export function SignedInPart({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const { copy } = useRequestsWords();
  return (
    <SessionGatePart words={copy.gate} placeholder={placeholder}>
      {children}
    </SessionGatePart>
  );
}

/** A screen's data, or what it shows meanwhile (`waiting`); `query` for what else it needs to know. */
export type ScreenData<T> = { query: UseQueryResult<T> } & (
  | { data: T; waiting: null }
  | { data: undefined; waiting: ReactElement }
);

/**
 * The one way a request screen loads its data: asked once the session is confirmed, and until
 * it is there the screen shows the session's status or "loading" for assistive technology beside
 * `placeholder` (grey blocks of the content's size, so nothing moves when it arrives), or, when
 * it fails, the reason and a way to try again (after "not found" where `notFound` says so).
 */
export function useScreenData<T>(options: {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  placeholder: ReactNode;
  retry?: boolean;
  notFound?: boolean;
}): ScreenData<T> {
  const auth = useAuth();
  const { copy } = useRequestsWords();
  const gate = useSessionGate(copy.gate, options.placeholder);
  const query = useQuery({
    queryKey: options.queryKey,
    queryFn: options.queryFn,
    enabled: auth.isAuthenticated,
    ...(options.retry === false ? { retry: false } : {}),
  });
  if (query.isSuccess) return { query, data: query.data, waiting: null };
  if (gate) return { query, data: undefined, waiting: gate };
  if (query.isError) {
    const failed = <LoadFailed words={copy.common} error={query.error} retry={() => void query.refetch()} />;
    return {
      query,
      data: undefined,
      waiting: options.notFound ? (
        <div className="mt-6">
          <p className="font-semibold">{copy.common.notFound}</p>
          {failed}
        </div>
      ) : (
        failed
      ),
    };
  }
  return {
    query,
    data: undefined,
    waiting: <Loading words={copy.common.loading} placeholder={options.placeholder} />,
  };
}

/** An item with its photos, shots, services and requests (`GET /api/items/{id}`), for a screen. */
export function useItemDetail(id: string, placeholder: ReactNode, notFound = false): ScreenData<ItemDetail> {
  return useScreenData({
    queryKey: itemKey(id),
    queryFn: () => requestsApi.one(id),
    placeholder,
    retry: false,
    notFound,
  });
}

/**
 * Where content is on its way: grey blocks, one per class list (each gives its block's margin
 * and height, the size of what will replace it), hidden from assistive technology, which hears
 * the status beside it instead.
 */
export function Placeholder({ blocks }: { blocks: readonly string[] }) {
  return (
    <div aria-hidden="true" data-placeholder="">
      {blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are fixed, never reordered
        <div key={i} className={`rounded-2xl bg-ink/5 ${block}`} />
      ))}
    </div>
  );
}

/** The steps of the flow, the current one marked. */
export function StepList({
  mode,
  current,
}: {
  mode: FlowMode;
  current: "itemType" | "pictures" | "complete";
}) {
  const { copy } = useRequestsWords();
  const { t } = useI18n();
  const steps =
    mode === "authenticate"
      ? (["itemType", "pictures", "complete"] as const)
      : (["itemType", "pictures"] as const);
  return (
    <nav aria-label={copy.steps.label} className="mt-6">
      <ol className="flex flex-wrap gap-2 text-sm">
        {steps.map((step, i) => (
          <li
            key={step}
            aria-current={step === current ? "step" : undefined}
            className={`flex min-h-9 items-center gap-2 rounded-full border px-3 ${step === current ? "border-ink bg-ink text-white" : "border-line bg-white text-ink/80"}`}
          >
            <span aria-hidden="true" className="font-semibold">
              {t("{n}", { n: i + 1 })}
            </span>
            {copy.steps[step]}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Where the flow of a mode starts. */
export function startOf(mode: FlowMode): string {
  return flowPaths[mode].start;
}

export const primaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-ink px-6 py-2 text-center font-semibold text-white hover:bg-black disabled:opacity-60";
export const secondaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-ink bg-white px-5 py-2 text-center font-semibold hover:bg-paper disabled:opacity-60";
