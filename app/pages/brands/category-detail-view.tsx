import { Link } from "react-router";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import { BrandBreadcrumb } from "./breadcrumb.tsx";
import { BrandCategoryIcon } from "./category-icon.tsx";
import type { CategoryRecord } from "./category-pages.ts";
import { BrandFaqList } from "./faq-list.tsx";
import { leadingBrandsShown } from "./limits.ts";
import {
  BrandBulletList,
  BrandChips,
  BrandPage,
  BrandSection,
  cardClass,
  eyebrowClass,
  primaryButtonClass,
  secondaryButtonClass,
} from "./section.tsx";
import { BrandTrends } from "./trends.tsx";

export function categoryTrail(category: CategoryRecord) {
  return [
    { name: "Home", path: "/" },
    { name: "Authentication", path: "/what-we-authenticate" },
    { name: category.detail.name, path: `/authenticate/${category.slug}` },
  ];
}

const potentialLabel = { high: "High", medium: "Medium", low: "Low" } as const;

/** /authenticate/{id}: the detail variant of a category page. */
export function CategoryDetailView({ category }: { category: CategoryRecord }) {
  const localize = useLocalizedPath();
  const { detail } = category;
  return (
    <BrandPage>
      <BrandBreadcrumb trail={categoryTrail(category)} />
      <header className="mt-8" data-section="overview">
        <BrandCategoryIcon icon={category.pricing.icon} className="size-12 text-gold" />
        <p className={`mt-4 ${eyebrowClass}`}>Authentication guide</p>
        <h1 className="mt-2 font-serif text-4xl md:text-5xl">{detail.name} Authentication</h1>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-ink/85">{detail.description}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={localize("/app/authenticate")} className={primaryButtonClass}>
            Start authentication
          </Link>
          <Link to={localize(`/categories/${category.slug}`)} className={secondaryButtonClass}>
            {detail.name} pricing
          </Link>
        </div>
      </header>

      <BrandSection id="sub-categories" title="What we cover">
        <ul className="flex flex-wrap gap-2">
          {detail.subCategories.map((sub) => (
            <li key={sub} className="rounded-full border border-line bg-white px-4 py-2 text-sm">
              {sub}
            </li>
          ))}
        </ul>
      </BrandSection>

      <BrandSection id="authentication-points" title="Key authentication points">
        <ul className="grid gap-4 md:grid-cols-2">
          {detail.authenticationPoints.map((point) => (
            <li key={point.title} className={cardClass}>
              <h3 className="font-serif text-xl">{point.title}</h3>
              <p className="mt-2 text-sm leading-6 text-ink/85">{point.detail}</p>
            </li>
          ))}
        </ul>
      </BrandSection>

      <BrandSection
        id="warning-signs"
        title="Counterfeit warning signs"
        intro="The fakes and alterations we meet most often in this category."
      >
        <BrandBulletList items={detail.commonCounterfeits} columns={2} />
      </BrandSection>

      <BrandSection id="value-factors" title="What drives value">
        <BrandBulletList items={detail.valueFactors} columns={2} />
      </BrandSection>

      <BrandSection id="leading-brands" title="Leading brands">
        <BrandChips
          brands={leadingBrandsShown(detail.typicalBrands)}
          label={`Leading ${detail.name} brands`}
        />
      </BrandSection>

      <BrandSection id="market-trends" title="Market trends">
        <dl className="grid gap-4 md:grid-cols-3">
          <div className={cardClass}>
            <dt className="font-semibold">Investment potential</dt>
            <dd className="mt-1 font-serif text-2xl">{potentialLabel[detail.investmentPotential]}</dd>
          </div>
          <div className={cardClass}>
            <dt className="font-semibold">Seasonality</dt>
            <dd className="mt-1 text-sm leading-6 text-ink/85">{detail.seasonality}</dd>
          </div>
          <div className={cardClass}>
            <dt className="font-semibold">Who buys and sells</dt>
            <dd className="mt-1 text-sm leading-6 text-ink/85">{detail.targetDemographics.join(", ")}</dd>
          </div>
        </dl>
        <div className="mt-6">
          <BrandTrends trends={category.trends} />
        </div>
      </BrandSection>

      <BrandSection id="faqs" title={`${detail.name} authentication FAQs`}>
        <BrandFaqList faqs={category.faqs} />
      </BrandSection>

      <BrandSection id="who-authenticates" title="Who authenticates" intro={category.specialists.summary}>
        <ul className="grid gap-4 md:grid-cols-3">
          {category.specialists.roles.map((role) => (
            <li key={role.title} className={cardClass}>
              <h3 className="font-serif text-xl">{role.title}</h3>
              <p className="mt-2 text-sm leading-6 text-ink/85">{role.detail}</p>
            </li>
          ))}
        </ul>
        <Link to={localize("/app/authenticate")} className={`mt-8 ${primaryButtonClass}`}>
          Authenticate an item
        </Link>
      </BrandSection>
    </BrandPage>
  );
}
