/**
 * Consumer products and business plans in English, for the pages that do not word them in their
 * own language yet: the figures and builders of products.ts with the English copy
 * (`copy/products/en.json`). A translated page uses `consumerProductsIn(words, language)` and
 * `businessPlansIn(words)` from products.ts instead.
 */
import productsEn from "./copy/products/en.json" with { type: "json" };
import {
  annualSavingIn,
  type BusinessPlan,
  businessPlansIn,
  type ConsumerProduct,
  consumerProductsIn,
  type ProductWording,
} from "./products.ts";

export * from "./products.ts";

/** @deprecated use consumerProductsIn(words): the English wording of the figures. */
export const productWordingEn: ProductWording = productsEn;

/** @deprecated use consumerProductsIn(words): the consumer products in English. */
export const consumerProducts: readonly ConsumerProduct[] = /* @__PURE__ */ consumerProductsIn(productsEn);

/** @deprecated use consumerProductsIn(words): one consumer product in English. */
export function consumerProduct(id: ConsumerProduct["id"]): ConsumerProduct {
  const product = consumerProducts.find((p) => p.id === id);
  if (!product) throw new Error(`Unknown consumer product: ${id}`);
  return product;
}

/** @deprecated use businessPlansIn(words): the business plans named in English. */
export const businessPlans: readonly BusinessPlan[] = /* @__PURE__ */ businessPlansIn(productsEn);

/** @deprecated use annualSavingIn(words): "about 15%". */
export const annualSaving = /* @__PURE__ */ annualSavingIn(productsEn);
