import { useI18n } from "#app/components/i18n-provider.tsx";
import { loadClaims } from "#app/data/load-claims.ts";
import { loadCopy } from "#app/i18n/copy.ts";
import { copyMeta, homeTrail } from "#app/lib/seo.ts";
import { brandOrganization, companyPostalAddress } from "#app/lib/structured-data.ts";
import type { Route } from "./+types/contact-us";
import { PlaceHero, PlaceSection } from "./blocks.tsx";
import { contactAction } from "./contact-action.server.ts";
import { ContactForm } from "./contact-form.tsx";
import { PlaceContactDetails, PlaceQuickHelp } from "./contact-sections.tsx";
import { type ContactCopy, contactCopy } from "./copy/index.ts";

/** The contact form posted without JavaScript. */
export const action = contactAction;

export async function loader({ request }: Route.LoaderArgs) {
  const [loaded, claims] = await Promise.all([loadCopy(contactCopy, request), loadClaims(request)]);
  return { ...loaded, headline: claims.headline };
}

const canonical = "/contact-us";

/** The values the page's words quote, by placeholder name: the team's city and emergency cover. */
function contactFigures(copy: ContactCopy, basedIn: string) {
  return { basedIn, emergencyHours: copy.emergency.hours };
}

export const meta: Route.MetaFunction = (args) =>
  copyMeta(args, ({ copy, headline, language }) => ({
    words: copy.meta,
    values: contactFigures(copy, headline.basedIn),
    canonical,
    trail: homeTrail(copy.common.home, copy.meta.title, canonical),
    breadcrumb: "first",
    structuredData: (config, { title, description, url }) => [
      {
        "@context": "https://schema.org",
        "@type": "ContactPage",
        name: title,
        description,
        url: url(canonical),
        inLanguage: language,
        about: { ...brandOrganization(config), address: companyPostalAddress },
      },
    ],
  }));

export default function ContactUsPage({ loaderData }: Route.ComponentProps) {
  const copy = loaderData.copy;
  const { t } = useI18n();
  const { headline } = loaderData;
  return (
    <>
      <PlaceHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={t(copy.hero.lead, contactFigures(copy, headline.basedIn))}
      />
      <div className="page-x grid gap-10 py-12 md:py-16 lg:grid-cols-[3fr_2fr]">
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
