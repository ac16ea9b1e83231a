import { useMutation, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { creditPacks } from "#app/data/credit-packs.ts";
import { aiAuthenticationFigures, vaultSubscriptionFigures } from "#app/data/products.ts";
import { formatUsdIn } from "#app/i18n/format.ts";
import { LoadFailed, Loading, reasonOf } from "#app/pages/app/session-gate.tsx";
import type { Route } from "./+types/buy-credits";
import { balanceKey, creditsApi, storeKey } from "./credits-api.ts";
import { CreditsScreen, loadCreditsWords, primaryButton, SignedInPart, useCreditsWords } from "./screen.tsx";

export const loader = ({ request }: Route.LoaderArgs) => loadCreditsWords(request);

/**
 * /app/buy-credits: the balance, the packs and the Vault Subscription priced from the site's
 * figures, and buttons that open Stripe Checkout. Credits are added by the server from Stripe's
 * signed webhook only; without the Stripe settings the screen says purchases are not available.
 */
export default function BuyCreditsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <CreditsScreen loaded={loaderData}>
      <BuyCredits />
    </CreditsScreen>
  );
}

function BuyCredits() {
  const copy = useCreditsWords();
  const { t } = useI18n();
  const [params] = useSearchParams();
  return (
    <section aria-labelledby="credits-title">
      <header>
        <p className="text-sm font-semibold tracking-widest text-gold uppercase">{copy.label}</p>
        <h1 id="credits-title" className="mt-2 font-serif text-3xl">
          {copy.title}
        </h1>
        <p className="mt-3 max-w-2xl text-ink/80">
          {t(copy.lead, { credits: aiAuthenticationFigures.credits })}
        </p>
      </header>
      {params.get("cancelled") === "1" ? (
        <p role="status" className="mt-6 max-w-2xl rounded-2xl border border-line bg-white p-4 font-semibold">
          {copy.cancelled}
        </p>
      ) : null}
      <SignedInPart>
        <Store />
      </SignedInPart>
    </section>
  );
}

function Store() {
  const copy = useCreditsWords();
  const { t, language } = useI18n();
  const balance = useQuery({ queryKey: balanceKey, queryFn: creditsApi.balance });
  const store = useQuery({ queryKey: storeKey, queryFn: creditsApi.store });
  const checkout = useMutation({
    mutationFn: creditsApi.checkout,
    onSuccess: (url) => window.location.assign(url),
  });
  if (balance.isPending || store.isPending) return <Loading words={copy.loading} />;
  if (balance.isError || store.isError)
    return (
      <LoadFailed
        words={copy}
        error={balance.error ?? store.error}
        retry={() => {
          void balance.refetch();
          void store.refetch();
        }}
      />
    );
  const offered = creditPacks.filter((pack) => store.data.packs.includes(pack.credits));
  const held = store.data.subscription?.benefits === true;
  const busy = checkout.isPending || checkout.isSuccess;
  return (
    <>
      <div className="mt-6 inline-flex flex-col rounded-2xl border border-line bg-white px-6 py-4">
        <span className="text-sm text-ink/80">{copy.balanceLabel}</span>
        <span className="font-serif text-2xl" data-testid="balance">
          {t(copy.balance, { credits: balance.data })}
        </span>
      </div>
      {!store.data.purchases ? (
        <p className="mt-8 max-w-2xl rounded-2xl border border-dashed border-line bg-white p-6 font-semibold">
          {copy.unavailable}
        </p>
      ) : (
        <>
          <h2 className="mt-10 font-serif text-2xl">{copy.packsTitle}</h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {offered.map((pack) => (
              <li key={pack.credits} className="flex flex-col rounded-2xl border border-line bg-white p-5">
                <h3 className="font-semibold">{t(copy.packName, { credits: pack.credits })}</h3>
                <p className="mt-1 font-serif text-2xl">{formatUsdIn(language, pack.amount)}</p>
                <p className="mt-1 text-sm text-ink/80">
                  {t(copy.packCovers, { count: pack.credits / aiAuthenticationFigures.credits })}
                </p>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => checkout.mutate({ pack: pack.credits })}
                  className={`${primaryButton} mt-4`}
                >
                  {t(copy.buyPack, { credits: pack.credits })}
                </button>
              </li>
            ))}
          </ul>
          {store.data.subscriptionOffered ? (
            <section
              aria-labelledby="subscription-title"
              className="mt-10 max-w-2xl rounded-2xl border border-line bg-white p-6"
            >
              <h2 id="subscription-title" className="font-serif text-2xl">
                {copy.subscriptionTitle}
              </h2>
              <p className="mt-1 font-semibold">
                {t(copy.subscriptionPrice, {
                  amount: formatUsdIn(language, vaultSubscriptionFigures.amount),
                })}
              </p>
              <p className="mt-2 text-ink/80">
                {t(copy.subscriptionIncludes, {
                  monthlyCredits: vaultSubscriptionFigures.monthlyCredits,
                  multiplier: vaultSubscriptionFigures.pointsMultiplier,
                })}
              </p>
              {held ? (
                <p className="mt-4 font-semibold">{copy.subscriptionHeld}</p>
              ) : (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => checkout.mutate({ subscription: true })}
                  className={`${primaryButton} mt-4`}
                >
                  {copy.subscribe}
                </button>
              )}
            </section>
          ) : null}
          <div aria-live="polite" className="mt-6">
            {busy ? <p role="status">{copy.redirecting}</p> : null}
            {checkout.isError ? (
              <p role="alert" className="font-semibold text-red-800">
                {t(copy.checkoutFailed, { error: reasonOf(checkout.error) })}
              </p>
            ) : null}
          </div>
        </>
      )}
    </>
  );
}
