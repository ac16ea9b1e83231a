import { useSiteConfig } from "#app/lib/use-site-config.ts";
import type { Route } from "./+types/cookies";
import { cookiePolicy } from "./cookies-text.ts";
import { LegalDocumentView } from "./document.tsx";
import { legalContext, legalMeta } from "./legal-route.ts";

export const meta: Route.MetaFunction = (args) =>
  legalMeta(
    cookiePolicy,
    "/cookies",
    ["cookie policy", "cookies", "analytics cookies", "cookie retention", "consent"],
    args,
  );

export default function CookiesPage() {
  const config = useSiteConfig();
  return <LegalDocumentView document={cookiePolicy(legalContext(config))} />;
}
