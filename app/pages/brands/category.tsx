import { data } from "react-router";
import { breadcrumbData, configFromMatches, defaultOgImage, seoMeta } from "#app/lib/seo.ts";
import { absoluteUrl } from "#app/lib/site-config.ts";
import type { Route } from "./+types/category";
import { categoryBySlug } from "./category-pages.ts";
import { CategoryPricingView } from "./category-pricing-view.tsx";
import { BrandNotFound } from "./not-found.tsx";
import { categoryNotFoundText, categoryNotFoundTitle, notFoundMeta } from "./route-helpers.ts";
import { serviceOffersData } from "./structured-data.ts";
import { categoryTiers } from "./tiers.ts";
import { defaultTierNames, tierOrder } from "./types.ts";

/** The page's own record travels as route data: no category content in the browser bundle. */
export function loader({ params }: Route.LoaderArgs) {
  const category = categoryBySlug(params.categorySlug);
  if (!category) return data({ category: null }, { status: 404 });
  return { category };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const config = configFromMatches(matches);
  if (!config) return [];
  const category = loaderData?.category;
  if (!category) return notFoundMeta(config, location.pathname, categoryNotFoundTitle, categoryNotFoundText);
  const { name } = category.detail;
  const path = `/categories/${category.slug}`;
  const pricing = categoryTiers[category.slug];
  const names = category.pricing.tierNames ?? defaultTierNames;
  return seoMeta(
    {
      title: `${name} Authentication Pricing`,
      description: `${name} authentication from $${pricing.basic}: supported brands, what we check and three pricing tiers. ${category.pricing.description}`,
      keywords: [
        `${name.toLowerCase()} authentication`,
        `${name.toLowerCase()} authentication price`,
        `authenticate ${name.toLowerCase()}`,
        ...category.pricing.brands.slice(0, 3).map((b) => `${b.name} authentication`),
      ],
      canonical: path,
      ogImage: defaultOgImage,
      noIndex: false,
      structuredData: [
        breadcrumbData(config, [
          { name: "Home", path: "/" },
          { name: "Pricing", path: "/pricing" },
          { name, path },
        ]),
        serviceOffersData(
          `${name} Authentication`,
          category.pricing.description,
          absoluteUrl(config, path),
          tierOrder.map((tier) => ({ name: names[tier], price: pricing[tier] })),
        ),
      ],
    },
    config,
    location.pathname,
  );
}

export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  const { category } = loaderData;
  if (!category) return <BrandNotFound title={categoryNotFoundTitle} text={categoryNotFoundText} />;
  return <CategoryPricingView category={category} />;
}
