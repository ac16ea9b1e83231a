import { FaqList } from "#app/components/blocks/faq-list.tsx";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { pricingFromAmount } from "#app/data/products.ts";
import { formatUsdIn } from "#app/i18n/format.ts";
import { copyMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/pricing";
import {
  OffersActionLink,
  OffersCheckList,
  OffersClosingBand,
  OffersHero,
  OffersSection,
  OffersSteps,
} from "./blocks.tsx";
import { loadOffersCopy } from "./common.ts";
import { pricingCopy } from "./copy/index.ts";
import { OffersPlansTable } from "./plans-table.tsx";
import {
  bannerProductId,
  cardProductIds,
  pricingContactAction,
  pricingFaqs,
  pricingFiguresIn,
  productAction,
} from "./pricing-data.ts";
import { pricingStructuredData } from "./pricing-structured-data.ts";
import { pricingRecordsIn } from "./records.ts";

/** The page's copy and its products and plans, worded in the address's language. */
export async function loader({ request }: Route.LoaderArgs) {
  const loaded = await loadOffersCopy(pricingCopy, request);
  return { ...loaded, records: await pricingRecordsIn(loaded.language) };
}

export const meta: Route.MetaFunction = (args) =>
  copyMeta(args, ({ language, copy, records }) => {
    const vault = records.products.find((p) => p.id === bannerProductId);
    const ai = records.products.find((p) => p.id === "ai-authentication");
    return {
      words: copy.meta,
      values: {
        from: formatUsdIn(language, pricingFromAmount),
        aiPrice: ai ? formatUsdIn(language, ai.amount ?? 0) : "",
        vaultPrice: vault ? records.priceLines[vault.id] : "",
      },
      canonical: "/pricing",
      priceFromUsd: pricingFromAmount,
      breadcrumb: "first",
      structuredData: (config, { url }) =>
        pricingStructuredData(config, copy, records, language, url("/pricing")),
    };
  });

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  const { copy, shared } = loaderData;
  const { t, language } = useI18n();
  const records = loaderData.records;
  const cards = cardProductIds.flatMap((id) => records.products.filter((p) => p.id === id));
  const vault = records.products.find((p) => p.id === bannerProductId);
  return (
    <>
      <OffersHero
        id="pricing-hero"
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        text={copy.hero.text}
      />

      <OffersSection id="consumer-products" title={copy.products.title}>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {cards.map((product) => (
            <li
              key={product.id}
              data-product={product.id}
              className="flex flex-col rounded-2xl border border-line bg-white p-6"
            >
              <p className="text-xs font-semibold uppercase tracking-[0.15em] text-gold">
                {copy.products.status[product.status]}
              </p>
              <h3 className="mt-3 font-serif text-2xl">{product.title}</h3>
              <p className="mt-3 text-2xl font-semibold" data-price>
                {records.priceLines[product.id]}
              </p>
              <p className="mt-3 text-sm text-ink/80">{product.description}</p>
              {product.includes.length > 0 ? (
                <OffersCheckList items={product.includes} className="mt-4 space-y-2 text-sm" size="sm" />
              ) : null}
              <div className="mt-auto pt-6">
                <OffersActionLink
                  action={productAction[product.id]}
                  label={copy.products.actions[product.id]}
                  tone="light"
                />
              </div>
            </li>
          ))}
        </ul>
      </OffersSection>

      {vault ? (
        <section aria-labelledby="subscription-title" data-section="subscription" className="page-x">
          <div className="grid gap-8 rounded-3xl bg-ink p-8 text-white sm:p-12 md:grid-cols-[1.4fr_1fr] md:items-center">
            <div>
              <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-light">
                {copy.subscription.eyebrow}
              </p>
              <h2 id="subscription-title" className="mt-3 font-serif text-3xl">
                {vault.title}
              </h2>
              <p className="mt-3 text-3xl font-semibold" data-price>
                {records.priceLines[vault.id]}
              </p>
              <p className="mt-3 text-white/80">{t(copy.subscription.text, pricingFiguresIn(language))}</p>
            </div>
            <div>
              <OffersCheckList items={vault.includes} className="space-y-3" onDark />
              <div className="mt-6">
                <OffersActionLink
                  action={productAction[vault.id]}
                  label={copy.products.actions[vault.id]}
                  tone="gold"
                />
              </div>
            </div>
          </div>
        </section>
      ) : null}

      <OffersSection id="how-it-works" title={copy.steps.title}>
        <OffersSteps steps={copy.steps.items} label={shared.steps.label} />
      </OffersSection>

      <OffersSection id="business-plans" title={copy.business.title} text={copy.business.text} tone="white">
        <OffersPlansTable copy={copy.plansTable} prices={copy.prices} records={records} />
      </OffersSection>

      <OffersSection id="pricing-faq" title={copy.faq.title}>
        <FaqList items={pricingFaqs(copy, language)} look="pricing" />
      </OffersSection>

      <OffersClosingBand
        id="pricing-contact-title"
        section="contact"
        title={copy.contact.title}
        text={copy.contact.text}
        tone="light"
      >
        <OffersActionLink action={pricingContactAction} label={copy.contact.action} />
      </OffersClosingBand>
    </>
  );
}
