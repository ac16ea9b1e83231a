import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { LogoMark } from "#app/components/layout/logo.tsx";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import { useSiteConfig } from "#app/lib/use-site-config.ts";
import { useAppCopy } from "./copy/index.ts";
import { appSections } from "./sections-data.ts";

/** The in-app shell: its own bar (no site header), the sections, and the signed-in user. */
export function AppFrame({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const copy = useAppCopy();
  const { t } = useI18n();
  const config = useSiteConfig();
  return (
    <div className="min-h-[70vh] bg-paper">
      <div className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-4 py-3 safe-top">
          <Link
            to="/"
            className="flex shrink-0 items-center gap-2 font-serif text-xl"
            aria-label={t(copy.frame.home)}
          >
            <LogoMark className="size-8 text-ink/15" />
            <span aria-hidden="true">{config.brand}</span>
          </Link>
          {auth.isAuthenticated && (
            <nav
              aria-label={copy.frame.sectionsLabel}
              className="order-3 w-full overflow-x-auto md:order-none md:w-auto"
            >
              <ul className="flex gap-1 text-sm">
                {appSections.map((section) => (
                  <li key={section.id}>
                    <NavLink
                      to={section.home}
                      className={({ isActive }) =>
                        `block rounded-full px-3 py-2 whitespace-nowrap ${isActive ? "bg-ink text-white" : "text-ink hover:bg-paper"}`
                      }
                    >
                      {copy.sections[section.id].label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div className="ms-auto flex items-center gap-3 text-sm">
            {auth.isAuthenticated ? (
              <>
                <span dir="ltr" className="hidden text-ink/80 sm:inline">
                  {auth.user?.email}
                </span>
                <button
                  type="button"
                  onClick={() => void auth.logout()}
                  className="rounded-full border border-ink px-4 py-2 font-semibold hover:bg-ink hover:text-white"
                >
                  {copy.frame.signOut}
                </button>
              </>
            ) : (
              <Link to="/app/login" className="rounded-full bg-ink px-4 py-2 font-semibold text-white">
                {copy.frame.signIn}
              </Link>
            )}
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 py-10">{children}</div>
    </div>
  );
}

/**
 * The height kept for the shell's first screens: the status shown while the session is checked,
 * then the sign-in card that replaces it for a visitor without one. Both sit in a box at least
 * this tall, so the footer below stays put when one replaces the other or when the words switch
 * language after hydration. The sign-in card is at most 554 px tall in the four languages down
 * to a 320 px screen (registration, reached by a link, may be taller).
 */
export const firstScreenHeight = "min-h-[35rem]";

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
