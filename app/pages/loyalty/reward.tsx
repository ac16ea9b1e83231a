import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { data, Link } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { Ltr } from "#app/components/ui/ltr.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { hotelOffersIn } from "#app/data/hotel-offers.ts";
import { rewardOf } from "#app/data/points.ts";
import { serverMessage } from "#app/lib/auth/api-client.ts";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import { LoadFailed, Loading, SignedInPart } from "#app/pages/app/session-gate.tsx";
import type { Route } from "./+types/reward";
import { dayIn } from "./entries.tsx";
import { attemptKey, loyaltyApi, pointsKey, type Redemption, rewardKey } from "./loyalty-api.ts";
import {
  LoyaltyScreen,
  loadLoyaltyWords,
  ltrMark,
  primaryButton,
  textLink,
  useLoyaltyWords,
  withLtr,
} from "./screen.tsx";

/** An id that is not one of the rewards (one per hotel offer the site shows) is the site's not-found. */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!rewardOf(params.id)) throw data(null, { status: 404 });
  return loadLoyaltyWords(request);
}

/** /app/loyalty/reward/{id}: a hotel offer's cost in points, its terms and limit, and "Redeem". */
export default function RewardRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <LoyaltyScreen loaded={loaderData}>
      <RewardScreen id={params.id} />
    </LoyaltyScreen>
  );
}

function RewardScreen({ id }: { id: string }) {
  const { copy, hotels } = useLoyaltyWords();
  const { t, language } = useI18n();
  const offer = hotelOffersIn(hotels, language).find((o) => o.id === id);
  const reward = rewardOf(id);
  if (!offer || !reward) return null;
  return (
    <article aria-labelledby="reward-title">
      <p>
        <Link to="/app/loyalty" className={textLink}>
          {copy.reward.back}
        </Link>
      </p>
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div>
          <Picture
            art={offer.art}
            alt={t(copy.reward.image, { hotel: offer.name, location: offer.location })}
            sizes="(min-width: 1024px) 36rem, 100vw"
            priority
            imgClassName="aspect-[8/5] h-auto w-full rounded-2xl bg-ink object-cover"
          />
        </div>
        <div>
          <p className="text-sm font-semibold tracking-widest text-gold uppercase">{copy.reward.label}</p>
          <h1 id="reward-title" className="mt-2 font-serif text-3xl [overflow-wrap:anywhere]">
            {offer.name}
          </h1>
          <p className="mt-1 text-ink/80">{offer.location}</p>
          <p className="mt-4 inline-flex rounded-full bg-ink px-3 py-1 text-sm font-semibold text-white">
            {offer.label}
          </p>
          <p className="mt-3 font-semibold">{offer.offer}</p>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-ink/75">{copy.reward.cost}</dt>
              <dd className="font-serif text-2xl tabular-nums" data-testid="reward-cost">
                {t(copy.common.points, { points: reward.points })}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-ink/75">{copy.reward.terms}</dt>
              <dd>{t(copy.reward.limit, { limit: reward.limitPerMember })}</dd>
            </div>
          </dl>
          <p className="mt-4 text-sm text-ink/80">{offer.details}</p>
          <p className="mt-2 text-sm text-ink/80">{copy.reward.termsText}</p>
          <SignedInPart words={copy.gate}>
            <Redeem id={id} cost={reward.points} />
          </SignedInPart>
        </div>
      </div>
    </article>
  );
}

function Redeem({ id, cost }: { id: string; cost: number }) {
  const { copy } = useLoyaltyWords();
  const { t, language } = useI18n();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: rewardKey(id), queryFn: () => loyaltyApi.reward(id) });
  const [done, setDone] = useState<Redemption | null>(null);
  // One key per attempt, held while the attempt runs: a second click before the answer sends nothing.
  const attempt = useRef<string | null>(null);
  const redeem = useMutation({
    mutationFn: (key: string) => loyaltyApi.redeem(id, key),
    onSuccess: (answer) => {
      setDone(answer);
      void queryClient.invalidateQueries({ queryKey: pointsKey });
    },
    onSettled: () => {
      attempt.current = null;
    },
  });
  const start = () => {
    if (attempt.current) return;
    attempt.current = attemptKey();
    setDone(null);
    redeem.mutate(attempt.current);
  };
  if (detail.isPending) return <Loading words={copy.common.loading} />;
  if (detail.isError)
    return <LoadFailed words={copy.common} error={detail.error} retry={() => void detail.refetch()} />;
  const used = detail.data.vouchers.length;
  return (
    <div className="mt-6">
      <p className="text-ink/80" data-testid="reward-balance">
        {t(copy.reward.balance, { points: done ? done.balance : detail.data.balance })}
      </p>
      <p className="text-ink/80">{t(copy.reward.used, { count: used })}</p>
      <button type="button" onClick={start} disabled={redeem.isPending} className={`${primaryButton} mt-4`}>
        {redeem.isPending ? copy.reward.redeeming : t(copy.reward.redeem, { points: cost })}
      </button>
      <div aria-live="polite">
        {done ? (
          <div className="mt-6 rounded-2xl border border-gold bg-gold-light/30 p-5">
            <p className="text-sm font-semibold">{copy.reward.voucher}</p>
            <p
              className="mt-1 font-mono text-lg tracking-wide [overflow-wrap:anywhere] sm:text-xl"
              data-testid="voucher-code"
            >
              <Ltr>{done.voucher.code}</Ltr>
            </p>
            {auth.user ? (
              <p className="mt-2 text-sm text-ink/80 [overflow-wrap:anywhere]">
                {withLtr(t(copy.reward.mailed, { email: ltrMark }), auth.user.email)}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      {redeem.isError ? (
        <p role="alert" className="mt-4 font-semibold text-red-800">
          {serverMessage(redeem.error) ??
            t(copy.common.failed, {
              error: redeem.error instanceof Error ? redeem.error.message : String(redeem.error),
            })}
        </p>
      ) : null}
      {used > 0 ? (
        <section aria-labelledby="vouchers-title" className="mt-6">
          <h2 id="vouchers-title" className="font-semibold">
            {copy.reward.vouchers}
          </h2>
          <ul className="mt-2 grid gap-1 text-sm">
            {detail.data.vouchers.map((v) => (
              <li key={v.code}>
                {withLtr(t(copy.reward.voucherLine, { code: ltrMark, date: dayIn(language, v.at) }), v.code)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
