import { usePageCopy } from "#app/components/i18n-provider.tsx";
import { formatMessage } from "#app/i18n/message.ts";
import { breadcrumbData, pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/authenticate-category";
import { CategoryDetailView, categoryTrail } from "./category-detail-view.tsx";
import { categoryBySlug } from "./category-pages.ts";
import { brandPagesCopy, categoryWordsCopy } from "./copy/index.ts";
import { BrandNotFound } from "./not-found.tsx";
import { loadRecordPage } from "./record-loader.ts";
import { WithRecordWords } from "./record-words.tsx";
import { notFoundPageMeta } from "./route-helpers.ts";
import { faqPageData } from "./structured-data.ts";

/** The page's own record and words travel as route data: no category content in the browser bundle. */
export const loader = ({ request, params }: Route.LoaderArgs) =>
  loadRecordPage(request, categoryBySlug(params.categoryId), categoryWordsCopy);

export const meta: Route.MetaFunction = (args) => {
  const { language, copy, record: category, words } = args.loaderData ?? {};
  if (!language || !copy) return [];
  if (!category || !words) return notFoundPageMeta(args, copy.notFound.category);
  const say = (text: string) => formatMessage(language, text, { name: words.name.toLowerCase() });
  return pageMeta(args, {
    title: formatMessage(language, copy.guide.meta.title, { name: words.name }),
    description: say(copy.guide.meta.description),
    keywords: copy.guide.meta.keywords.map(say),
    canonical: `/authenticate/${category.slug}`,
    structuredData: (config) => [
      breadcrumbData(config, categoryTrail(category, words, copy)),
      faqPageData(words.faqs),
    ],
  });
};

export default function AuthenticateCategoryRoute({ loaderData }: Route.ComponentProps) {
  const copy = usePageCopy(brandPagesCopy, loaderData);
  const { record: category, words } = loaderData;
  if (!category || !words) return <BrandNotFound {...copy.notFound.category} link={copy.notFound.link} />;
  return (
    <WithRecordWords set={categoryWordsCopy} slug={category.slug} loaded={{ ...loaderData, copy: words }}>
      {(own) => <CategoryDetailView category={category} words={own} copy={copy} />}
    </WithRecordWords>
  );
}
