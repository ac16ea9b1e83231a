import { Link } from "react-router";
import { pipelineFigures } from "#app/data/claims.ts";
import { usd } from "#app/data/plans.ts";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import { BrandCategoryIcon } from "./category-icon.tsx";
import type { CategoryRecord } from "./category-pages.ts";
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
import { categoryTiers } from "./tiers.ts";
import { defaultTierNames } from "./types.ts";

/** The accuracy card of the category pages: 99.8%, the figure of the AI-plus-specialist pipeline. */
export const categoryAccuracy = pipelineFigures.accuracy;

/** /categories/{slug}: the pricing variant of a category page. */
export function CategoryPricingView({ category }: { category: CategoryRecord }) {
  const localize = useLocalizedPath();
  const { detail, pricing } = category;
  const names = pricing.tierNames ?? defaultTierNames;
  return (
    <BrandPage>
      <header data-section="overview">
        <BrandCategoryIcon icon={pricing.icon} className="size-12 text-gold" />
        <p className={`mt-4 ${eyebrowClass}`}>Category authentication</p>
        <h1 className="mt-2 font-serif text-4xl md:text-5xl">{detail.name} Authentication</h1>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-ink/85">{pricing.description}</p>
        <dl className="mt-8 grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-4">
          <BrandStat label="Average item value" value={usd(pricing.averageValue)} />
          <BrandStat label="Items authenticated" value={pricing.authVolume} />
          <BrandStat label="Accuracy" value={categoryAccuracy} />
          <BrandStat label="Typical turnaround" value={pricing.turnaround} />
        </dl>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={localize("/app/authenticate")} className={primaryButtonClass}>
            Start authentication
          </Link>
          <Link to={localize(`/authenticate/${category.slug}`)} className={secondaryButtonClass}>
            {detail.name} authentication guide
          </Link>
        </div>
      </header>

      <BrandSection id="supported-brands" title="Supported brands">
        <BrandChips brands={pricing.brands} label={`Supported ${detail.name.toLowerCase()} brands`} />
      </BrandSection>

      <BrandSection id="authentication-points" title="What we check">
        <BrandBulletList items={pricing.authPoints} columns={2} />
      </BrandSection>

      <BrandSection id="process" title="How it works">
        <ol className="grid gap-4 md:grid-cols-3">
          {pricing.process.map((step, i) => (
            <li key={step.title} className={cardClass}>
              <p className={eyebrowClass}>Step {i + 1}</p>
              <h3 className="mt-2 font-serif text-xl">{step.title}</h3>
              <p className="mt-2 text-sm leading-6 text-ink/85">{step.detail}</p>
            </li>
          ))}
        </ol>
      </BrandSection>

      <BrandSection id="pricing" title={`${detail.name} authentication pricing`}>
        <BrandTierTable
          caption={`${detail.name} authentication tiers`}
          pricing={categoryTiers[category.slug]}
          names={names}
          highlighted={pricing.highlightedTier}
        />
      </BrandSection>
    </BrandPage>
  );
}
