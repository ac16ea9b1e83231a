import { data } from "react-router";
import { breadcrumbData, configFromMatches, defaultOgImage, seoMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/authenticate-category";
import { CategoryDetailView, categoryTrail } from "./category-detail-view.tsx";
import { categoryBySlug } from "./category-pages.ts";
import { BrandNotFound } from "./not-found.tsx";
import { categoryNotFoundText, categoryNotFoundTitle, notFoundMeta } from "./route-helpers.ts";
import { faqPageData } from "./structured-data.ts";

/** The page's own record travels as route data: no category content in the browser bundle. */
export function loader({ params }: Route.LoaderArgs) {
  const category = categoryBySlug(params.categoryId);
  if (!category) return data({ category: null }, { status: 404 });
  return { category };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const config = configFromMatches(matches);
  if (!config) return [];
  const category = loaderData?.category;
  if (!category) return notFoundMeta(config, location.pathname, categoryNotFoundTitle, categoryNotFoundText);
  const { name } = category.detail;
  return seoMeta(
    {
      title: `${name} Authentication Guide`,
      description: `How ${name.toLowerCase()} are authenticated: key points, counterfeit warning signs, value factors, leading brands, market trends and FAQs.`,
      keywords: [
        `${name.toLowerCase()} authentication`,
        `how to authenticate ${name.toLowerCase()}`,
        `fake ${name.toLowerCase()}`,
        `${name.toLowerCase()} counterfeit signs`,
      ],
      canonical: `/authenticate/${category.slug}`,
      ogImage: defaultOgImage,
      noIndex: false,
      structuredData: [breadcrumbData(config, categoryTrail(category)), faqPageData(category.faqs)],
    },
    config,
    location.pathname,
  );
}

export default function AuthenticateCategoryRoute({ loaderData }: Route.ComponentProps) {
  const { category } = loaderData;
  if (!category) return <BrandNotFound title={categoryNotFoundTitle} text={categoryNotFoundText} />;
  return <CategoryDetailView category={category} />;
}
