import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Outlet } from "react-router";
import { usePageCopy } from "#app/components/i18n-provider.tsx";
import { loadCopy } from "#app/i18n/copy.ts";
import { AuthProvider } from "#app/lib/auth/auth-provider.tsx";
import { createQueryClient } from "#app/lib/auth/query-client.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/layout";
import { AppFrame } from "./app-frame.tsx";
import { AppCopyContext, appCopy } from "./copy/index.ts";

/** The in-app area has no region prefix: its words start in English and follow the stored choice. */
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
