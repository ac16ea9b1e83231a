import { useI18n, usePageCopy } from "#app/components/i18n-provider.tsx";
import { headline } from "#app/data/claims.ts";
import { loadCopy } from "#app/i18n/copy.ts";
import { brandOrganization, companyPostalAddress, copyMeta, homeTrail } from "#app/lib/seo.ts";
import { absoluteUrl } from "#app/lib/site-config.ts";
import type { Route } from "./+types/contact-us";
import { PlaceHero, PlaceSection } from "./blocks.tsx";
import { citySlugNamed } from "./cities.ts";
import { contactAction } from "./contact-action.server.ts";
import { ContactForm } from "./contact-form.tsx";
import { PlaceContactDetails, PlaceQuickHelp } from "./contact-sections.tsx";
import { type ContactCopy, contactCopy } from "./copy/index.ts";

/** The contact form posted without JavaScript. */
export const action = contactAction;

/** The team's home city is one of the city pages: the page names it with that city's words. */
export async function loader({ request }: Route.LoaderArgs) {
  return { ...(await loadCopy(contactCopy, request)), homeCity: citySlugNamed(headline.basedIn) ?? null };
}

const canonical = "/contact-us";

/** The values the page's words quote, by placeholder name, in the copy's language. */
function contactFigures(copy: ContactCopy, homeCity: string | null) {
  return {
    basedIn: (homeCity && copy.cityNames[homeCity]) || headline.basedIn,
    emergencyHours: copy.emergency.hours,
  };
}

export const meta: Route.MetaFunction = (args) =>
  copyMeta(args, ({ copy, homeCity, language }) => ({
    words: copy.meta,
    values: contactFigures(copy, homeCity),
    canonical,
    trail: homeTrail(copy.common.home, copy.meta.title, canonical),
    breadcrumb: "first",
    structuredData: (config, { title, description }) => [
      {
        "@context": "https://schema.org",
        "@type": "ContactPage",
        name: title,
        description,
        url: absoluteUrl(config, canonical),
        inLanguage: language,
        about: { ...brandOrganization(config), address: companyPostalAddress },
      },
    ],
  }));

export default function ContactUsPage({ loaderData }: Route.ComponentProps) {
  const copy = usePageCopy(contactCopy, loaderData);
  const { t } = useI18n();
  return (
    <>
      <PlaceHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={t(copy.hero.lead, contactFigures(copy, loaderData.homeCity))}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-12 md:py-16 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="font-serif text-3xl">
            {copy.form.title}
          </h2>
          <p className="mt-3 text-ink/80">{copy.form.intro}</p>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
        <PlaceContactDetails copy={copy} />
      </div>
      <PlaceSection id="quick-help" title={copy.quickHelp.title} tone="white" intro={copy.quickHelp.intro}>
        <PlaceQuickHelp copy={copy.quickHelp} />
      </PlaceSection>
    </>
  );
}
