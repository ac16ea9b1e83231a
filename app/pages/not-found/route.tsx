import { data } from "react-router";
import { NotFound } from "#app/components/blocks/not-found.tsx";
import { configFromMatches, defaultOgImage, seoMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/route";

/** Any path no other route claims: HTTP 404 with the not-found page. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  const config = configFromMatches(matches);
  if (!config) return [{ title: "404" }];
  return seoMeta(
    {
      title: "Page not found",
      description: "The page you are looking for does not exist or has moved.",
      keywords: [],
      canonical: location.pathname,
      ogImage: defaultOgImage,
      noIndex: true,
      structuredData: [],
    },
    config,
    "/",
  );
}

export default function NotFoundRoute() {
  return <NotFound />;
}
