/**
 * List limits of the brand and category pages: up to 8 related brands,
 * up to 12 leading brands, up to 8 FAQs. Templates show lists only through these helpers.
 */
export const pageLimits = {
  relatedBrands: 8,
  leadingBrands: 12,
  faqs: 8,
} as const;

function first<T>(items: readonly T[], limit: number): readonly T[] {
  return items.length > limit ? items.slice(0, limit) : items;
}

export const relatedBrandsShown = <T>(items: readonly T[]) => first(items, pageLimits.relatedBrands);
export const leadingBrandsShown = <T>(items: readonly T[]) => first(items, pageLimits.leadingBrands);
export const faqsShown = <T>(items: readonly T[]) => first(items, pageLimits.faqs);
