import { Link } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { claimFigures } from "#app/data/claims.ts";
import { formatPercentIn, formatUsdIn } from "#app/i18n/format.ts";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import { BrandCategoryImage } from "./category-image.tsx";
import type { CategoryRecord } from "./category-pages.ts";
import type { BrandPagesCopy } from "./copy/index.ts";
import { atLeastIn, hoursIn } from "./figures.ts";
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
import { categoryTiers } from "./tiers.ts";
import type { CategoryWords, TierKey } from "./types.ts";

/** The accuracy card of the category pages: the share of the AI-plus-specialist pipeline (0.998). */
export const categoryAccuracy = claimFigures.pipeline.accuracy;

/** The tier names of a category's page: its own where its copy names them, else the usual ones. */
export function categoryTierNames(copy: BrandPagesCopy, slug: string): Record<TierKey, string> {
  const own: Readonly<Record<string, Record<TierKey, string>>> = copy.category.tierNames;
  return own[slug] ?? copy.tiers.names;
}

/** /categories/{slug}: the pricing variant of a category page. */
export function CategoryPricingView({
  record: category,
  words,
  copy,
}: RecordViewProps<CategoryRecord, CategoryWords>) {
  const localize = useLocalizedPath();
  const { language } = useI18n();
  const page = copy.category;
  const name = { name: words.name };
  const names = categoryTierNames(copy, category.slug);
  return (
    <BrandPage>
      <header data-section="overview">
        <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] md:items-center">
          <div>
            <p className={eyebrowClass}>{page.eyebrow}</p>
            <h1 className="mt-2 font-serif text-4xl md:text-5xl">{messageParts(copy.heading, name)}</h1>
            <p className="mt-4 max-w-3xl text-lg leading-8 text-ink/85">{words.pricingDescription}</p>
          </div>
          <BrandCategoryImage icon={category.icon} alt={copy.images.category[category.slug]} />
        </div>
        <dl className="mt-8 grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-4">
          <BrandStat
            label={page.stats.averageValue}
            value={formatUsdIn(language, category.averageValue)}
            ltr
          />
          <BrandStat label={page.stats.volume} value={atLeastIn(language, category.authVolume)} ltr />
          <BrandStat label={page.stats.accuracy} value={formatPercentIn(language, categoryAccuracy)} ltr />
          <BrandStat
            label={page.stats.turnaround}
            value={hoursIn(language, copy.tiers.hours, category.turnaround)}
          />
        </dl>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={localize("/app/authenticate")} className={primaryButtonClass}>
            {copy.startAuthentication}
          </Link>
          <Link to={localize(`/authenticate/${category.slug}`)} className={secondaryButtonClass}>
            <span>{messageParts(page.guideLink, name)}</span>
          </Link>
        </div>
      </header>

      <BrandSection id="supported-brands" title={page.supportedBrands.title}>
        <BrandChips
          brands={category.brands}
          label={fillMessage(page.supportedBrands.label, { name: words.name.toLowerCase() })}
        />
      </BrandSection>

      <BrandSection id="authentication-points" title={page.whatWeCheck}>
        <BrandBulletList items={words.authPoints} columns={2} />
      </BrandSection>

      <BrandSection id="process" title={page.process.title}>
        <ol className="grid gap-4 md:grid-cols-3">
          {[page.process.start, words.reviewStep, page.process.end].map((step, i) => (
            <li key={step.title} className={cardClass}>
              <p className={eyebrowClass}>{messageParts(page.process.step, { step: i + 1 })}</p>
              <h3 className="mt-2 font-serif text-xl">{step.title}</h3>
              <p className="mt-2 text-sm leading-6 text-ink/85">{step.detail}</p>
            </li>
          ))}
        </ol>
      </BrandSection>

      <BrandSection id="pricing" title={fillMessage(page.pricingTitle, name)}>
        <BrandTierTable
          caption={fillMessage(copy.tierCaption, name)}
          pricing={categoryTiers[category.slug]}
          names={names}
          highlighted={category.highlightedTier}
          words={copy.tiers}
          language={language}
        />
      </BrandSection>
    </BrandPage>
  );
}
