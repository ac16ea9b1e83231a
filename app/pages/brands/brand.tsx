import { data } from "react-router";
import { breadcrumbData, configFromMatches, defaultOgImage, seoMeta } from "#app/lib/seo.ts";
import { absoluteUrl } from "#app/lib/site-config.ts";
import type { Route } from "./+types/brand";
import { BrandDetailView, brandTrail } from "./brand-detail-view.tsx";
import { brandBySlug } from "./brands.ts";
import { BrandNotFound } from "./not-found.tsx";
import { brandNotFoundText, brandNotFoundTitle, notFoundMeta } from "./route-helpers.ts";
import { faqPageData, serviceOffersData } from "./structured-data.ts";
import { brandTiers } from "./tiers.ts";
import { defaultTierNames, tierOrder } from "./types.ts";

/**
 * The page's own record travels as route data, so the browser bundle carries no brand content
 * (the other brands' records stay on the server).
 */
export function loader({ params }: Route.LoaderArgs) {
  const brand = brandBySlug(params.brandSlug);
  if (!brand) return data({ brand: null }, { status: 404 });
  return { brand };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const config = configFromMatches(matches);
  if (!config) return [];
  const brand = loaderData?.brand;
  if (!brand) {
    return notFoundMeta(config, location.pathname, brandNotFoundTitle, brandNotFoundText);
  }
  const { name } = brand.detail;
  const path = `/brands/${brand.slug}`;
  const tiers = brandTiers[brand.slug];
  return seoMeta(
    {
      title: `${name} Authentication: Markers, Models and Prices`,
      description: `${name} authentication by specialists: markers, iconic models, what counterfeiters copy, market trends and prices from $${tiers.pricing.basic}, ${tiers.turnaround}.`,
      keywords: [
        `${name} authentication`,
        `authenticate ${name}`,
        `fake ${name}`,
        `${name} authenticity markers`,
        ...brand.detail.iconicModels.slice(0, 3).map((m) => `${m} authentication`),
      ],
      canonical: path,
      ogImage: defaultOgImage,
      noIndex: false,
      structuredData: [
        breadcrumbData(config, brandTrail(brand)),
        faqPageData(brand.faqs),
        serviceOffersData(
          `${name} Authentication`,
          brand.pricing.description,
          absoluteUrl(config, path),
          tierOrder.map((tier) => ({ name: defaultTierNames[tier], price: tiers.pricing[tier] })),
        ),
      ],
    },
    config,
    location.pathname,
  );
}

export default function BrandRoute({ loaderData }: Route.ComponentProps) {
  const { brand } = loaderData;
  if (!brand) return <BrandNotFound title={brandNotFoundTitle} text={brandNotFoundText} />;
  return <BrandDetailView brand={brand} />;
}
