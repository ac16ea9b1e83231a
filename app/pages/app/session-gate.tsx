import { type ReactElement, type ReactNode, useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { appLoginPath } from "#app/data/app-sections.ts";
import { serverMessage } from "#app/lib/auth/api-client.ts";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import { firstScreenHeight } from "./app-frame.tsx";

/**
 * The session as a signed-in screen sees it. The server cannot know it (the token lives in the
 * browser), so every screen starts unconfirmed; a visitor without a session is sent to sign in
 * (`loginHref`) and brought back to this screen afterwards.
 */
export function useSessionCheck(): { confirmed: boolean; loading: boolean; loginHref: string } {
  const auth = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const loginHref = `${appLoginPath}?next=${encodeURIComponent(pathname)}`;
  useEffect(() => {
    if (!auth.loading && !auth.isAuthenticated) navigate(loginHref, { replace: true });
  }, [auth.loading, auth.isAuthenticated, navigate, loginHref]);
  return { confirmed: !auth.loading && auth.isAuthenticated, loading: auth.loading, loginHref };
}

/**
 * The first screen's height, as a block of its own (a flow root): the margin of what it holds stays
 * inside it, so the block starts at the same place whether it holds the checking box or the
 * content, which may start with another margin (0.023 of layout shift on /app/buy-credits once).
 */
const held = `flow-root ${firstScreenHeight}`;

/** What a gate says, in the screen's own words. */
export interface GateWords {
  checking: string;
  signIn: string;
  needsScript: string;
}

/**
 * What a screen shows under its own heading until the session is confirmed, or null once it is.
 * With a `placeholder` (grey blocks of the content's size): the status for assistive technology
 * beside it, so nothing painted moves when the content takes its place. Without one: a box that
 * says the session is being checked, in a block of the first screen's height (the content keeps
 * that height too, see `SignedInPart`), so the footer stays put.
 */
export function useSessionGate(words: GateWords, placeholder?: ReactNode): ReactElement | null {
  const { confirmed, loginHref } = useSessionCheck();
  if (confirmed) return null;
  if (placeholder)
    return (
      <>
        <p role="status" className="sr-only">
          {words.checking}
        </p>
        <noscript>
          <p className="mt-8 max-w-lg rounded-2xl border border-line bg-white p-6">
            {words.needsScript}{" "}
            <Link to={loginHref} className="font-semibold underline">
              {words.signIn}
            </Link>
          </p>
        </noscript>
        {placeholder}
      </>
    );
  return (
    <div className={held}>
      <div role="status" className="mt-8 max-w-lg rounded-2xl border border-line bg-white p-6">
        <p className="font-semibold">{words.checking}</p>
        <p className="mt-2">
          <Link to={loginHref} className="inline-flex min-h-11 items-center font-semibold underline">
            {words.signIn}
          </Link>
        </p>
        <noscript>
          <p className="mt-2 text-ink/80">{words.needsScript}</p>
        </noscript>
      </div>
    </div>
  );
}

/**
 * The signed-in part of a screen, under the screen's own heading (so no second h1): what
 * `useSessionGate` shows until the session is confirmed, then `children` (kept at the first
 * screen's height where there is no `placeholder`, so a short screen does not pull the footer up).
 */
export function SignedInPart({
  words,
  placeholder,
  children,
}: {
  words: GateWords;
  placeholder?: ReactNode;
  children: ReactNode;
}) {
  const gate = useSessionGate(words, placeholder);
  if (gate) return gate;
  return placeholder ? children : <div className={held}>{children}</div>;
}

/**
 * A screen's data on its way: a status for assistive technology and the content's `placeholder`,
 * or, without one, the status shown.
 */
export function Loading({ words, placeholder }: { words: string; placeholder?: ReactNode }) {
  if (!placeholder)
    return (
      <p role="status" className="mt-8 text-ink/80">
        {words}
      </p>
    );
  return (
    <>
      <p role="status" className="sr-only">
        {words}
      </p>
      {placeholder}
    </>
  );
}

/** The server's sentence for a failed call, or the error's own. */
export function reasonOf(error: unknown): string {
  return serverMessage(error) ?? (error instanceof Error ? error.message : String(error));
}

/** A failed load in the page's language (`words.failed` has an `{error}`), with a way to try again. */
export function LoadFailed({
  words,
  error,
  retry,
}: {
  words: { failed: string; retry: string };
  error: unknown;
  retry: () => void;
}) {
  const { t } = useI18n();
  return (
    <div role="alert" className="mt-8">
      <p className="font-semibold text-red-800">{t(words.failed, { error: reasonOf(error) })}</p>
      <button
        type="button"
        onClick={retry}
        className="mt-3 inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-ink bg-white px-5 py-2 text-center font-semibold hover:bg-paper"
      >
        {words.retry}
      </button>
    </div>
  );
}
