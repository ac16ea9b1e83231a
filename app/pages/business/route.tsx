import { useCopyLanguage, usePageCopy } from "#app/components/i18n-provider.tsx";
import { apiAddOn, businessPlans } from "#app/data/plans.ts";
import { loadCopy } from "#app/i18n/copy.ts";
import { directionOf } from "#app/i18n/languages.ts";
import { formatMessage } from "#app/i18n/message.ts";
import { brandOrganization, copyMeta } from "#app/lib/seo.ts";
import { absoluteUrl } from "#app/lib/site-config.ts";
import type { Route } from "./+types/route";
import { businessCopy } from "./copy/index.ts";
import { businessFigures } from "./data.ts";
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

export const loader = ({ request }: Route.LoaderArgs) => loadCopy(businessCopy, request);

/** The lead form posted without JavaScript. */
export const action = leadAction;

const canonical = "/business";

export const meta: Route.MetaFunction = (args) =>
  copyMeta(args, ({ language, copy }) => {
    const say = (text: string, values?: Record<string, string>) =>
      formatMessage(language, text, { ...businessFigures, ...values });
    const monthly = (price: number) => ({
      "@type": "UnitPriceSpecification",
      price,
      priceCurrency: "USD",
      unitCode: "MON",
    });
    return {
      words: copy.meta,
      values: businessFigures,
      canonical,
      structuredData: (config, { description }) => {
        const url = absoluteUrl(config, canonical);
        const offer = (name: string, price: number) => ({
          "@type": "Offer",
          name,
          price,
          priceCurrency: "USD",
          priceSpecification: monthly(price),
          url,
        });
        return [
          {
            "@context": "https://schema.org",
            "@type": "WebPage",
            name: copy.meta.title,
            description,
            url,
          },
          {
            "@context": "https://schema.org",
            "@type": "Service",
            name: copy.meta.serviceName,
            serviceType: copy.meta.serviceType,
            description,
            url,
            provider: brandOrganization(config),
            audience: { "@type": "BusinessAudience" },
            offers: [
              ...businessPlans.map((plan) =>
                offer(say(copy.meta.planOffer, { plan: plan.name }), plan.monthly),
              ),
              offer(copy.meta.apiOffer, apiAddOn.monthly),
            ],
          },
        ];
      },
    };
  });

export default function BusinessPage({ loaderData }: Route.ComponentProps) {
  const copy = usePageCopy(businessCopy, loaderData);
  // The words are shown in the visitor's language where the page has it, English otherwise; they
  // carry that language and its direction inside the translated, possibly right-to-left, chrome.
  const textLanguage = useCopyLanguage(businessCopy);
  const dir = directionOf(textLanguage);
  return (
    <div lang={textLanguage} dir={dir}>
      <BizHero copy={copy.hero} />
      <BizLogoStrip copy={copy.logos} />
      <BizProblem copy={copy.problem} />
      <BizSolution copy={copy.solution} roi={copy.roi} />
      <BizCollectCard copy={copy.collectCard} />
      <BizHowItWorks copy={copy.howItWorks} />
      <BizCategories copy={copy.categories} dir={dir} />
      <BizBenefits copy={copy.benefits} />
      <BizGuarantee copy={copy.guarantee} />
      <BizPricing copy={copy.pricing} />
      <BizRevenueStreams copy={copy.revenue} />
      <BizValueAddedServices copy={copy.services} />
      <BizApiSecurity copy={copy.api} />
      <BizSocialProof copy={copy.socialProof} />
      <BizLeadCapture copy={copy.leadCapture}>
        <LeadForm />
      </BizLeadCapture>
    </div>
  );
}
