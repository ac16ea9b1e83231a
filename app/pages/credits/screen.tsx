import { createContext, type ReactNode, use, useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useI18n, usePageCopy } from "#app/components/i18n-provider.tsx";
import { appLoginPath } from "#app/data/app-sections.ts";
import { type LoadedCopy, loadCopy } from "#app/i18n/copy.ts";
import { serverMessage } from "#app/lib/auth/api-client.ts";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import { firstScreenHeight } from "#app/pages/app/app-frame.tsx";
import { useAppCopy } from "#app/pages/app/copy/index.ts";
import { type CreditsCopy, creditsCopy } from "./copy/index.ts";

/** What the credit screens' loaders send: their words in the page's language. */
export const loadCreditsWords = (request: Request) => loadCopy(creditsCopy, request);

const WordsContext = createContext<CreditsCopy | null>(null);

/** Provides the credit screens' words (in the visitor's language once it is known). */
export function CreditsScreen({
  loaded,
  children,
}: {
  loaded: LoadedCopy<CreditsCopy>;
  children: ReactNode;
}) {
  const copy = usePageCopy(creditsCopy, loaded);
  return <WordsContext value={copy}>{children}</WordsContext>;
}

export function useCreditsWords(): CreditsCopy {
  const words = use(WordsContext);
  if (!words) throw new Error("useCreditsWords must be used inside a CreditsScreen");
  return words;
}

/**
 * The signed-in part of a credit screen, under the screen's own heading (so no second h1): the
 * server cannot know the session (its token lives in the browser), so its HTML says it is
 * checking; a visitor without a session is sent to sign in and brought back.
 */
export function SignedInPart({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const copy = useAppCopy().signedIn;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const loginHref = `${appLoginPath}?next=${encodeURIComponent(pathname)}`;
  useEffect(() => {
    if (!auth.loading && !auth.isAuthenticated) navigate(loginHref, { replace: true });
  }, [auth.loading, auth.isAuthenticated, navigate, loginHref]);
  if (auth.loading || !auth.isAuthenticated)
    return (
      <div className={firstScreenHeight}>
        <div role="status" className="mt-8 max-w-lg rounded-2xl border border-line bg-white p-6">
          <p className="font-semibold">{copy.checking}</p>
          <p className="mt-2">
            <Link to={loginHref} className="inline-flex min-h-11 items-center font-semibold underline">
              {copy.signInOrRegister}
            </Link>
          </p>
          <noscript>
            <p className="mt-2 text-ink/80">
              {copy.needsScriptBefore} {copy.needsScriptLink} {copy.needsScriptAfter}
            </p>
          </noscript>
        </div>
      </div>
    );
  // The content keeps the checking box's height while its data loads, so the footer stays put.
  return <div className={firstScreenHeight}>{children}</div>;
}

/** The server's sentence for a failed call, or the error's own. */
export function reasonOf(error: unknown): string {
  return serverMessage(error) ?? (error instanceof Error ? error.message : String(error));
}

/** A failed load, in the page's language, with a way to try again. */
export function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const copy = useCreditsWords();
  const { t } = useI18n();
  return (
    <div role="alert" className="mt-8">
      <p className="font-semibold text-red-800">{t(copy.failed, { error: reasonOf(error) })}</p>
      <button type="button" onClick={retry} className={`${secondaryButton} mt-3`}>
        {copy.retry}
      </button>
    </div>
  );
}

export const primaryButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full bg-ink px-6 py-2 text-center font-semibold text-white hover:bg-black disabled:opacity-60";
export const secondaryButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-ink bg-white px-5 py-2 text-center font-semibold hover:bg-paper disabled:opacity-60";
