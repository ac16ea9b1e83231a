import { apiAddOn, businessPlans } from "#app/data/plans.ts";
import { breadcrumbData, configFromMatches, defaultOgImage, seoMeta } from "#app/lib/seo.ts";
import { absoluteUrl } from "#app/lib/site-config.ts";
import type { Route } from "./+types/route";
import { businessSeo } from "./data.ts";
import { leadAction } from "./lead-action.server.ts";
import { LeadForm } from "./lead-form.tsx";
import {
  BizApiSecurity,
  BizBenefits,
  BizCategories,
  BizCollectCard,
  BizGuarantee,
  BizHero,
  BizHowItWorks,
  BizLeadCapture,
  BizLogoStrip,
  BizPricing,
  BizProblem,
  BizRevenueStreams,
  BizSocialProof,
  BizSolution,
  BizValueAddedServices,
} from "./sections.tsx";

/** The lead form posted without JavaScript (spec 000 section 5). */
export const action = leadAction;

const canonical = "/business";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const config = configFromMatches(matches);
  if (!config) return [];
  const url = absoluteUrl(config, canonical);
  const monthly = (price: number) => ({
    "@type": "UnitPriceSpecification",
    price,
    priceCurrency: "USD",
    unitCode: "MON",
  });
  return seoMeta(
    {
      title: businessSeo.title,
      description: businessSeo.description,
      keywords: [...businessSeo.keywords],
      canonical,
      ogImage: defaultOgImage,
      noIndex: false,
      structuredData: [
        {
          "@context": "https://schema.org",
          "@type": "WebPage",
          name: businessSeo.title,
          description: businessSeo.description,
          url,
        },
        {
          "@context": "https://schema.org",
          "@type": "Service",
          name: businessSeo.serviceName,
          serviceType: "Authentication of luxury goods and collectibles",
          description: businessSeo.description,
          url,
          provider: { "@type": "Organization", name: config.brand, url: config.siteUrl },
          audience: { "@type": "BusinessAudience" },
          offers: [
            ...businessPlans.map((plan) => ({
              "@type": "Offer",
              name: `${plan.name} plan`,
              price: plan.monthly,
              priceCurrency: "USD",
              priceSpecification: monthly(plan.monthly),
              url,
            })),
            {
              "@type": "Offer",
              name: "API add-on",
              price: apiAddOn.monthly,
              priceCurrency: "USD",
              priceSpecification: monthly(apiAddOn.monthly),
              url,
            },
          ],
        },
        breadcrumbData(config, [
          { name: "Home", path: "/" },
          { name: "Business", path: canonical },
        ]),
      ],
    },
    config,
    location.pathname,
  );
};

export default function BusinessPage() {
  // The page copy is English on every region (index of readings, "Language"), so it keeps its own
  // language and direction inside the translated, possibly right-to-left, chrome.
  return (
    <div lang="en" dir="ltr">
      <BizHero />
      <BizLogoStrip />
      <BizProblem />
      <BizSolution />
      <BizCollectCard />
      <BizHowItWorks />
      <BizCategories />
      <BizBenefits />
      <BizGuarantee />
      <BizPricing />
      <BizRevenueStreams />
      <BizValueAddedServices />
      <BizApiSecurity />
      <BizSocialProof />
      <BizLeadCapture>
        <LeadForm />
      </BizLeadCapture>
    </div>
  );
}
