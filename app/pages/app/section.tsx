import { data, redirect, useLocation } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { appFigures, appSectionOf } from "#app/data/app-sections.ts";
import { signInUrl } from "#app/lib/site-config.ts";
import { useSiteConfig } from "#app/lib/use-site-config.ts";
import type { Route } from "./+types/section";
import { useAppCopy } from "./copy/index.ts";
import { SignedIn } from "./signed-in.tsx";

/**
 * `/app` itself goes home, in the browser as on the server (which answers it with a 308); any
 * in-app path that is not one of the referenced screens answers 404.
 */
export function loader({ params }: Route.LoaderArgs) {
  const rest = params["*"] ?? "";
  if (rest === "") throw redirect("/", 308);
  if (!appSectionOf(`/app/${rest}`)) throw data(null, { status: 404 });
  return null;
}

/**
 * A section of the in-app area (vault, upload, authenticate, loyalty, credits). Its screens are
 * not specified: the frame and an honest empty state pointing to the sign-in site.
 */
export default function AppSectionRoute() {
  const { pathname } = useLocation();
  const config = useSiteConfig();
  const copy = useAppCopy();
  const { t } = useI18n();
  const section = appSectionOf(pathname);
  if (!section) return null;
  const words = copy.sections[section.id];
  return (
    <SignedIn>
      <section aria-labelledby="section-title">
        <p className="text-sm font-semibold tracking-widest text-gold uppercase">{words.label}</p>
        <h1 id="section-title" className="mt-2 font-serif text-3xl">
          {words.title}
        </h1>
        <p className="mt-3 max-w-2xl text-ink/80">{t(words.summary, appFigures)}</p>
        <div className="mt-8 rounded-2xl border border-dashed border-line bg-white p-8">
          <h2 className="font-serif text-xl">{copy.empty.title}</h2>
          <p className="mt-2 max-w-xl text-ink/80">{t(copy.empty.text)}</p>
          <ExternalLink
            href={signInUrl(config)}
            className="mt-5 inline-flex h-11 items-center rounded-full bg-ink px-6 text-sm font-semibold text-white"
          >
            {copy.empty.action}
          </ExternalLink>
        </div>
      </section>
    </SignedIn>
  );
}
