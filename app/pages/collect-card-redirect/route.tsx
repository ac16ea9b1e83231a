import { useEffect } from "react";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { languageOfAcceptLanguage } from "#app/i18n/accept-language.ts";
import { directionOf } from "#app/i18n/languages.ts";
import { loadMessages } from "#app/i18n/messages.ts";
import { siteConfig } from "#app/lib/env.server.ts";
import { collectCardUrl } from "#app/lib/site-config.ts";
import type { Route } from "./+types/route";

/**
 * `/collectcard/explore/{id}`: the card now lives on the collect-cards host, query string kept.
 *
 * The screen has no region prefix and lives for one frame: its meta refresh leaves before any
 * script runs, so a stored language choice never gets to apply. Its words come from the
 * browser's Accept-Language instead (the answer is rendered per request, never cached, and says
 * it varies by that header); the document around them stays in the address's language.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const language = languageOfAcceptLanguage(request.headers.get("accept-language"));
  const { redirect } = await loadMessages(language);
  return {
    target: collectCardUrl(siteConfig(), params.id, new URL(request.url).search),
    language,
    words: redirect,
  };
}

export function headers(): HeadersInit {
  return { Vary: "Accept-Language" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.words.title ?? "" },
    { name: "robots", content: "noindex, nofollow" },
    // Sends the browser on without JavaScript too.
    { httpEquiv: "refresh", content: `0;url=${loaderData?.target ?? "/"}` },
  ];
}

export default function CollectCardRedirect({ loaderData }: Route.ComponentProps) {
  const { language } = useI18n();
  const { target, words } = loaderData;
  useEffect(() => {
    window.location.replace(target);
  }, [target]);
  // Marked only when the words are not in the document's language.
  const own =
    loaderData.language === language
      ? {}
      : { lang: loaderData.language, dir: directionOf(loaderData.language) };
  return (
    <div
      {...own}
      className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center"
      aria-live="polite"
    >
      <div
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-line border-t-gold"
      />
      <h1 className="mt-6 font-serif text-2xl">{words.title}</h1>
      <p className="mt-4 text-sm">
        <a href={target} className="underline">
          {words.manualLink}
        </a>
      </p>
    </div>
  );
}
