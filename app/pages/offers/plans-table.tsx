import { DataTable } from "#app/components/blocks/data-table.tsx";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { Ltr } from "#app/components/ui/ltr.tsx";
import { MessageNodes } from "#app/components/ui/message-nodes.tsx";
import { apiAddOn, prepaidCreditMonths, prepaidCredits } from "#app/data/products.ts";
import { formatNumberIn, formatUsdIn } from "#app/i18n/format.ts";
import type { PricingCopy } from "./copy/index.ts";
import { addOnPrice, type PriceWording } from "./prices.ts";
import type { PricingRecords } from "./records.ts";

const th = "px-4 py-3 text-start text-xs font-semibold uppercase tracking-[0.12em] text-ink/80";
const td = "px-4 py-4 tabular-nums";

/**
 * The business plans table, the API add-on, the annual saving and the prepaid credits; amounts in
 * USD as the page's language writes them.
 */
export function OffersPlansTable({
  copy,
  prices,
  records,
}: {
  copy: PricingCopy["plansTable"];
  prices: PriceWording;
  records: Pick<PricingRecords, "plans" | "annualSaving" | "prepaidVolumes">;
}) {
  const { language } = useI18n();
  const businessPlans = records.plans;
  const addOnPlan = businessPlans.find((p) => p.id === apiAddOn.plan);
  const months = { months: prepaidCreditMonths };
  return (
    <div className="mt-10 space-y-10">
      <DataTable look="plans" caption={copy.caption} tableData={{ "data-table": "business-plans" }}>
        <thead className="border-b border-line bg-paper">
          <tr>
            {(["plan", "monthly", "included", "overage", "annual"] as const).map((column) => (
              <th key={column} scope="col" className={th}>
                {copy.columns[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {businessPlans.map((plan) => (
            <tr
              key={plan.id}
              className={plan.mostPopular ? "border-b border-line bg-gold-light/15" : "border-b border-line"}
            >
              <th scope="row" className="px-4 py-4 text-start font-semibold">
                {plan.name}
                {plan.mostPopular ? (
                  <span className="ms-2 inline-block rounded-full bg-ink px-2 py-0.5 text-xs font-semibold text-white">
                    {copy.mostPopular}
                  </span>
                ) : null}
              </th>
              <td className={td}>
                <Ltr>{formatUsdIn(language, plan.monthly)}</Ltr>
              </td>
              <td className={td}>{formatNumberIn(language, plan.includedAuthentications)}</td>
              <td className={td}>
                <Ltr>{formatUsdIn(language, plan.overage)}</Ltr>
              </td>
              <td className={td}>
                <Ltr>{formatUsdIn(language, plan.annual)}</Ltr>
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>

      <ul className="grid gap-4 md:grid-cols-2">
        <li className="rounded-2xl border border-line bg-paper p-6" data-fact="api-add-on">
          <h3 className="font-semibold">{copy.addOn.title}</h3>
          <p className="mt-2 text-sm text-ink/80">
            <MessageNodes
              text={copy.addOn.text}
              values={{
                price: <strong>{addOnPrice(apiAddOn.monthly, prices, language)}</strong>,
                plan: addOnPlan?.name ?? apiAddOn.plan,
              }}
            />
          </p>
        </li>
        <li className="rounded-2xl border border-line bg-paper p-6" data-fact="annual-saving">
          <h3 className="font-semibold">{copy.annual.title}</h3>
          <p className="mt-2 text-sm text-ink/80">
            <MessageNodes
              text={copy.annual.text}
              values={{ saving: <strong>{records.annualSaving}</strong> }}
            />
          </p>
        </li>
      </ul>

      <div>
        <h3 className="font-serif text-2xl">
          <MessageNodes text={copy.prepaid.title} values={months} />
        </h3>
        <p className="mt-2 text-sm text-ink/80">{copy.prepaid.text}</p>
        <DataTable
          look="prepaid"
          caption={<MessageNodes text={copy.prepaid.caption} values={months} />}
          tableData={{ "data-table": "prepaid-credits" }}
        >
          <thead className="border-b border-line bg-paper">
            <tr>
              <th scope="col" className={th}>
                {copy.prepaid.columns.credits}
              </th>
              <th scope="col" className={th}>
                {copy.prepaid.columns.price}
              </th>
            </tr>
          </thead>
          <tbody>
            {prepaidCredits.map((credit, i) => (
              <tr key={credit.volume} className="border-b border-line last:border-b-0">
                <th scope="row" className="px-4 py-4 text-start font-semibold">
                  {records.prepaidVolumes[i] ?? credit.volume}
                </th>
                <td className={td}>
                  <Ltr>{formatUsdIn(language, credit.perAuthentication, "always")}</Ltr>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </div>
    </div>
  );
}
