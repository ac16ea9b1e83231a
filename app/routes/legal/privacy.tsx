import { PrivacyRightsGate } from "#app/components/app/privacy-rights-gate.tsx";
import { LegalDocumentView } from "#app/components/sections/legal-document.tsx";
import { privacyPolicy } from "#app/content/legal/privacy.ts";
import { useSiteConfig } from "#app/lib/use-site-config.ts";
import type { Route } from "./+types/privacy";
import { legalContext, legalMeta } from "./legal-route.ts";

export const meta: Route.MetaFunction = (args) =>
  legalMeta(
    privacyPolicy,
    "/privacy",
    ["privacy policy", "GDPR", "data protection", "personal data", "data rights"],
    args,
  );

export default function PrivacyPage() {
  const config = useSiteConfig();
  return (
    <>
      <LegalDocumentView document={privacyPolicy(legalContext(config))} />
      <PrivacyRightsGate />
    </>
  );
}
