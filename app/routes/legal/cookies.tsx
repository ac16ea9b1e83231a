import { LegalDocumentView } from "#app/components/sections/legal-document.tsx";
import { cookiePolicy } from "#app/content/legal/cookies.ts";
import { useSiteConfig } from "#app/lib/use-site-config.ts";
import type { Route } from "./+types/cookies";
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
