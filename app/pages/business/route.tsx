import { useI18n } from "#app/components/i18n-provider.tsx";
import { loadCopy } from "#app/i18n/copy.ts";
import { copyMeta } from "#app/lib/seo.ts";
import { brandOrganization } from "#app/lib/structured-data.ts";
import type { Route } from "./+types/route";
import { businessCopy } from "./copy/index.ts";
import { leadAction } from "./lead-action.server.ts";
import { LeadForm } from "./lead-form.tsx";
import { businessMetaIn, businessRecordsFor } from "./records.ts";
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
  BizRecordsContext,
  BizRevenueStreams,
  BizSocialProof,
  BizSolution,
  BizValueAddedServices,
} from "./sections.tsx";

export async function loader({ request }: Route.LoaderArgs) {
  const loaded = await loadCopy(businessCopy, request);
  const records = await businessRecordsFor(loaded.language);
  // The meta finished here, figures filled in, so that the page's script builds none of it.
  return { ...loaded, records, meta: businessMetaIn(loaded.language, loaded.copy.meta, records) };
}

/** The lead form posted without JavaScript. */
export const action = leadAction;

const canonical = "/business";

export const meta: Route.MetaFunction = (args) =>
  copyMeta(args, ({ language, meta: page }) => {
    const monthly = (price: number) => ({
      "@type": "UnitPriceSpecification",
      price,
      priceCurrency: "USD",
      unitCode: "MON",
    });
    return {
      words: page,
      description: page.description,
      keywords: page.keywords,
      canonical,
      structuredData: (config, { description, url: urlOf }) => {
        const url = urlOf(canonical);
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
            name: page.title,
            description,
            inLanguage: language,
            url,
          },
          {
            "@context": "https://schema.org",
            "@type": "Service",
            name: page.serviceName,
            serviceType: page.serviceType,
            description,
            url,
            provider: brandOrganization(config),
            audience: { "@type": "BusinessAudience" },
            offers: page.offers.map((o) => offer(o.name, o.monthly)),
          },
        ];
      },
    };
  });

export default function BusinessPage({ loaderData }: Route.ComponentProps) {
  // Finished in the page's language by the loader; another language is another address.
  const { copy, records } = loaderData;
  const { dir } = useI18n();
  return (
    <BizRecordsContext value={records}>
      <BizHero copy={copy.hero} />
      <BizLogoStrip copy={copy.logos} />
      <BizProblem copy={copy.problem} />
      <BizSolution copy={copy.solution} roi={copy.roi} />
      <BizCollectCard copy={copy.collectCard} />
      <BizHowItWorks copy={copy.howItWorks} />
      <BizCategories copy={copy.categories} categories={records.categories} dir={dir} />
      <BizBenefits copy={copy.benefits} />
      <BizGuarantee copy={copy.guarantee} />
      <BizPricing copy={copy.pricing} records={records} />
      <BizRevenueStreams copy={copy.revenue} />
      <BizValueAddedServices copy={copy.services} />
      <BizApiSecurity copy={copy.api} />
      <BizSocialProof copy={copy.socialProof} award={records.award} />
      <BizLeadCapture copy={copy.leadCapture}>
        <LeadForm />
      </BizLeadCapture>
    </BizRecordsContext>
  );
}
