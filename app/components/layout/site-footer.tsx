import { Link } from "react-router";
import { NewsletterForm } from "#app/components/forms/newsletter-form.tsx";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { footerCompany, footerLegal, footerServices } from "#app/data/navigation.ts";
import { footerStatsIn } from "#app/data/site-stats.ts";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import { useSiteConfig } from "#app/lib/use-site-config.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { LogoMark } from "./logo.tsx";

const heading = "text-xs font-semibold uppercase tracking-[0.2em] text-gold-light";
// Footer links stand alone (not inside running text): each is a full 44px touch target.
const link =
  "inline-flex min-h-11 min-w-11 items-center text-sm text-white/80 hover:text-white hover:underline";

/**
 * The footer: services and company links, the newsletter, social links,
 * statistics, legal links and the control that reopens the cookie preferences.
 */
export function SiteFooter({ onCookiePreferences }: { onCookiePreferences: () => void }) {
  const { language, m, t } = useI18n();
  const config = useSiteConfig();
  const localize = useLocalizedPath();
  const year = new Date().getFullYear();

  return (
    <footer className="safe-bottom bg-ink text-white">
      <div className="page-x grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <p className="flex items-center gap-2 font-serif text-xl">
            <LogoMark className="size-8 text-white/15" />
            {config.brand}
          </p>
          <p className="text-sm text-white/80">{m.footer.tagline}</p>
          <LanguageSwitcher tone="dark" id="footer-language" />
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={heading}>
            {m.footer.servicesHeading}
          </h2>
          <ul className="mt-2">
            {footerServices.map((item) => (
              <li key={item.to}>
                <Link to={localize(item.to)} className={link}>
                  {m.footer.services[item.label]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={heading}>
            {m.footer.companyHeading}
          </h2>
          <ul className="mt-2">
            {footerCompany.map((item) => (
              <li key={item.to}>
                <Link to={localize(item.to)} className={link}>
                  {m.footer.company[item.label]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-8">
          <section aria-labelledby="footer-newsletter" id="newsletter">
            <h2 id="footer-newsletter" className={heading}>
              {m.footer.newsletterHeading}
            </h2>
            <p className="mt-4 text-sm text-white/80">{m.footer.newsletterText}</p>
            <NewsletterForm />
          </section>
          <nav aria-labelledby="footer-social">
            <h2 id="footer-social" className={heading}>
              {m.footer.socialHeading}
            </h2>
            <ul className="mt-2 flex flex-wrap gap-x-5">
              {config.social.map((s) => (
                <li key={s.href}>
                  <ExternalLink href={s.href} className={link}>
                    {s.label}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <section aria-labelledby="footer-stats" className="border-t border-white/15">
        <h2 id="footer-stats" className="sr-only">
          {t(m.footer.statsHeading)}
        </h2>
        <dl className="page-x grid grid-cols-2 gap-x-10 gap-y-6 py-8 md:grid-cols-4">
          {footerStatsIn(language).map((stat) => (
            <div key={stat.id} className="flex flex-col-reverse">
              <dt className="text-xs uppercase tracking-[0.18em] text-white/70">{m.footer.stats[stat.id]}</dt>
              <dd className="font-serif text-2xl text-gold-light">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="border-t border-white/15">
        <div className="page-x flex flex-col gap-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p className="text-white/70">{t(m.footer.rights, { year: String(year) })}</p>
          <nav aria-label={m.footer.legalHeading}>
            <ul className="flex flex-wrap items-center gap-x-5">
              {footerLegal.map((item) => (
                <li key={item.to}>
                  <Link to={localize(item.to)} className={link}>
                    {m.footer[item.label]}
                  </Link>
                </li>
              ))}
              <li>
                <button type="button" onClick={onCookiePreferences} className={`${link} cursor-pointer`}>
                  {m.footer.cookiePreferences}
                </button>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
