import { Link } from "react-router";
import { FaqList } from "#app/components/blocks/faq-list.tsx";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import { BrandBreadcrumb } from "./breadcrumb.tsx";
import { BrandCategoryImage } from "./category-image.tsx";
import type { CategoryRecord } from "./category-pages.ts";
import type { BrandPagesCopy } from "./copy/index.ts";
import { faqsShown, leadingBrandsShown } from "./limits.ts";
import type { RecordViewProps } from "./record-route.tsx";
import { fillMessage, messageParts } from "./route-helpers.ts";
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
import { type CategoryWords, trendsWithWords } from "./types.ts";

export function categoryTrail(category: CategoryRecord, words: CategoryWords, copy: BrandPagesCopy) {
  return [
    { name: copy.trail.home, path: "/" },
    { name: copy.trail.authentication, path: "/what-we-authenticate" },
    { name: words.name, path: `/authenticate/${category.slug}` },
  ];
}

/** /authenticate/{id}: the detail variant of a category page. */
export function CategoryDetailView({
  record: category,
  words,
  copy,
}: RecordViewProps<CategoryRecord, CategoryWords>) {
  const localize = useLocalizedPath();
  const { language } = useI18n();
  const page = copy.guide;
  const name = { name: words.name };
  return (
    <BrandPage>
      <BrandBreadcrumb trail={categoryTrail(category, words, copy)} label={copy.trail.label} />
      <header className="mt-8" data-section="overview">
        <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] md:items-center">
          <div>
            <p className={eyebrowClass}>{page.eyebrow}</p>
            <h1 className="mt-2 font-serif text-4xl md:text-5xl">{messageParts(copy.heading, name)}</h1>
            <p className="mt-4 max-w-3xl text-lg leading-8 text-ink/85">{words.description}</p>
          </div>
          <BrandCategoryImage icon={category.icon} alt={copy.images.category[category.slug]} />
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={localize("/app/authenticate")} className={primaryButtonClass}>
            {copy.startAuthentication}
          </Link>
          <Link to={localize(`/categories/${category.slug}`)} className={secondaryButtonClass}>
            <span>{messageParts(page.pricingLink, name)}</span>
          </Link>
        </div>
      </header>

      <BrandSection id="sub-categories" title={page.subCategories}>
        <ul className="flex flex-wrap gap-2">
          {words.subCategories.map((sub) => (
            <li key={sub} className="rounded-full border border-line bg-white px-4 py-2 text-sm">
              {sub}
            </li>
          ))}
        </ul>
      </BrandSection>

      <BrandSection id="authentication-points" title={page.points}>
        <ul className="grid gap-4 md:grid-cols-2">
          {words.authenticationPoints.map((point) => (
            <li key={point.title} className={cardClass}>
              <h3 className="font-serif text-xl">{point.title}</h3>
              <p className="mt-2 text-sm leading-6 text-ink/85">{point.detail}</p>
            </li>
          ))}
        </ul>
      </BrandSection>

      <BrandSection id="warning-signs" title={page.warningSigns.title} intro={page.warningSigns.intro}>
        <BrandBulletList items={words.commonCounterfeits} columns={2} />
      </BrandSection>

      <BrandSection id="value-factors" title={page.valueFactors}>
        <BrandBulletList items={words.valueFactors} columns={2} />
      </BrandSection>

      <BrandSection id="leading-brands" title={page.leadingBrands.title}>
        <BrandChips
          brands={leadingBrandsShown(category.brands)}
          label={fillMessage(page.leadingBrands.label, name)}
        />
      </BrandSection>

      <BrandSection id="market-trends" title={copy.marketTrends}>
        <dl className="grid gap-4 md:grid-cols-3">
          <div className={cardClass}>
            <dt className="font-semibold">{page.investmentPotential}</dt>
            <dd className="mt-1 font-serif text-2xl">{page.potential[category.investmentPotential]}</dd>
          </div>
          <div className={cardClass}>
            <dt className="font-semibold">{page.seasonality}</dt>
            <dd className="mt-1 text-sm leading-6 text-ink/85">{words.seasonality}</dd>
          </div>
          <div className={cardClass}>
            <dt className="font-semibold">{page.demographics}</dt>
            <dd className="mt-1 text-sm leading-6 text-ink/85">
              {words.targetDemographics.join(copy.separators.list)}
            </dd>
          </div>
        </dl>
        <div className="mt-6">
          <BrandTrends
            trends={trendsWithWords(category.trends, words.trends)}
            words={copy.trends}
            separators={copy.separators}
            language={language}
          />
        </div>
      </BrandSection>

      <BrandSection id="faqs" title={fillMessage(copy.faqsTitle, name)}>
        <FaqList items={faqsShown(words.faqs)} look="brand" />
      </BrandSection>

      <BrandSection id="who-authenticates" title={page.whoAuthenticates} intro={words.specialists.summary}>
        <ul className="grid gap-4 md:grid-cols-3">
          {words.specialists.roles.map((role) => (
            <li key={role.title} className={cardClass}>
              <h3 className="font-serif text-xl">{role.title}</h3>
              <p className="mt-2 text-sm leading-6 text-ink/85">{role.detail}</p>
            </li>
          ))}
        </ul>
        <Link to={localize("/app/authenticate")} className={`mt-8 ${primaryButtonClass}`}>
          {page.authenticateItem}
        </Link>
      </BrandSection>
    </BrandPage>
  );
}
