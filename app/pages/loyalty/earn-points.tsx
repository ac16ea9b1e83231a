import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { LoadFailed, Loading } from "#app/pages/app/session-gate.tsx";
import type { Route } from "./+types/earn-points";
import { loyaltyApi, rulesKey } from "./loyalty-api.ts";
import { LoyaltyPage, loadLoyaltyWords, textLink, useLoyaltyWords } from "./screen.tsx";

export const loader = ({ request }: Route.LoaderArgs) => loadLoyaltyWords(request);

/** /app/loyalty/earn-points: the ways to earn points, as the points server's rules give them. */
export default function EarnPointsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LoyaltyPage loaded={loaderData} screen="earn">
      <Rules />
    </LoyaltyPage>
  );
}

function Rules() {
  const { copy } = useLoyaltyWords();
  const { t } = useI18n();
  const rules = useQuery({ queryKey: rulesKey, queryFn: loyaltyApi.rules });
  if (rules.isPending) return <Loading words={copy.common.loading} />;
  if (rules.isError)
    return <LoadFailed words={copy.common} error={rules.error} retry={() => void rules.refetch()} />;
  const { multiplier } = rules.data;
  return (
    <>
      <p className="mt-8 max-w-2xl text-ink/80">{t(copy.earn.multiplier, { multiplier })}</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {rules.data.rules.map((rule) => {
          const words = Object.hasOwn(copy.earn.rules, rule.id)
            ? copy.earn.rules[rule.id as keyof typeof copy.earn.rules]
            : null;
          if (!words) return null;
          return (
            <li key={rule.id} className="flex flex-col rounded-2xl border border-line bg-white p-5">
              <h2 className="font-serif text-xl">{words.title}</h2>
              <p className="mt-2 text-ink/80">{words.text}</p>
              <p className="mt-4 font-semibold tabular-nums">{t(copy.earn.each, { points: rule.points })}</p>
              {rule.multiplied ? (
                <p className="text-sm text-ink/80 tabular-nums">
                  {t(copy.earn.subscribed, { points: rule.points * multiplier })}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="mt-6">
        <Link to="/app/loyalty" className={textLink}>
          {copy.earn.rewards}
        </Link>
      </p>
    </>
  );
}
