import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { hotelOffersIn } from "#app/data/hotel-offers.ts";
import { subscriberMultiplier } from "#app/data/points.ts";
import { LoadFailed, Loading } from "#app/pages/app/session-gate.tsx";
import type { Route } from "./+types/overview";
import { EntryList, hotelName } from "./entries.tsx";
import { loyaltyApi, pointsKey, rewardsKey } from "./loyalty-api.ts";
import { LoyaltyPage, loadLoyaltyWords, textLink, useLoyaltyWords } from "./screen.tsx";

export const loader = ({ request }: Route.LoaderArgs) => loadLoyaltyWords(request);

/** /app/loyalty: the balance, the next reward and what it still needs, recent entries, the rewards. */
export default function LoyaltyRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LoyaltyPage loaded={loaderData} screen="overview">
      <Summary />
    </LoyaltyPage>
  );
}

function Summary() {
  const { copy } = useLoyaltyWords();
  const { t } = useI18n();
  const summary = useQuery({ queryKey: pointsKey, queryFn: loyaltyApi.summary });
  // The rewards are asked at the same time but shown under the summary once it is there: whichever
  // answer comes first, nothing already painted moves (0.25 of layout shift at 375 px otherwise).
  useQuery({ queryKey: rewardsKey, queryFn: loyaltyApi.rewards });
  if (summary.isPending) return <Loading words={copy.common.loading} />;
  if (summary.isError)
    return <LoadFailed words={copy.common} error={summary.error} retry={() => void summary.refetch()} />;
  const { balance, next, subscribed, recent } = summary.data;
  return (
    <>
      <div className="mt-8 grid gap-4 md:grid-cols-2">
        <div className="rounded-2xl border border-line bg-white p-6">
          <h2 className="text-sm font-semibold tracking-widest text-ink/75 uppercase">
            {copy.overview.balance}
          </h2>
          <p className="mt-2 font-serif text-4xl tabular-nums" data-testid="points-balance">
            {t(copy.common.points, { points: balance })}
          </p>
          {subscribed ? (
            <p className="mt-2 text-sm text-ink/80">
              {t(copy.overview.subscribed, { multiplier: subscriberMultiplier })}
            </p>
          ) : null}
        </div>
        <div className="rounded-2xl border border-line bg-white p-6">
          <h2 className="text-sm font-semibold tracking-widest text-ink/75 uppercase">
            {copy.overview.next}
          </h2>
          {next ? (
            <>
              <p className="mt-2 font-semibold">
                <Link to={`/app/loyalty/reward/${next.rewardId}`} className={textLink}>
                  {hotelName(next.rewardId)}
                </Link>
              </p>
              <p className="text-ink/80">
                {t(copy.overview.needs, { needs: next.needs, hotel: hotelName(next.rewardId) })}
              </p>
              <div className="mt-3 h-2 overflow-hidden rounded-full bg-paper" aria-hidden="true">
                <div
                  className="h-full rounded-full bg-gold"
                  style={{
                    width: `${Math.min(100, Math.round(((next.points - next.needs) / next.points) * 100))}%`,
                  }}
                />
              </div>
            </>
          ) : (
            <p className="mt-2 text-ink/80">{copy.overview.allReached}</p>
          )}
        </div>
      </div>
      <section aria-labelledby="recent-title" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
          <h2 id="recent-title" className="font-serif text-2xl">
            {copy.overview.recent}
          </h2>
          <Link to="/app/loyalty/journey" className={textLink}>
            {copy.overview.journey}
          </Link>
        </div>
        {recent.length === 0 ? (
          <p className="mt-4 rounded-2xl border border-dashed border-line bg-white p-6 text-ink/80">
            {copy.overview.empty}
          </p>
        ) : (
          <EntryList entries={recent} labelledBy="recent-title" />
        )}
        <p className="mt-4">
          <Link to="/app/loyalty/earn-points" className={textLink}>
            {copy.overview.earn}
          </Link>
        </p>
      </section>
      <Rewards />
    </>
  );
}

function Rewards() {
  const { copy, hotels } = useLoyaltyWords();
  const { t, language } = useI18n();
  const list = useQuery({ queryKey: rewardsKey, queryFn: loyaltyApi.rewards });
  if (list.isPending) return <Loading words={copy.common.loading} />;
  if (list.isError)
    return <LoadFailed words={copy.common} error={list.error} retry={() => void list.refetch()} />;
  const offers = new Map(hotelOffersIn(hotels, language).map((o) => [o.id, o]));
  return (
    <section aria-labelledby="rewards-title" className="mt-10">
      <h2 id="rewards-title" className="font-serif text-2xl">
        {copy.overview.rewards}
      </h2>
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {list.data.map((reward) => {
          const offer = offers.get(reward.id);
          return (
            <li key={reward.id} className="rounded-2xl border border-line bg-white p-5">
              <h3 className="font-semibold [overflow-wrap:anywhere]">
                <Link
                  to={`/app/loyalty/reward/${reward.id}`}
                  className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
                >
                  {hotelName(reward.id)}
                </Link>
              </h3>
              {offer ? <p className="text-sm text-ink/80">{offer.location}</p> : null}
              <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
                {offer ? (
                  <span className="rounded-full bg-paper px-3 py-1 font-semibold">{offer.label}</span>
                ) : null}
                <span className="py-1 font-semibold tabular-nums">
                  {t(copy.common.points, { points: reward.points })}
                </span>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
