import { useQuery } from "@tanstack/react-query";
import { createContext, type ReactNode, use } from "react";
import { NavLink } from "react-router";
import { NotFound } from "#app/components/blocks/not-found.tsx";
import { useI18n, usePageCopy } from "#app/components/i18n-provider.tsx";
import type { CategoriesCopy } from "#app/data/categories.ts";
import { categoriesCopy } from "#app/data/copy/index.ts";
import { type LoadedCopy, loadCopy } from "#app/i18n/copy.ts";
import { serverMessage } from "#app/lib/auth/api-client.ts";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import { SignedIn } from "#app/pages/app/signed-in.tsx";
import { type RequestsCopy, requestsCopy } from "#app/pages/requests/copy/index.ts";
import { type ReviewCopy, reviewCopy } from "./copy/index.ts";
import { isNotFound, type Me, reviewApi, reviewKeys } from "./review-api.ts";

/** What every desk screen's loader sends: its words, the shots' and the categories' names. */
export async function loadReviewWords(request: Request) {
  const [words, requests, categories] = await Promise.all([
    loadCopy(reviewCopy, request),
    loadCopy(requestsCopy, request),
    loadCopy(categoriesCopy, request),
  ]);
  return { words, requests, categories };
}

export interface ReviewWords {
  copy: ReviewCopy;
  requests: RequestsCopy;
  categories: CategoriesCopy;
}

const WordsContext = createContext<ReviewWords | null>(null);

export function ReviewScreen({
  loaded,
  children,
}: {
  loaded: {
    words: LoadedCopy<ReviewCopy>;
    requests: LoadedCopy<RequestsCopy>;
    categories: LoadedCopy<CategoriesCopy>;
  };
  children: ReactNode;
}) {
  const copy = usePageCopy(reviewCopy, loaded.words);
  const requests = usePageCopy(requestsCopy, loaded.requests);
  const categories = usePageCopy(categoriesCopy, loaded.categories);
  return (
    <WordsContext value={{ copy, requests, categories }}>
      <SignedIn>{children}</SignedIn>
    </WordsContext>
  );
}

export function useReviewWords(): ReviewWords {
  const words = use(WordsContext);
  if (!words) throw new Error("useReviewWords must be used inside a ReviewScreen");
  return words;
}

/** Who the desk says the signed-in user is (roles, pseudonym); null while unknown or not staff. */
export function useStaff(): { me: Me | null; notStaff: boolean; pending: boolean } {
  const auth = useAuth();
  const me = useQuery({
    queryKey: reviewKeys.me(auth.user?.id ?? ""),
    queryFn: reviewApi.me,
    enabled: auth.isAuthenticated,
    retry: false,
    staleTime: 5 * 60_000,
  });
  return { me: me.data ?? null, notStaff: me.isError && isNotFound(me.error), pending: me.isPending };
}

/** The words of a category id, or the id itself. */
export function categoryName(categories: CategoriesCopy, id: string): string {
  return Object.hasOwn(categories.names, id) ? categories.names[id as keyof CategoriesCopy["names"]] : id;
}

/** The words of a shot slot, or the slot itself. */
export function shotName(requests: RequestsCopy, slot: string): string {
  return Object.hasOwn(requests.shots, slot)
    ? requests.shots[slot as keyof RequestsCopy["shots"]].name
    : slot;
}

/** The name of a service ("ai", "expert") as the request screens word it. */
export function serviceName(requests: RequestsCopy, service: string | null | undefined): string {
  if (service === "ai" || service === "expert") return requests.complete[service].name;
  return service ?? "";
}

/** The words of an automated check's flag. */
export function flagName(
  copy: ReviewCopy,
  flag: string,
  t: (m: string, v?: Record<string, string | number>) => string,
) {
  return Object.hasOwn(copy.flags, flag) && flag !== "other"
    ? copy.flags[flag as keyof ReviewCopy["flags"]]
    : t(copy.flags.other, { flag });
}

/** The desk's heading and its own sections (the measures and staff links only for those roles). */
export function DeskHeader({ title, lead, id }: { title: string; lead?: string; id: string }) {
  const { copy } = useReviewWords();
  const { me } = useStaff();
  const roles = me?.roles ?? [];
  const links = [
    { to: "/app/review", label: copy.desk.queue, show: true },
    {
      to: "/app/review/metrics",
      label: copy.desk.metrics,
      show: roles.includes("lead") || roles.includes("admin"),
    },
    { to: "/app/review/staff", label: copy.desk.staff, show: roles.includes("admin") },
  ].filter((l) => l.show);
  return (
    <header>
      <p className="text-sm font-semibold tracking-widest text-gold uppercase">{copy.desk.label}</p>
      <h1 id={id} className="mt-2 font-serif text-3xl [overflow-wrap:anywhere]">
        {title}
      </h1>
      {lead ? <p className="mt-3 max-w-2xl text-ink/80">{lead}</p> : null}
      {links.length > 1 ? (
        <nav aria-label={copy.desk.nav} className="mt-4">
          <ul className="flex flex-wrap gap-2 text-sm">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className={({ isActive }) =>
                    `inline-flex min-h-11 items-center rounded-full border px-4 font-semibold ${isActive ? "border-ink bg-ink text-white" : "border-line bg-white"}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}

/** A load that failed: the site's not-found state on a 404 (not staff, or no such request), else a retry. */
export function DeskFailure({ error, retry }: { error: unknown; retry: () => void }) {
  const { copy } = useReviewWords();
  const { t } = useI18n();
  if (isNotFound(error)) return <NotFound />;
  const message = serverMessage(error) ?? (error instanceof Error ? error.message : String(error));
  return (
    <div role="alert" className="mt-8">
      <p className="font-semibold text-red-800">{t(copy.desk.failed, { error: message })}</p>
      <button type="button" onClick={retry} className={`${secondaryButton} mt-3`}>
        {copy.desk.retry}
      </button>
    </div>
  );
}

/** A refusal or failure of an action, in the server's words when it sent some. */
export function errorText(error: unknown): string {
  return serverMessage(error) ?? (error instanceof Error ? error.message : String(error));
}

export const primaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-ink px-6 py-2 text-center font-semibold text-white hover:bg-black disabled:opacity-60";
export const secondaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-ink bg-white px-5 py-2 text-center font-semibold hover:bg-paper disabled:opacity-60";
export const inputClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-ink/40 bg-white px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink";
export const panel = "rounded-2xl border border-line bg-white p-5";
