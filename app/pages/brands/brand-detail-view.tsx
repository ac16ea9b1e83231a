import { Link } from "react-router";
import { usd } from "#app/data/plans.ts";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import type { BrandRecord } from "./brands.ts";
import { BrandBreadcrumb } from "./breadcrumb.tsx";
import { BrandFaqList } from "./faq-list.tsx";
import { relatedBrandsShown } from "./limits.ts";
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
import { defaultTierNames } from "./types.ts";

export function brandTrail(brand: BrandRecord) {
  return [
    { name: "Home", path: "/" },
    { name: "Brands", path: "/what-we-authenticate" },
    { name: brand.detail.name, path: `/brands/${brand.slug}` },
  ];
}

/** The brand page: the detail variant together with the pricing tiers (index of readings). */
export function BrandDetailView({ brand }: { brand: BrandRecord }) {
  const localize = useLocalizedPath();
  const { detail, pricing } = brand;
  const tiers = brandTiers[brand.slug];
  return (
    <BrandPage>
      <BrandBreadcrumb trail={brandTrail(brand)} />
      <header className="mt-8" data-section="overview">
        <p className={eyebrowClass}>Brand authentication</p>
        <h1 className="mt-2 font-serif text-4xl md:text-5xl">{detail.name} Authentication</h1>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-ink/85">{pricing.description}</p>
        <dl className="mt-8 grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-4">
          <BrandStat label="Founded" value={String(detail.established)} />
          <BrandStat label="Country" value={detail.country} />
          <BrandStat label="Founder" value={detail.founder} />
          <BrandStat label="Authentication from" value={usd(tiers.pricing.basic)} />
        </dl>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={localize("/app/authenticate")} className={primaryButtonClass}>
            Authenticate your {detail.name}
          </Link>
          <a href="#pricing" className={secondaryButtonClass}>
            See prices
          </a>
        </div>
      </header>

      <BrandSection id="market-position" title="Market position">
        <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
          <p className="leading-7 text-ink/90">{detail.marketPosition}</p>
          <dl className={`${cardClass} space-y-3 text-sm`}>
            <div>
              <dt className="font-semibold">Typical price range</dt>
              <dd className="text-ink/85">
                {usd(detail.priceRange.min)} to {usd(detail.priceRange.max)}
              </dd>
            </div>
            <div>
              <dt className="font-semibold">Categories we authenticate</dt>
              <dd className="text-ink/85">{pricing.categories.join(", ")}</dd>
            </div>
            <div>
              <dt className="font-semibold">The house makes</dt>
              <dd className="text-ink/85">{detail.categories.join(", ")}</dd>
            </div>
          </dl>
        </div>
      </BrandSection>

      <BrandSection
        id="authentication-markers"
        title="Authentication markers"
        intro={`What our specialists check on every ${detail.name} piece.`}
      >
        <BrandBulletList items={detail.authenticityMarkers} />
        <div className="mt-8 grid gap-4 md:grid-cols-3">
          <div className={cardClass}>
            <h3 className="font-serif text-xl">Material signatures</h3>
            <div className="mt-3 text-sm">
              <BrandBulletList items={detail.materialSignatures} />
            </div>
          </div>
          <div className={cardClass}>
            <h3 className="font-serif text-xl">Crafting techniques</h3>
            <div className="mt-3 text-sm">
              <BrandBulletList items={detail.craftingTechniques} />
            </div>
          </div>
          <div className={cardClass}>
            <h3 className="font-serif text-xl">How we authenticate</h3>
            <div className="mt-3 text-sm">
              <BrandBulletList items={pricing.authMethods} />
            </div>
          </div>
        </div>
      </BrandSection>

      <BrandSection id="iconic-models" title="Iconic models">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {detail.iconicModels.map((model) => (
            <li key={model} className={`${cardClass} font-serif text-lg`}>
              {model}
            </li>
          ))}
        </ul>
      </BrandSection>

      <BrandSection
        id="counterfeiter-targets"
        title="What counterfeiters target"
        intro={`The ${detail.name} pieces we see copied most often. Take extra care when buying one of these.`}
      >
        <BrandBulletList items={detail.counterfeiterTargets} columns={2} />
      </BrandSection>

      <BrandSection id="market-trends" title="Market trends">
        <BrandTrends trends={brand.trends} />
      </BrandSection>

      <BrandSection
        id="pricing"
        title={`${detail.name} authentication prices`}
        intro={`Every tier is completed within ${tiers.turnaround}.`}
      >
        <BrandTierTable
          caption={`${detail.name} authentication tiers`}
          pricing={tiers.pricing}
          names={defaultTierNames}
          turnaround={tiers.turnaround}
          successRate={tiers.successRate}
        />
      </BrandSection>

      <BrandSection id="faqs" title={`${detail.name} authentication FAQs`}>
        <BrandFaqList faqs={brand.faqs} />
      </BrandSection>

      <BrandSection id="related-brands" title="Related brands">
        <BrandChips brands={relatedBrandsShown(brand.relatedBrands)} label="Related brands" />
      </BrandSection>
    </BrandPage>
  );
}
