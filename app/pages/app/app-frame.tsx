import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { LogoMark } from "#app/components/layout/logo.tsx";
import { appSectionOf, appSections } from "#app/data/app-sections.ts";
import { apiClient } from "#app/lib/auth/api-client.ts";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import { useSiteConfig } from "#app/lib/use-site-config.ts";
import { useAppCopy } from "./copy/index.ts";

/** The in-app shell: its own bar in the site header's ink and height (no site header), the sections, and the signed-in user. */
export function AppFrame({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const copy = useAppCopy();
  const { t } = useI18n();
  const config = useSiteConfig();
  // The section is the one the path belongs to: "My vault" is current on /app/item/{id},
  // /app/vaultcare/{id} and /app/transfer/{id} as on /app/my-vault.
  const { pathname } = useLocation();
  const current = appSectionOf(pathname);
  const staff = useIsStaff();
  const sections = appSections.filter((section) => !section.staffOnly || staff);
  // A screen of a section is for signed-in visitors: while the session is checked, its bar
  // already holds the sections (their row is a line of its own on a phone) and keeps the place
  // of the account's buttons, so that nothing below moves when the session is confirmed.
  const checking = auth.loading && current !== null;
  return (
    <div className="min-h-[70vh] bg-paper">
      <div className="safe-top bg-ink text-white">
        <div className="page-x flex min-h-16 flex-wrap items-center gap-x-4 gap-y-1 py-2.5 md:min-h-20">
          <Link
            to="/"
            className="flex min-h-11 shrink-0 items-center gap-2 rounded-md px-1 font-serif text-xl tracking-wide"
            aria-label={t(copy.frame.home)}
          >
            <LogoMark className="size-8 text-white/15" />
            <span aria-hidden="true">{config.brand}</span>
          </Link>
          {(auth.isAuthenticated || checking) && (
            <nav
              aria-label={copy.frame.sectionsLabel}
              className="order-3 w-full overflow-x-auto md:order-none md:w-auto"
            >
              <ul className="flex gap-1 text-sm">
                {sections.map((section) => (
                  <li key={section.id}>
                    <Link
                      to={section.home}
                      aria-current={
                        section === current ? (pathname === section.home ? "page" : "true") : undefined
                      }
                      className={`flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 whitespace-nowrap ${section === current ? "bg-gold-light text-ink" : "text-white/85 hover:bg-white/10 hover:text-white"}`}
                    >
                      {copy.sections[section.id].label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div className="ms-auto flex items-center gap-3 text-sm">
            {checking ? (
              <span aria-hidden="true" className="h-11" />
            ) : auth.isAuthenticated ? (
              <>
                <span dir="ltr" className="hidden text-white/75 sm:inline">
                  {auth.user?.email}
                </span>
                <button
                  type="button"
                  onClick={() => void auth.logout()}
                  className="inline-flex h-11 items-center whitespace-nowrap rounded-full border border-white/40 px-4 font-semibold hover:bg-white/10"
                >
                  {copy.frame.signOut}
                </button>
              </>
            ) : (
              <Link
                to="/app/login"
                className="inline-flex h-11 items-center whitespace-nowrap rounded-full bg-gold-light px-4 font-semibold text-ink hover:bg-white"
              >
                {copy.frame.signIn}
              </Link>
            )}
          </div>
        </div>
      </div>
      <div className="page-x py-10">{children}</div>
    </div>
  );
}

/**
 * Whether the signed-in user holds a review desk role: `GET /api/auth/desk-roles` names the
 * roles, none for an owner (a 200 either way, never a failed request in the console). Asked once
 * per account and kept for five minutes; the menu entry is only a convenience, the desk's own
 * routes decide every role (decision 021).
 */
function useIsStaff(): boolean {
  const auth = useAuth();
  const userId = auth.user?.id ?? "";
  const me = useQuery({
    queryKey: ["auth", "desk-roles", userId],
    queryFn: () => apiClient.get<{ data: { roles: string[] } }>("/auth/desk-roles").then((a) => a.data),
    enabled: auth.isAuthenticated && userId !== "",
    retry: false,
    staleTime: 5 * 60_000,
  });
  return (me.data?.roles.length ?? 0) > 0;
}

/**
 * The height kept for the shell's first screens: the status shown while the session is checked,
 * then the sign-in card that replaces it for a visitor without one. Both sit in a box at least
 * this tall, so the footer below stays put when one replaces the other or when the words switch
 * language after hydration. The sign-in card is at most 554 px tall in the four languages down
 * to a 320 px screen (registration, reached by a link, may be taller). The box is also at least
 * the screen's height less the bar, so the footer starts below the fold: a signed-in screen whose
 * content is taller than the box (the profile) then grows without moving anything in view.
 */
export const firstScreenHeight = "min-h-[max(35rem,calc(100svh-7rem))]";

/** A short status in the shell: checking the session, or asking to sign in. */
export function AppStatus({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={firstScreenHeight}>
      <div role="status" className="mx-auto max-w-lg rounded-2xl border border-line bg-white p-8 text-center">
        <h1 className="font-serif text-2xl">{title}</h1>
        {children && <div className="mt-3 text-ink/80">{children}</div>}
      </div>
    </div>
  );
}
