import { useI18n } from "#app/components/i18n-provider.tsx";
import { copyMeta } from "#app/lib/seo.ts";
import { itemListData } from "#app/lib/structured-data.ts";
import type { Route } from "./+types/benefits";
import { benefitBlocks } from "./benefits-data.ts";
import { OffersActionLink, OffersCheckList, OffersHero, OffersSection, OffersSteps } from "./blocks.tsx";
import { loadOffersCopy } from "./common.ts";
import { benefitsCopy } from "./copy/index.ts";

export const loader = ({ request }: Route.LoaderArgs) => loadOffersCopy(benefitsCopy, request);

export const meta: Route.MetaFunction = (args) =>
  copyMeta(args, ({ copy, language }) => ({
    words: copy.meta,
    canonical: "/benefits",
    breadcrumb: "first",
    structuredData: (_config, { url }) =>
      [
        itemListData(
          copy.meta.listName,
          benefitBlocks.map((block) => ({
            name: copy.benefits[block.id].title,
            description: copy.benefits[block.id].description,
            url: url(`/benefits#${block.id}`),
          })),
        ),
      ].map((data) => ({ ...data, inLanguage: language })),
  }));

export default function BenefitsPage({ loaderData }: Route.ComponentProps) {
  const { copy, shared } = loaderData;
  const { t } = useI18n();
  return (
    <>
      <OffersHero
        id="benefits-hero"
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        text={copy.hero.text}
      />
      {benefitBlocks.map((block, i) => {
        const words = copy.benefits[block.id];
        return (
          <section
            key={block.id}
            id={block.id}
            data-section={block.id}
            aria-labelledby={`${block.id}-title`}
            className={i % 2 === 1 ? "border-y border-line bg-white" : undefined}
          >
            <div className="page-x grid gap-10 py-16 md:grid-cols-2 md:items-start">
              <div>
                <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">
                  {String(i + 1).padStart(2, "0")}
                </p>
                <h2 id={`${block.id}-title`} className="mt-2 font-serif text-3xl">
                  {words.title}
                </h2>
                <p className="mt-2 text-lg font-medium">{words.subtitle}</p>
                <p className="mt-4 text-ink/80">{words.description}</p>
                <div className="mt-6">
                  <OffersActionLink action={block.action} label={words.action} />
                </div>
              </div>
              <OffersCheckList
                items={words.features}
                className="space-y-3 rounded-2xl border border-line bg-paper p-6"
                label={t(copy.featuresLabel, { benefit: words.title })}
              />
            </div>
          </section>
        );
      })}
      <OffersSection id="benefits-steps" title={copy.steps.title} text={copy.steps.text}>
        <OffersSteps steps={copy.steps.items} label={shared.steps.label} />
      </OffersSection>
    </>
  );
}
