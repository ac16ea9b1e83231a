import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { ToasterHost } from "#app/components/ui/toaster-host.tsx";
import type { AnalyticsIds } from "#app/lib/analytics.ts";
import { type ConsentChoice, readConsent, storeConsent } from "#app/lib/consent.ts";
import { markHydrated } from "#app/lib/hydration.ts";
import { useSiteBehaviour } from "#app/lib/use-site-behaviour.ts";
import { useSiteConfig } from "#app/lib/use-site-config.ts";
import { CookieBanner } from "./cookie-banner.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { HeaderSpacer, SiteHeader } from "./site-header.tsx";

/** Paths of the in-app area have their own shell, without the site header. */
export function isAppPath(pathname: string): boolean {
  return pathname === "/app" || pathname.startsWith("/app/");
}

/**
 * The analytics code loads only once a visitor has accepted analytics: nobody else downloads it,
 * and the home page's JavaScript stays within its budget (ARCHITECTURE.md).
 */
function startAndTrack(ids: AnalyticsIds, path: string): void {
  if (readConsent() !== true) return;
  import("#app/lib/analytics.ts")
    .then((analytics) => {
      if (analytics.startAnalytics(ids)) analytics.trackPageView(path, document.title);
    })
    // Not loaded (offline, or a new release replaced it): the next page view tries again.
    .catch(() => {});
}

/**
 * What every page shares: header and spacer, footer, cookie banner and consent, toasts,
 * scroll-to-top, the context-menu rule and the service worker.
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  const { m, dir } = useI18n();
  const config = useSiteConfig();
  const { pathname } = useLocation();
  // Undefined until the browser has read storage; the server renders the banner for everyone
  // and a head script hides it before first paint when a choice is stored.
  const [consent, setConsent] = useState<ConsentChoice | undefined>(undefined);
  const [reopened, setReopened] = useState(false);
  useSiteBehaviour();

  useEffect(() => {
    setConsent(readConsent());
  }, []);

  useEffect(() => {
    startAndTrack(config.analytics, pathname);
  }, [pathname, config.analytics]);

  const choose = useCallback(
    (granted: boolean) => {
      storeConsent(granted);
      document.documentElement.setAttribute("data-consent", String(granted));
      setConsent(granted);
      setReopened(false);
      if (granted) startAndTrack(config.analytics, window.location.pathname);
    },
    [config.analytics],
  );

  // The page and footer, in a Suspense boundary: React hydrates what the server sent inside it in
  // a separate, interruptible pass, in slices of a few milliseconds instead of one long task
  // (Total Blocking Time); a click there before then hydrates it first. Kept as the same element
  // while the chrome's own state changes (consent read on mount), since an update reaching the
  // boundary before it has hydrated would make React hydrate it at once, in one long task.
  const content = useMemo(
    () => (
      <Suspense>
        <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
          {children}
        </main>
        <SiteFooter onCookiePreferences={() => setReopened(true)} />
        <HydratedMarker />
      </Suspense>
    ),
    [children],
  );

  const showHeader = !isAppPath(pathname);
  const showBanner = consent === undefined || consent === null || reopened;

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {m.skipToContent}
      </a>
      {showHeader && <SiteHeader />}
      {showHeader && <HeaderSpacer />}
      {content}
      {showBanner && (
        <CookieBanner reopened={reopened} onAccept={() => choose(true)} onReject={() => choose(false)} />
      )}
      <ToasterHost dir={dir} />
    </>
  );
}

/** Marks the document once the page and footer have hydrated (the browser tests wait for it). */
function HydratedMarker() {
  useEffect(markHydrated, []);
  return null;
}
