/**
 * For tests only: every brand, category and the comparison as one English record each, figures and
 * words joined again in the shapes the pages are specified in (a brand's detail and pricing
 * variants, a category's...). The pages themselves never import this: they take the figures from
 * the data modules and one record's words from the copy their loader sends.
 */
import { brandRecords as brandFigures } from "./brands.ts";
import { categoryRecords as categoryFigures } from "./category-pages.ts";
import { hermesVsChanel as comparisonFigures } from "./comparison-data.ts";
import brandWords from "./copy/brands/en.json" with { type: "json" };
import categoryWords from "./copy/categories/en.json" with { type: "json" };
import comparisonWords from "./copy/comparison/en.json" with { type: "json" };
import pageWords from "./copy/en.json" with { type: "json" };
import { atLeastIn, hoursIn, priceIn } from "./figures.ts";
import { fillMessage } from "./route-helpers.ts";
import { type BrandWords, type CategoryWords, type TierKey, trendsWithWords } from "./types.ts";

export const brandRecords = brandFigures.map((brand) => {
  const words: BrandWords = brandWords[brand.slug];
  return {
    slug: brand.slug,
    detail: {
      id: brand.slug,
      name: brand.name,
      established: brand.established,
      country: words.country,
      founder:
        brand.founders.length === 2
          ? fillMessage(pageWords.brand.founders, { first: brand.founders[0], second: brand.founders[1] })
          : brand.founders[0],
      categories: words.categories,
      iconicModels: words.iconicModels,
      authenticityMarkers: words.authenticityMarkers,
      counterfeiterTargets: words.counterfeiterTargets,
      priceRange: brand.priceRange,
      marketPosition: words.marketPosition,
      materialSignatures: words.materialSignatures,
      craftingTechniques: words.craftingTechniques,
    },
    pricing: {
      description: words.description,
      categories: words.categoriesAuthenticated,
      authMethods: words.authMethods,
    },
    trends: trendsWithWords(brand.trends, words.trends),
    faqs: words.faqs,
    relatedBrands: brand.relatedBrands,
  };
});

const ownTierNames: Readonly<Record<string, Record<TierKey, string>>> = pageWords.category.tierNames;

export const categoryRecords = categoryFigures.map((category) => {
  const words: CategoryWords = categoryWords[category.slug];
  const tierNames = ownTierNames[category.slug];
  return {
    slug: category.slug,
    detail: {
      id: category.slug,
      name: words.name,
      description: words.description,
      subCategories: words.subCategories,
      typicalBrands: category.brands,
      authenticationPoints: words.authenticationPoints,
      commonCounterfeits: words.commonCounterfeits,
      valueFactors: words.valueFactors,
      investmentPotential: category.investmentPotential,
      seasonality: words.seasonality,
      targetDemographics: words.targetDemographics,
    },
    pricing: {
      icon: category.icon,
      description: words.pricingDescription,
      brands: category.brands,
      authPoints: words.authPoints,
      averageValue: category.averageValue,
      authVolume: atLeastIn("en", category.authVolume),
      turnaround: hoursIn("en", pageWords.tiers.hours, category.turnaround),
      ...(tierNames ? { tierNames } : {}),
      ...(category.highlightedTier ? { highlightedTier: category.highlightedTier } : {}),
      process: [pageWords.category.process.start, words.reviewStep, pageWords.category.process.end],
    },
    trends: trendsWithWords(category.trends, words.trends),
    faqs: words.faqs,
    specialists: words.specialists,
  };
});

export const hermesVsChanel = {
  title: comparisonWords.title,
  intro: comparisonWords.intro,
  sides: comparisonFigures.sides.map(({ averageResale, ...side }) => {
    const words = comparisonWords.sides[side.slug];
    return {
      ...side,
      ...words,
      averagePrice: fillMessage(words.averagePrice, { price: priceIn("en", averageResale) }),
    };
  }),
  recommendation: comparisonWords.recommendation,
};
