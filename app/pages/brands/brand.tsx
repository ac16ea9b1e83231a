import { formatUsdIn } from "#app/i18n/format.ts";
import { formatMessage } from "#app/i18n/message.ts";
import type { Route } from "./+types/brand";
import { BrandDetailView, brandTrail } from "./brand-detail-view.tsx";
import { brandBySlug } from "./brands.ts";
import { brandWordsCopy } from "./copy/index.ts";
import { hoursIn } from "./figures.ts";
import { loadRecordPage, RecordPage, recordMeta } from "./record-route.tsx";
import { faqPageData, serviceOffersData } from "./structured-data.ts";
import { brandTiers } from "./tiers.ts";
import { tierOrder } from "./types.ts";

/**
 * The page's own record and its words travel as route data, so the browser bundle carries no
 * brand content (the other brands' records and words stay on the server).
 */
export const loader = ({ request, params }: Route.LoaderArgs) =>
  loadRecordPage(request, brandBySlug(params.brandSlug), brandWordsCopy);

export const meta: Route.MetaFunction = (args) =>
  recordMeta(args, "brand", ({ language, copy, record: brand, words }) => {
    const say = (text: string, values: Record<string, string> = {}) =>
      formatMessage(language, text, { name: brand.name, ...values });
    const path = `/brands/${brand.slug}`;
    const tiers = brandTiers[brand.slug];
    return {
      title: say(copy.brand.meta.title),
      description: say(copy.brand.meta.description, {
        price: formatUsdIn(language, tiers.pricing.basic),
        turnaround: hoursIn(language, copy.tiers.hours, tiers.turnaround),
      }),
      keywords: [
        ...copy.brand.meta.keywords.map((keyword) => say(keyword)),
        ...words.iconicModels.slice(0, 3).map((model) => say(copy.brand.meta.modelKeyword, { model })),
      ],
      canonical: path,
      trail: brandTrail(brand, copy),
      breadcrumb: "first",
      structuredData: (_config, { url }) => [
        faqPageData(words.faqs, language),
        serviceOffersData(
          language,
          say(copy.serviceName),
          words.description,
          url(path),
          tierOrder.map((tier) => ({ name: copy.tiers.names[tier], price: tiers.pricing[tier] })),
        ),
      ],
    };
  });

export default function BrandRoute({ loaderData }: Route.ComponentProps) {
  return <RecordPage loaderData={loaderData} notFound="brand" view={BrandDetailView} />;
}
