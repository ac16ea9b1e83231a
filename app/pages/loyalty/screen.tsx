import { createContext, Fragment, type ReactNode, use } from "react";
import { NavLink } from "react-router";
import { usePageCopy } from "#app/components/i18n-provider.tsx";
import { Ltr } from "#app/components/ui/ltr.tsx";
import { hotelsCopy } from "#app/data/copy/index.ts";
import type { HotelsCopy } from "#app/data/hotel-offers.ts";
import { type LoadedCopy, loadCopy } from "#app/i18n/copy.ts";
import { SignedInPart } from "#app/pages/app/session-gate.tsx";
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

const titleIds = { overview: "loyalty-title", journey: "journey-title", earn: "earn-title" } as const;

/**
 * A loyalty screen with the links between them: its words, its heading block (rendered on the
 * server) and, under it, its signed-in part.
 */
export function LoyaltyPage({
  loaded,
  screen,
  children,
}: {
  loaded: { words: LoadedCopy<LoyaltyCopy>; hotels: LoadedCopy<HotelsCopy> };
  screen: keyof typeof titleIds;
  children: ReactNode;
}) {
  return (
    <LoyaltyScreen loaded={loaded}>
      <LoyaltySection screen={screen}>{children}</LoyaltySection>
    </LoyaltyScreen>
  );
}

function LoyaltySection({ screen, children }: { screen: keyof typeof titleIds; children: ReactNode }) {
  const { copy } = useLoyaltyWords();
  return (
    <section aria-labelledby={titleIds[screen]}>
      <ScreenHeader id={titleIds[screen]} title={copy[screen].title} lead={copy[screen].lead} />
      <SignedInPart words={copy.gate}>{children}</SignedInPart>
    </section>
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
