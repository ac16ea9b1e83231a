import type { Route } from "./+types/terms";
import { LegalPage } from "./document.tsx";
import { legalLoader, legalMeta } from "./legal-route.ts";

export const loader = legalLoader("terms");

export const meta: Route.MetaFunction = (args) => legalMeta("terms", args);

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage kind="terms" loaded={loaderData} />;
}
