/**
 * What the business page shows from the figures shared with other pages (claims, plans, categories),
 * worded in one language. The loader builds them for the page's own language, so the HTML is
 * complete; the browser builds them again only when the visitor switches language.
 */
import { brandCountLabelIn, type CategoriesCopy, itemCategoriesIn } from "#app/data/categories.ts";
import { awardIn, type Claims, type ClaimsCopy, claimsIn } from "#app/data/claims.ts";
import { categoriesCopy, claimsCopy, productsCopy } from "#app/data/copy/index.ts";
import {
  annualSavingIn,
  apiAddOn,
  type BusinessPlan,
  businessPlansIn,
  type ProductsCopy,
} from "#app/data/products.ts";
import type { Language } from "#app/i18n/languages.ts";
import { formatMessage } from "#app/i18n/message.ts";
import type { BusinessCopy } from "./copy/index.ts";
import { businessFiguresIn } from "./data.ts";

export interface BusinessCategory {
  id: string;
  name: string;
  /** "40 brands authenticated", in the page's language. */
  count: string;
}

export interface BusinessRecords {
  language: Language;
  plans: BusinessPlan[];
  /** "about 15%". */
  annualSaving: string;
  categories: BusinessCategory[];
  /** The award's name, as the social-proof section quotes it. */
  award: string;
  /** The shared claims ("99,4 %", "moins de 5 minutes") the page quotes. */
  claims: Claims;
}

export interface BusinessSharedWords {
  products: Pick<ProductsCopy, "plans" | "annualSaving">;
  categories: Pick<CategoriesCopy, "names" | "brandCount" | "brandCountApproximate">;
  claims: ClaimsCopy;
}

export function businessRecordsIn(words: BusinessSharedWords, language: Language): BusinessRecords {
  return {
    language,
    plans: businessPlansIn(words.products),
    annualSaving: annualSavingIn(words.products, language),
    categories: itemCategoriesIn(words.categories)
      .filter((category) => category.inDirectory)
      .map((category) => ({
        id: category.id,
        name: category.name,
        count: brandCountLabelIn(words.categories, category, language),
      })),
    award: awardIn(words.claims, language).short,
    claims: claimsIn(language, words.claims),
  };
}

/** The shared words of one language, as the loader and a language switch read them. */
export async function businessRecordsFor(language: Language): Promise<BusinessRecords> {
  const [products, categories, claims] = await Promise.all([
    productsCopy.load(language),
    categoriesCopy.load(language),
    claimsCopy.load(language),
  ]);
  return businessRecordsIn({ products, categories, claims }, language);
}

/** The business page's meta words as the loader finishes them: the figures filled in, the offers named. */
export interface BusinessMeta {
  title: string;
  description: string;
  keywords: string[];
  home: string;
  breadcrumb: string;
  serviceName: string;
  serviceType: string;
  /** The Service's offers in JSON-LD: one per plan, then the API add-on; monthly USD prices. */
  offers: { name: string; monthly: number }[];
}

/** The meta of the business page in its language, from its copy's meta words and its records. */
export function businessMetaIn(
  language: Language,
  words: BusinessCopy["meta"],
  records: BusinessRecords,
): BusinessMeta {
  const figures = businessFiguresIn(records.claims);
  const say = (text: string, values?: Record<string, string>) =>
    formatMessage(language, text, { ...figures, ...values });
  return {
    title: words.title,
    description: say(words.description),
    keywords: words.keywords.map((keyword) => say(keyword)),
    home: words.home,
    breadcrumb: words.breadcrumb,
    serviceName: words.serviceName,
    serviceType: words.serviceType,
    offers: [
      ...records.plans.map((plan) => ({
        name: say(words.planOffer, { plan: plan.name }),
        monthly: plan.monthly,
      })),
      { name: words.apiOffer, monthly: apiAddOn.monthly },
    ],
  };
}
