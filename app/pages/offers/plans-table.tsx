import {
  annualSaving,
  apiAddOn,
  businessPlans,
  prepaidCreditMonths,
  prepaidCredits,
  usd,
  usdCents,
} from "#app/data/plans.ts";
import { addOnPrice } from "./prices.ts";

const th = "px-4 py-3 text-start text-xs font-semibold uppercase tracking-[0.12em] text-ink/80";
const td = "px-4 py-4 tabular-nums";

/** The business plans table, the API add-on, the annual saving and the prepaid credits. */
export function OffersPlansTable() {
  const addOnPlan = businessPlans.find((p) => p.id === apiAddOn.plan);
  return (
    <div className="mt-10 space-y-10">
      <div className="overflow-x-auto rounded-2xl border border-line">
        <table className="w-full min-w-[36rem] border-collapse bg-white text-sm" data-table="business-plans">
          <caption className="sr-only">
            Business plans: monthly price, included authentications, overage and annual price
          </caption>
          <thead className="border-b border-line bg-paper">
            <tr>
              <th scope="col" className={th}>
                Plan
              </th>
              <th scope="col" className={th}>
                Per month
              </th>
              <th scope="col" className={th}>
                Included auths
              </th>
              <th scope="col" className={th}>
                Overage
              </th>
              <th scope="col" className={th}>
                Annual price
              </th>
            </tr>
          </thead>
          <tbody>
            {businessPlans.map((plan) => (
              <tr
                key={plan.id}
                className={
                  plan.mostPopular ? "border-b border-line bg-gold-light/15" : "border-b border-line"
                }
              >
                <th scope="row" className="px-4 py-4 text-start font-semibold">
                  {plan.name}
                  {plan.mostPopular ? (
                    <span className="ms-2 inline-block rounded-full bg-ink px-2 py-0.5 text-xs font-semibold text-white">
                      Most popular
                    </span>
                  ) : null}
                </th>
                <td className={td}>{usd(plan.monthly)}</td>
                <td className={td}>{plan.includedAuthentications}</td>
                <td className={td}>{usd(plan.overage)}</td>
                <td className={td}>{usd(plan.annual)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-4 md:grid-cols-2">
        <li className="rounded-2xl border border-line bg-paper p-6" data-fact="api-add-on">
          <h3 className="font-semibold">API add-on</h3>
          <p className="mt-2 text-sm text-ink/80">
            Connect your systems to our REST API and webhooks for{" "}
            <strong>{addOnPrice(apiAddOn.monthly)}</strong> on {addOnPlan?.name ?? apiAddOn.plan}.
          </p>
        </li>
        <li className="rounded-2xl border border-line bg-paper p-6" data-fact="annual-saving">
          <h3 className="font-semibold">Annual billing</h3>
          <p className="mt-2 text-sm text-ink/80">
            Annual prices save <strong>{annualSaving}</strong> against twelve monthly payments.
          </p>
        </li>
      </ul>

      <div>
        <h3 className="font-serif text-2xl">Prepaid {prepaidCreditMonths}-month credits</h3>
        <p className="mt-2 text-sm text-ink/80">
          Buy a year of authentications up front and pay less for each one.
        </p>
        <div className="mt-4 overflow-x-auto rounded-2xl border border-line">
          <table className="w-full border-collapse bg-white text-sm" data-table="prepaid-credits">
            <caption className="sr-only">
              Prepaid {prepaidCreditMonths}-month credits: price per authentication by volume
            </caption>
            <thead className="border-b border-line bg-paper">
              <tr>
                <th scope="col" className={th}>
                  Credits
                </th>
                <th scope="col" className={th}>
                  Price per authentication
                </th>
              </tr>
            </thead>
            <tbody>
              {prepaidCredits.map((credit) => (
                <tr key={credit.volume} className="border-b border-line last:border-b-0">
                  <th scope="row" className="px-4 py-4 text-start font-semibold">
                    {credit.volume}
                  </th>
                  <td className={td}>{usdCents(credit.perAuthentication)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}
