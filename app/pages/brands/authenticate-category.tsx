import { formatMessage } from "#app/i18n/message.ts";
import type { Route } from "./+types/authenticate-category";
import { CategoryDetailView, categoryTrail } from "./category-detail-view.tsx";
import { categoryBySlug } from "./category-pages.ts";
import { categoryWordsCopy } from "./copy/index.ts";
import { loadRecordPage, RecordPage, recordMeta } from "./record-route.tsx";
import { faqPageData } from "./structured-data.ts";

/** The page's own record and words travel as route data: no category content in the browser bundle. */
export const loader = ({ request, params }: Route.LoaderArgs) =>
  loadRecordPage(request, categoryBySlug(params.categoryId), categoryWordsCopy);

export const meta: Route.MetaFunction = (args) =>
  recordMeta(args, "category", ({ language, copy, record: category, words }) => {
    const say = (text: string) => formatMessage(language, text, { name: words.name.toLowerCase() });
    return {
      title: formatMessage(language, copy.guide.meta.title, { name: words.name }),
      description: say(copy.guide.meta.description),
      keywords: copy.guide.meta.keywords.map(say),
      canonical: `/authenticate/${category.slug}`,
      trail: categoryTrail(category, words, copy),
      breadcrumb: "first",
      structuredData: () => [faqPageData(words.faqs, language)],
    };
  });

export default function AuthenticateCategoryRoute({ loaderData }: Route.ComponentProps) {
  return <RecordPage loaderData={loaderData} notFound="category" view={CategoryDetailView} />;
}
