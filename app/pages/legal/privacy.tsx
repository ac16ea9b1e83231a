import { PrivacyRightsGate } from "#app/components/privacy/privacy-rights-gate.tsx";
import { useSiteConfig } from "#app/lib/use-site-config.ts";
import type { Route } from "./+types/privacy";
import { LegalDocumentView } from "./document.tsx";
import { legalContext, legalMeta } from "./legal-route.ts";
import { privacyPolicy } from "./privacy-text.ts";

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
