import { useSiteConfig } from "#app/lib/use-site-config.ts";
import type { Route } from "./+types/terms";
import { LegalDocumentView } from "./document.tsx";
import { legalContext, legalMeta } from "./legal-route.ts";
import { termsOfService } from "./terms-text.ts";

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
