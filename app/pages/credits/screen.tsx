import { createContext, type ReactNode, use } from "react";
import { useI18n, usePageCopy } from "#app/components/i18n-provider.tsx";
import { type LoadedCopy, loadCopy } from "#app/i18n/copy.ts";
import { serverMessage } from "#app/lib/auth/api-client.ts";
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
