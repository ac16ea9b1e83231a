import { createContext, Fragment, type ReactNode, use, useEffect } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { useI18n, usePageCopy } from "#app/components/i18n-provider.tsx";
import { Ltr } from "#app/components/ui/ltr.tsx";
import { appLoginPath } from "#app/data/app-sections.ts";
import { hotelsCopy } from "#app/data/copy/index.ts";
import type { HotelsCopy } from "#app/data/hotel-offers.ts";
import { type LoadedCopy, loadCopy } from "#app/i18n/copy.ts";
import { serverMessage } from "#app/lib/auth/api-client.ts";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import { firstScreenHeight } from "#app/pages/app/app-frame.tsx";
import { type LoyaltyCopy, loyaltyCopy } from "./copy/index.ts";

/** What every loyalty screen's loader sends: its words and the hotels' words, in the page's language. */
export async function loadLoyaltyWords(request: Request) {
  const [words, hotels] = await Promise.all([loadCopy(loyaltyCopy, request), loadCopy(hotelsCopy, request)]);
  return { words, hotels };
}

export interface LoyaltyWords {
  copy: LoyaltyCopy;
  hotels: HotelsCopy;
}

const WordsContext = createContext<LoyaltyWords | null>(null);

/** Provides a screen's words (in the visitor's language once it is known) to everything inside. */
export function LoyaltyScreen({
  loaded,
  children,
}: {
  loaded: { words: LoadedCopy<LoyaltyCopy>; hotels: LoadedCopy<HotelsCopy> };
  children: ReactNode;
}) {
  const copy = usePageCopy(loyaltyCopy, loaded.words);
  const hotels = usePageCopy(hotelsCopy, loaded.hotels);
  return <WordsContext value={{ copy, hotels }}>{children}</WordsContext>;
}

export function useLoyaltyWords(): LoyaltyWords {
  const words = use(WordsContext);
  if (!words) throw new Error("useLoyaltyWords must be used inside a LoyaltyScreen");
  return words;
}

const loyaltyLinks = [
  { to: "/app/loyalty", word: "overview" },
  { to: "/app/loyalty/journey", word: "journey" },
  { to: "/app/loyalty/earn-points", word: "earn" },
] as const;

/** A screen's heading block and the links between the loyalty screens, rendered on the server. */
export function ScreenHeader({ title, lead, id }: { title: string; lead?: string; id: string }) {
  const { copy } = useLoyaltyWords();
  return (
    <header>
      <p className="text-sm font-semibold tracking-widest text-gold uppercase">{copy.label}</p>
      <h1 id={id} className="mt-2 font-serif text-3xl [overflow-wrap:anywhere]">
        {title}
      </h1>
      {lead ? <p className="mt-3 max-w-2xl text-ink/80">{lead}</p> : null}
      <nav aria-label={copy.nav.label} className="mt-5">
        <ul className="flex flex-wrap gap-2">
          {loyaltyLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                className={({ isActive }) =>
                  `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${isActive ? "border-ink bg-ink text-white" : "border-line bg-white hover:border-ink"}`
                }
              >
                {copy.nav[link.word]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/**
 * The signed-in part of a screen. The server cannot know the session (its token lives in the
 * browser), so its HTML shows the heading and this status; a visitor without a session is sent to
 * sign in and brought back.
 */
export function SignedInPart({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const { copy } = useLoyaltyWords();
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
          <p className="font-semibold">{copy.gate.checking}</p>
          <p className="mt-2">
            <Link to={loginHref} className="inline-flex min-h-11 items-center font-semibold underline">
              {copy.gate.signIn}
            </Link>
          </p>
          <noscript>
            <p className="mt-2 text-ink/80">{copy.gate.needsScript}</p>
          </noscript>
        </div>
      </div>
    );
  // The content keeps the checking box's height while its data loads, so the footer stays put.
  return <div className={firstScreenHeight}>{children}</div>;
}

export function Loading() {
  const { copy } = useLoyaltyWords();
  return (
    <p role="status" className="mt-8 text-ink/80">
      {copy.common.loading}
    </p>
  );
}

/** A failed load, in the page's language, with a way to try again. */
export function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { copy } = useLoyaltyWords();
  const { t } = useI18n();
  const message = serverMessage(error) ?? (error instanceof Error ? error.message : String(error));
  return (
    <div role="alert" className="mt-8">
      <p className="font-semibold text-red-800">{t(copy.common.failed, { error: message })}</p>
      <button
        type="button"
        onClick={retry}
        className="mt-3 inline-flex min-h-11 items-center rounded-full border border-ink px-5 font-semibold"
      >
        {copy.common.retry}
      </button>
    </div>
  );
}

export const primaryButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full bg-ink px-6 py-2 text-center font-semibold text-white hover:bg-black disabled:opacity-60";
export const secondaryButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-ink bg-white px-5 py-2 text-center font-semibold hover:bg-paper disabled:opacity-60";
export const textLink = "inline-flex min-h-11 items-center font-semibold underline underline-offset-4";

/** Stands for a left-to-right value (an address, a voucher code) in a sentence until it is isolated. */
export const ltrMark = "\u0001";

/**
 * A sentence worded with `ltrMark` in place of `value`, the value put back isolated left to right,
 * so that an e-mail address or a code keeps its order inside an Arabic sentence.
 */
export function withLtr(sentence: string, value: string): ReactNode {
  const parts = sentence.split(ltrMark);
  return parts.map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence, in their order
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 ? <Ltr>{value}</Ltr> : null}
    </Fragment>
  ));
}
