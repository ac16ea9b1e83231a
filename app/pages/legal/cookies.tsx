import type { Route } from "./+types/cookies";
import { LegalPage } from "./document.tsx";
import { legalLoader, legalMeta } from "./legal-route.ts";

export const loader = legalLoader("cookies");

export const meta: Route.MetaFunction = (args) => legalMeta("cookies", args);

export default function CookiesPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage kind="cookies" loaded={loaderData} />;
}
