import { useEffect } from "react";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { siteConfig } from "#app/lib/env.server.ts";
import { messagesFromMatches } from "#app/lib/seo.ts";
import { collectCardUrl } from "#app/lib/site-config.ts";
import type { Route } from "./+types/route";

/** `/collectcard/explore/{id}`: the card now lives on the collect-cards host, query string kept. */
export function loader({ params, request }: Route.LoaderArgs) {
  return { target: collectCardUrl(siteConfig(), params.id, new URL(request.url).search) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const title = messagesFromMatches(matches)?.redirect.title;
  return [
    ...(title ? [{ title }] : []),
    { name: "robots", content: "noindex, nofollow" },
    // Sends the browser on without JavaScript too.
    { httpEquiv: "refresh", content: `0;url=${loaderData?.target ?? "/"}` },
  ];
}

export default function CollectCardRedirect({ loaderData }: Route.ComponentProps) {
  const { m } = useI18n();
  useEffect(() => {
    window.location.replace(loaderData.target);
  }, [loaderData.target]);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center" aria-live="polite">
      <div
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-line border-t-gold"
      />
      <h1 className="mt-6 font-serif text-2xl">{m.redirect.title}</h1>
      <p className="mt-4 text-sm">
        <a href={loaderData.target} className="underline">
          {m.redirect.manualLink}
        </a>
      </p>
    </div>
  );
}
