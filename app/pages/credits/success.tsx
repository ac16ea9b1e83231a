import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { creditPacks } from "#app/data/credit-packs.ts";
import { vaultSubscriptionFigures } from "#app/data/products.ts";
import { trackConversion } from "#app/lib/analytics.ts";
import { reasonOf } from "#app/pages/app/session-gate.tsx";
import type { Route } from "./+types/success";
import { balanceKey, type CheckoutState, checkoutKey, creditsApi } from "./credits-api.ts";
import {
  CreditsScreen,
  loadCreditsWords,
  primaryButton,
  SignedInPart,
  secondaryButton,
  useCreditsWords,
} from "./screen.tsx";

export const loader = ({ request }: Route.LoaderArgs) => loadCreditsWords(request);

/** How often the page asks whether Stripe's webhook has landed, and for how many times before it says so. */
const pollMs = 1500;
const patientPolls = 40;

/**
 * /app/buy-credits/success?session=...: Stripe's return. The browser's arrival proves nothing: the
 * page asks the server for its record of the checkout session until the signed webhook has
 * completed it, then shows the new balance (and sends the consent-gated conversion, once).
 */
export default function SuccessRoute({ loaderData }: Route.ComponentProps) {
  return (
    <CreditsScreen loaded={loaderData}>
      <Success />
    </CreditsScreen>
  );
}

function Success() {
  const copy = useCreditsWords();
  const [params] = useSearchParams();
  const session = params.get("session") ?? "";
  return (
    <section aria-labelledby="success-title">
      <header>
        <p className="text-sm font-semibold tracking-widest text-gold uppercase">{copy.label}</p>
        <h1 id="success-title" className="mt-2 font-serif text-3xl">
          {copy.successTitle}
        </h1>
      </header>
      <SignedInPart>
        <Confirmation session={session} />
      </SignedInPart>
    </section>
  );
}

function Confirmation({ session }: { session: string }) {
  const copy = useCreditsWords();
  const { t } = useI18n();
  const polls = useRef(0);
  const state = useQuery({
    queryKey: checkoutKey(session),
    queryFn: () => {
      polls.current += 1;
      return creditsApi.checkoutState(session);
    },
    enabled: session !== "",
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.status === "open" && polls.current < patientPolls ? pollMs : false,
  });
  const completed = state.data?.status === "completed";
  const balance = useQuery({
    queryKey: [...balanceKey, session],
    queryFn: creditsApi.balance,
    enabled: completed,
  });
  useConversionOnce(completed ? (state.data ?? null) : null);

  if (session === "" || state.isError)
    return (
      <div role="alert" className="mt-8 max-w-2xl">
        <p className="font-semibold text-red-800">
          {t(copy.unknownSession, { error: state.isError ? reasonOf(state.error) : "—" })}
        </p>
        <BackLinks />
      </div>
    );
  const done = completed ? state.data : undefined;
  if (!done) {
    const patient = polls.current >= patientPolls;
    return (
      <div className="mt-8 max-w-2xl rounded-2xl border border-line bg-white p-6">
        <p role="status" className="font-semibold">
          {patient ? copy.waitingLong : copy.waiting}
        </p>
        {patient ? (
          <button
            type="button"
            onClick={() => {
              polls.current = 0;
              void state.refetch();
            }}
            className={`${secondaryButton} mt-4`}
          >
            {copy.checkAgain}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <div className="mt-8 max-w-2xl rounded-2xl border border-line bg-white p-6">
      <p role="status" className="font-semibold">
        {done.kind === "subscription"
          ? t(copy.confirmedSubscription, { credits: vaultSubscriptionFigures.monthlyCredits })
          : t(copy.confirmedPack, { credits: done.credits ?? 0 })}
      </p>
      {balance.data !== undefined ? (
        <p className="mt-2" data-testid="new-balance">
          {t(copy.newBalance, { credits: balance.data })}
        </p>
      ) : null}
      <BackLinks />
    </div>
  );
}

function BackLinks() {
  const copy = useCreditsWords();
  return (
    <p className="mt-6 flex flex-wrap gap-3">
      <Link to="/app/buy-credits" className={secondaryButton}>
        {copy.backToCredits}
      </Link>
      <Link to="/app/authenticate" className={primaryButton}>
        {copy.authenticate}
      </Link>
    </p>
  );
}

/**
 * The conversion (label, value, USD; a purchase to the pixel), sent only with consent
 * (trackConversion checks it) and once per checkout session, also across reloads of the page.
 */
function useConversionOnce(completed: CheckoutState | null) {
  useEffect(() => {
    if (!completed) return;
    const key = `conversion-sent:${completed.id}`;
    try {
      if (window.sessionStorage.getItem(key)) return;
      window.sessionStorage.setItem(key, "1");
    } catch {
      // No storage: the conversion is still sent once for this page.
    }
    if (completed.kind === "subscription")
      trackConversion("vault_subscription", vaultSubscriptionFigures.amount);
    else {
      const pack = creditPacks.find((p) => p.credits === completed.credits);
      if (pack) trackConversion(`credit_pack_${pack.credits}`, pack.amount);
    }
  }, [completed]);
}
