import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Outlet } from "react-router";
import { useBrowserLanguage } from "#app/components/browser-language.ts";
import { usePageCopy } from "#app/components/i18n-provider.tsx";
import { loadCopy } from "#app/i18n/copy.ts";
import { AuthProvider } from "#app/lib/auth/auth-provider.tsx";
import { createQueryClient } from "#app/lib/auth/query-client.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/layout";
import { AppFrame } from "./app-frame.tsx";
import { AppCopyContext, appCopy } from "./copy/index.ts";
import { useTranslatedTitle } from "./translated-title.ts";

/**
 * The in-app area has no region prefix. Its HTML is rendered in English, for every visitor, and
 * the browser then shows the stored language choice or, with none stored, the first of the
 * browser's languages the site speaks. The server does not pick a language from Accept-Language:
 * the document's language, direction and chrome are decided by the root from the address alone,
 * the same for every visitor (so one HTML per address, no `Vary: Accept-Language` and no second
 * source of truth that hydration would have to agree with); the stored choice, which wins over
 * the header, is only known in the browser anyway.
 */
export const loader = ({ request }: Route.LoaderArgs) => loadCopy(appCopy, request);

/** Screens of the in-app area are private: never indexed. */
export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    args.loaderData && {
      title: args.loaderData.copy.meta.title,
      description: args.loaderData.copy.meta.description,
      keywords: [],
      canonical: args.location.pathname,
      noIndex: true,
    },
  );

/** The in-app area: query cache, sign-in state and the shell, loaded only by its own screens. */
export default function AppLayout({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(createQueryClient);
  const copy = usePageCopy(appCopy, loaderData);
  useBrowserLanguage();
  useTranslatedTitle(loaderData.copy.meta.title, copy.meta.title);
  return (
    <AppCopyContext value={copy}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <AppFrame>
            <Outlet />
          </AppFrame>
        </AuthProvider>
      </QueryClientProvider>
    </AppCopyContext>
  );
}
