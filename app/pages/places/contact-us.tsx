import { headline } from "#app/data/claims.ts";
import {
  breadcrumbData,
  companyPostalAddress,
  configFromMatches,
  defaultOgImage,
  seoMeta,
} from "#app/lib/seo.ts";
import { absoluteUrl } from "#app/lib/site-config.ts";
import type { Route } from "./+types/contact-us";
import { PlaceHero, PlaceSection } from "./blocks.tsx";
import { contactAction } from "./contact-action.server.ts";
import { emergencyCover } from "./contact-data.ts";
import { ContactForm } from "./contact-form.tsx";
import { PlaceContactDetails, PlaceQuickHelp } from "./contact-sections.tsx";

/** The contact form posted without JavaScript (spec 000 section 5). */
export const action = contactAction;

const canonical = "/contact-us";
const title = "Contact Us";
const description = `Contact our ${headline.basedIn}-based authentication team: business hours, ${emergencyCover.hours} emergency authentication for ${emergencyCover.audience}, response times and quick help.`;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const config = configFromMatches(matches);
  if (!config) return [];
  return seoMeta(
    {
      title,
      description,
      keywords: ["contact", "customer support", "authentication support", "emergency authentication"],
      canonical,
      ogImage: defaultOgImage,
      noIndex: false,
      structuredData: [
        breadcrumbData(config, [
          { name: "Home", path: "/" },
          { name: title, path: canonical },
        ]),
        {
          "@context": "https://schema.org",
          "@type": "ContactPage",
          name: title,
          description,
          url: absoluteUrl(config, canonical),
          about: {
            "@type": "Organization",
            name: config.brand,
            url: config.siteUrl,
            address: companyPostalAddress,
          },
        },
      ],
    },
    config,
    location.pathname,
  );
};

export default function ContactUsPage() {
  return (
    <>
      <PlaceHero
        eyebrow="Contact"
        title="Contact Us"
        lead={`Questions about an authentication, your Collect Card or a business account? Our team is based in ${headline.basedIn} and answers every message.`}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-12 md:py-16 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="font-serif text-3xl">
            Send us a message
          </h2>
          <p className="mt-3 text-ink/80">Tell us what you need and we will reply by e-mail.</p>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
        <PlaceContactDetails />
      </div>
      <PlaceSection id="quick-help" title="Quick help" tone="white" intro="Many answers are one click away.">
        <PlaceQuickHelp />
      </PlaceSection>
    </>
  );
}
