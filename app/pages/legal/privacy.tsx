import { PrivacyRightsGate } from "#app/components/privacy/privacy-rights-gate.tsx";
import type { Route } from "./+types/privacy";
import { LegalPage } from "./document.tsx";
import { legalLoader, legalMeta } from "./legal-route.ts";

export const loader = legalLoader("privacy");

export const meta: Route.MetaFunction = (args) => legalMeta("privacy", args);

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage kind="privacy" loaded={loaderData}>
      <PrivacyRightsGate />
    </LegalPage>
  );
}
