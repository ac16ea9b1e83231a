import { Link } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import { cardSignInUrl, signInUrl } from "#app/lib/site-config.ts";
import { useSiteConfig } from "#app/lib/use-site-config.ts";
import { LogoMark } from "./logo.tsx";
import { SideMenu } from "./side-menu.tsx";

const signInButton =
  "inline-flex h-11 shrink-0 select-none items-center whitespace-nowrap rounded-full px-2.5 text-xs font-semibold tracking-[0.08em] min-[380px]:px-3 min-[380px]:tracking-[0.14em] sm:px-4";

/** The top bar: menu, logo to the home page, the two sign-in links. */
export function SiteHeader() {
  const { m, t } = useI18n();
  const config = useSiteConfig();
  const localize = useLocalizedPath();
  return (
    <header className="safe-top fixed inset-x-0 top-0 z-40 bg-ink text-white">
      <div className="page-x flex h-16 items-center gap-1.5 max-sm:px-3 sm:gap-2 md:h-20">
        <SideMenu />
        <Link
          to={localize("/")}
          className="flex min-h-11 min-w-11 shrink-0 select-none items-center gap-2 rounded-md px-1 font-serif text-xl tracking-wide whitespace-nowrap"
          aria-label={t(m.header.homeLabel)}
        >
          <LogoMark className="size-8 text-white/15" />
          <span aria-hidden="true" className="max-[359px]:sr-only">
            {config.brand}
          </span>
        </Link>
        <div className="ms-auto flex shrink-0 items-center gap-1.5 sm:gap-2">
          <ExternalLink
            href={signInUrl(config)}
            className={`${signInButton} border border-white/40 text-white hover:bg-white/10`}
          >
            <span className="md:hidden">{m.header.businessSignInShort}</span>
            <span className="hidden md:inline">{m.header.businessSignIn}</span>
          </ExternalLink>
          <ExternalLink
            href={cardSignInUrl(config)}
            className={`${signInButton} bg-gold-light text-ink hover:bg-white`}
          >
            <span className="md:hidden">{m.header.collectorSignInShort}</span>
            <span className="hidden md:inline">{m.header.collectorSignIn}</span>
          </ExternalLink>
        </div>
      </div>
    </header>
  );
}

/** Keeps page content clear of the fixed header: 64px below 768px, 80px above, plus the safe area. */
export function HeaderSpacer() {
  return (
    <div
      aria-hidden="true"
      data-header-spacer=""
      className="h-[calc(var(--spacing-header)+env(safe-area-inset-top))] md:h-[calc(var(--spacing-header-lg)+env(safe-area-inset-top))]"
    />
  );
}
