import { useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { localDateIn } from "#app/components/privacy/dates.ts";
import { vaultSubscriptionFigures } from "#app/data/products.ts";
import { serverMessage } from "#app/lib/auth/api-client.ts";
import { creditsApi, type SubscriptionView, storeKey } from "#app/pages/credits/credits-api.ts";
import { useAppCopy } from "./copy/index.ts";

const reasonOf = (error: unknown) =>
  serverMessage(error) ?? (error instanceof Error ? error.message : String(error));

/**
 * The profile's Vault Subscription: its state as Stripe last told the server (renews or ends on
 * a date, a failed payment and what to do), and "Manage subscription", which opens Stripe's
 * customer portal through the server. Nothing is shown where purchases are not offered.
 */
export function SubscriptionBlock() {
  const copy = useAppCopy().profile.subscription;
  const { t } = useI18n();
  const store = useQuery({ queryKey: storeKey, queryFn: creditsApi.store });
  const portal = useMutation({
    mutationFn: creditsApi.portal,
    onSuccess: (url) => window.location.assign(url),
  });
  if (store.isPending) return null;
  if (store.isError)
    return (
      <p role="alert" className="mt-6 text-sm text-red-800">
        {t(copy.loadFailed, { error: reasonOf(store.error) })}
      </p>
    );
  const subscription = store.data.subscription;
  if (!subscription && !store.data.subscriptionOffered) return null;
  return (
    <section
      aria-labelledby="subscription-title"
      className="mt-6 rounded-2xl border border-line bg-white p-6"
      data-testid="subscription"
    >
      <h2 id="subscription-title" className="font-serif text-xl">
        {copy.title}
      </h2>
      {subscription ? (
        <SubscriptionState subscription={subscription} />
      ) : (
        <>
          <p className="mt-2 text-ink/80">
            {t(copy.none, { monthlyCredits: vaultSubscriptionFigures.monthlyCredits })}
          </p>
          <Link
            to="/app/buy-credits"
            className="mt-3 inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
          >
            {copy.see}
          </Link>
        </>
      )}
      {subscription?.manageable ? (
        <div className="mt-4">
          <button
            type="button"
            disabled={portal.isPending || portal.isSuccess}
            onClick={() => portal.mutate()}
            className="inline-flex min-h-11 items-center justify-center rounded-full border border-ink bg-white px-5 py-2 font-semibold hover:bg-paper disabled:opacity-60"
          >
            {copy.manage}
          </button>
          <div aria-live="polite">
            {portal.isPending || portal.isSuccess ? <p className="mt-2">{copy.opening}</p> : null}
            {portal.isError ? (
              <p role="alert" className="mt-2 font-semibold text-red-800">
                {t(copy.manageFailed, { error: reasonOf(portal.error) })}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}

function SubscriptionState({ subscription }: { subscription: SubscriptionView }) {
  const copy = useAppCopy().profile.subscription;
  const { t, language } = useI18n();
  const end = subscription.currentPeriodEnd ? localDateIn(language, subscription.currentPeriodEnd) : null;
  const ended = !subscription.benefits;
  const line = ended
    ? end
      ? t(copy.ended, { date: end })
      : copy.endedNoDate
    : subscription.cancelAtPeriodEnd || subscription.status === "canceled"
      ? t(copy.ending, { date: end ?? "" })
      : end
        ? t(copy.active, { date: end })
        : copy.activeNoDate;
  return (
    <>
      <p className="mt-2 font-semibold">{line}</p>
      {subscription.paymentFailedAt && !ended ? (
        <p role="alert" className="mt-3 rounded-xl border border-red-800 p-3 text-red-900">
          {t(copy.failed, { date: localDateIn(language, subscription.paymentFailedAt) })}
        </p>
      ) : null}
    </>
  );
}
