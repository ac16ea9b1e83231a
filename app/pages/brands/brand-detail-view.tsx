import { Link } from "react-router";
import { FaqList } from "#app/components/blocks/faq-list.tsx";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { formatUsdIn } from "#app/i18n/format.ts";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import type { BrandRecord } from "./brands.ts";
import { BrandBreadcrumb } from "./breadcrumb.tsx";
import type { BrandPagesCopy } from "./copy/index.ts";
import { hoursIn } from "./figures.ts";
import { faqsShown, relatedBrandsShown } from "./limits.ts";
import { brandObjects } from "./object-images.ts";
import type { RecordViewProps } from "./record-route.tsx";
import { fillMessage, messageParts } from "./route-helpers.ts";
import {
  BrandBulletList,
  BrandChips,
  BrandPage,
  BrandSection,
  BrandStat,
  cardClass,
  eyebrowClass,
  primaryButtonClass,
  secondaryButtonClass,
} from "./section.tsx";
import { BrandTierTable } from "./tier-table.tsx";
import { brandTiers } from "./tiers.ts";
import { BrandTrends } from "./trends.tsx";
import { type BrandWords, trendsWithWords } from "./types.ts";

export function brandTrail(brand: BrandRecord, copy: BrandPagesCopy) {
  return [
    { name: copy.trail.home, path: "/" },
    { name: copy.trail.brands, path: "/what-we-authenticate" },
    { name: brand.name, path: `/brands/${brand.slug}` },
  ];
}

/** The brand page: the detail variant together with the pricing tiers. */
export function BrandDetailView({ record: brand, words, copy }: RecordViewProps<BrandRecord, BrandWords>) {
  const localize = useLocalizedPath();
  const { language } = useI18n();
  const page = copy.brand;
  const name = { name: brand.name };
  const tiers = brandTiers[brand.slug];
  const objects = brandObjects[brand.slug];
  const turnaround = hoursIn(language, copy.tiers.hours, tiers.turnaround);
  const [first, second] = brand.founders;
  const founders = second === undefined ? first : fillMessage(page.founders, { first, second });
  return (
    <BrandPage>
      <BrandBreadcrumb trail={brandTrail(brand, copy)} label={copy.trail.label} />
      <header className="mt-8" data-section="overview">
        <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] md:items-center">
          <div>
            <p className={eyebrowClass}>{page.eyebrow}</p>
            <h1 className="mt-2 font-serif text-4xl md:text-5xl">{messageParts(copy.heading, name)}</h1>
            <p className="mt-4 max-w-3xl text-lg leading-8 text-ink/85">{words.description}</p>
          </div>
          <Picture
            art={objects.hero}
            alt={copy.images.brand[brand.slug]}
            sizes="(min-width: 768px) 24rem, calc(100vw - 3rem)"
            priority
            className="block overflow-hidden rounded-2xl"
            imgClassName="aspect-[4/3] w-full object-cover"
          />
        </div>
        <dl className="mt-8 grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-4">
          <BrandStat label={page.stats.founded} value={String(brand.established)} />
          <BrandStat label={page.stats.country} value={words.country} />
          <BrandStat label={page.stats.founder} value={founders} />
          <BrandStat label={page.stats.from} value={formatUsdIn(language, tiers.pricing.basic)} ltr />
        </dl>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={localize("/app/authenticate")} className={primaryButtonClass}>
            <span>{messageParts(page.authenticate, name)}</span>
          </Link>
          <a href="#pricing" className={secondaryButtonClass}>
            {page.seePrices}
          </a>
        </div>
      </header>

      <BrandSection id="market-position" title={page.marketPosition.title}>
        <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
          <p className="leading-7 text-ink/90">{words.marketPosition}</p>
          <dl className={`${cardClass} space-y-3 text-sm`}>
            <div>
              <dt className="font-semibold">{page.marketPosition.priceRange}</dt>
              <dd className="text-ink/85">
                {messageParts(
                  page.marketPosition.range,
                  {
                    min: formatUsdIn(language, brand.priceRange.min),
                    max: formatUsdIn(language, brand.priceRange.max),
                  },
                  ["min", "max"],
                )}
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{page.marketPosition.categories}</dt>
              <dd className="text-ink/85">{words.categoriesAuthenticated.join(copy.separators.list)}</dd>
            </div>
            <div>
              <dt className="font-semibold">{page.marketPosition.makes}</dt>
              <dd className="text-ink/85">{words.categories.join(copy.separators.list)}</dd>
            </div>
          </dl>
        </div>
      </BrandSection>

      <BrandSection
        id="authentication-markers"
        title={page.markers.title}
        intro={fillMessage(page.markers.intro, name)}
      >
        <BrandBulletList items={words.authenticityMarkers} />
        <div className="mt-8 grid gap-4 md:grid-cols-3">
          <div className={cardClass}>
            <h3 className="font-serif text-xl">{page.markers.materials}</h3>
            <div className="mt-3 text-sm">
              <BrandBulletList items={words.materialSignatures} />
            </div>
          </div>
          <div className={cardClass}>
            <h3 className="font-serif text-xl">{page.markers.crafting}</h3>
            <div className="mt-3 text-sm">
              <BrandBulletList items={words.craftingTechniques} />
            </div>
          </div>
          <div className={cardClass}>
            <h3 className="font-serif text-xl">{page.markers.methods}</h3>
            <div className="mt-3 text-sm">
              <BrandBulletList items={words.authMethods} />
            </div>
          </div>
        </div>
      </BrandSection>

      <BrandSection id="iconic-models" title={page.iconicModels}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {words.iconicModels.map((model, i) => {
            const art = objects.models[i];
            return (
              <li key={model} className="overflow-hidden rounded-xl border border-line bg-white">
                {art && (
                  <Picture
                    art={art}
                    alt={fillMessage(copy.images.model, { model })}
                    sizes="(min-width: 1024px) 17rem, (min-width: 640px) 50vw, calc(100vw - 3rem)"
                    imgClassName="aspect-[4/3] w-full object-cover"
                  />
                )}
                <p className="p-4 font-serif text-lg" dir="auto">
                  {model}
                </p>
              </li>
            );
          })}
        </ul>
      </BrandSection>

      <BrandSection
        id="counterfeiter-targets"
        title={page.counterfeiters.title}
        intro={fillMessage(page.counterfeiters.intro, name)}
      >
        <BrandBulletList items={words.counterfeiterTargets} columns={2} />
      </BrandSection>

      <BrandSection id="market-trends" title={copy.marketTrends}>
        <BrandTrends
          trends={trendsWithWords(brand.trends, words.trends)}
          words={copy.trends}
          separators={copy.separators}
          language={language}
        />
      </BrandSection>

      <BrandSection
        id="pricing"
        title={fillMessage(page.pricing.title, name)}
        intro={fillMessage(page.pricing.intro, { turnaround })}
      >
        <BrandTierTable
          caption={fillMessage(copy.tierCaption, name)}
          pricing={tiers.pricing}
          names={copy.tiers.names}
          turnaround={turnaround}
          language={language}
          successRate={tiers.successRate}
          words={copy.tiers}
        />
      </BrandSection>

      <BrandSection id="faqs" title={fillMessage(copy.faqsTitle, name)}>
        <FaqList items={faqsShown(words.faqs)} look="brand" />
      </BrandSection>

      <BrandSection id="related-brands" title={page.related}>
        <BrandChips brands={relatedBrandsShown(brand.relatedBrands)} label={page.related} />
      </BrandSection>
    </BrandPage>
  );
}
