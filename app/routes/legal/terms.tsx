import { LegalDocumentView } from "#app/components/sections/legal-document.tsx";
import { termsOfService } from "#app/content/legal/terms.ts";
import { useSiteConfig } from "#app/lib/use-site-config.ts";
import type { Route } from "./+types/terms";
import { legalContext, legalMeta } from "./legal-route.ts";

export const meta: Route.MetaFunction = (args) =>
  legalMeta(
    termsOfService,
    "/terms",
    ["terms of service", "terms and conditions", "authentication terms", "credits", "subscriptions"],
    args,
  );

export default function TermsPage() {
  const config = useSiteConfig();
  return <LegalDocumentView document={termsOfService(legalContext(config))} />;
}
