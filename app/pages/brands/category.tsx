import { formatUsdIn } from "#app/i18n/format.ts";
import { formatMessage } from "#app/i18n/message.ts";
import type { Route } from "./+types/category";
import { categoryBySlug } from "./category-pages.ts";
import { CategoryPricingView, categoryTierNames } from "./category-pricing-view.tsx";
import { categoryWordsCopy } from "./copy/index.ts";
import { loadRecordPage, RecordPage, recordMeta } from "./record-route.tsx";
import { serviceOffersData } from "./structured-data.ts";
import { categoryTiers } from "./tiers.ts";
import { tierOrder } from "./types.ts";

/** The page's own record and words travel as route data: no category content in the browser bundle. */
export const loader = ({ request, params }: Route.LoaderArgs) =>
  loadRecordPage(request, categoryBySlug(params.categorySlug), categoryWordsCopy);

export const meta: Route.MetaFunction = (args) =>
  recordMeta(args, "category", ({ language, copy, record: category, words }) => {
    const { name } = words;
    const say = (text: string, values: Record<string, string> = {}) =>
      formatMessage(language, text, { name, ...values });
    const path = `/categories/${category.slug}`;
    const pricing = categoryTiers[category.slug];
    const names = categoryTierNames(copy, category.slug);
    return {
      title: say(copy.category.meta.title),
      description: say(copy.category.meta.description, {
        price: formatUsdIn(language, pricing.basic),
        description: words.pricingDescription,
      }),
      keywords: [
        ...copy.category.meta.keywords.map((keyword) => say(keyword, { name: name.toLowerCase() })),
        ...category.brands.slice(0, 3).map((b) => say(copy.category.meta.brandKeyword, { name: b.name })),
      ],
      canonical: path,
      trail: [
        { name: copy.trail.home, path: "/" },
        { name: copy.trail.pricing, path: "/pricing" },
        { name, path },
      ],
      breadcrumb: "first",
      structuredData: (_config, { url }) => [
        serviceOffersData(
          language,
          say(copy.serviceName),
          words.pricingDescription,
          url(path),
          tierOrder.map((tier) => ({ name: names[tier], price: pricing[tier] })),
        ),
      ],
    };
  });

export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  return <RecordPage loaderData={loaderData} notFound="category" view={CategoryPricingView} />;
}
