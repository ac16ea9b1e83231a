import { data } from "react-router";
import { NotFound } from "#app/components/blocks/not-found.tsx";
import type { Route } from "./+types/route";
import { notFoundPageMeta } from "./meta.ts";

/** Any path no other route claims: HTTP 404 with the not-found page. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => notFoundPageMeta(args);

export default function NotFoundRoute() {
  return <NotFound />;
}
