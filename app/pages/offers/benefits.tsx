import { Check } from "lucide-react";
import { breadcrumbData, configFromMatches, defaultOgImage, seoMeta } from "#app/lib/seo.ts";
import { absoluteUrl } from "#app/lib/site-config.ts";
import type { Route } from "./+types/benefits";
import { benefitBlocks, benefitsHero, benefitsSteps, benefitsStepsIntro } from "./benefits-content.ts";
import { OffersActionLink, OffersHero, OffersSection, OffersSteps } from "./blocks.tsx";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const config = configFromMatches(matches);
  if (!config) return [];
  return seoMeta(
    {
      title: "Benefits: VaultCare Insurance, Easy Resale, Credit & Collateral",
      description:
        "What authentication unlocks: VaultCare Insurance against theft, loss and damage, easy resale with certificate and ownership transfer, and credit with your authenticated items as collateral.",
      keywords: [
        "luxury item insurance",
        "VaultCare Insurance",
        "authenticated resale",
        "collateral for luxury goods",
        "Collect Card benefits",
      ],
      canonical: "/benefits",
      ogImage: defaultOgImage,
      noIndex: false,
      structuredData: [
        breadcrumbData(config, [
          { name: "Home", path: "/" },
          { name: "Benefits", path: "/benefits" },
        ]),
        {
          "@context": "https://schema.org",
          "@type": "ItemList",
          name: "Benefits of authenticated items",
          itemListElement: benefitBlocks.map((block, i) => ({
            "@type": "ListItem",
            position: i + 1,
            name: block.title,
            description: block.description,
            url: absoluteUrl(config, `/benefits#${block.id}`),
          })),
        },
      ],
    },
    config,
    location.pathname,
  );
};

export default function BenefitsPage() {
  return (
    <>
      <OffersHero
        id="benefits-hero"
        eyebrow={benefitsHero.eyebrow}
        title={benefitsHero.title}
        text={benefitsHero.text}
      />
      {benefitBlocks.map((block, i) => (
        <section
          key={block.id}
          id={block.id}
          data-section={block.id}
          aria-labelledby={`${block.id}-title`}
          className={i % 2 === 1 ? "border-y border-line bg-white" : undefined}
        >
          <div className="mx-auto grid max-w-6xl gap-10 px-6 py-16 md:grid-cols-2 md:items-start">
            <div>
              <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">
                {String(i + 1).padStart(2, "0")}
              </p>
              <h2 id={`${block.id}-title`} className="mt-2 font-serif text-3xl">
                {block.title}
              </h2>
              <p className="mt-2 text-lg font-medium">{block.subtitle}</p>
              <p className="mt-4 text-ink/80">{block.description}</p>
              <div className="mt-6">
                <OffersActionLink action={block.action} />
              </div>
            </div>
            <ul
              className="space-y-3 rounded-2xl border border-line bg-paper p-6"
              aria-label={`${block.title} features`}
            >
              {block.features.map((feature) => (
                <li key={feature} className="flex gap-3">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold" />
                  {feature}
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
      <OffersSection id="benefits-steps" title={benefitsStepsIntro.title} text={benefitsStepsIntro.text}>
        <OffersSteps steps={benefitsSteps} />
      </OffersSection>
    </>
  );
}
