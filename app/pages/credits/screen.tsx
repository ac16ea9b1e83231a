import { createContext, type ReactNode, use } from "react";
import { usePageCopy } from "#app/components/i18n-provider.tsx";
import { type LoadedCopy, loadCopy } from "#app/i18n/copy.ts";
import { useAppCopy } from "#app/pages/app/copy/index.ts";
import { SignedInPart as SessionGatePart } from "#app/pages/app/session-gate.tsx";
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
 * The signed-in part of a credit screen, under the screen's own heading: the app's words for the
 * session check (`#app/pages/app/session-gate.tsx`).
 */
export function SignedInPart({ children }: { children: ReactNode }) {
  const copy = useAppCopy().signedIn;
  const words = {
    checking: copy.checking,
    signIn: copy.signInOrRegister,
    needsScript: `${copy.needsScriptBefore} ${copy.needsScriptLink} ${copy.needsScriptAfter}`,
  };
  return <SessionGatePart words={words}>{children}</SessionGatePart>;
}

export const primaryButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full bg-ink px-6 py-2 text-center font-semibold text-white hover:bg-black disabled:opacity-60";
export const secondaryButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-ink bg-white px-5 py-2 text-center font-semibold hover:bg-paper disabled:opacity-60";
