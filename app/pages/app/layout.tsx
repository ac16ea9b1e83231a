import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Outlet } from "react-router";
import { AuthProvider } from "#app/lib/auth/auth-provider.tsx";
import { createQueryClient } from "#app/lib/auth/query-client.ts";
import { configFromMatches, defaultOgImage, seoMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/layout";
import { AppFrame } from "./app-frame.tsx";

/** Screens of the in-app area are private: never indexed. */
export function meta({ matches, location }: Route.MetaArgs) {
  const config = configFromMatches(matches);
  if (!config) return [];
  return seoMeta(
    {
      title: "Your account",
      description: "Sign in to see your vault, your authentications and your rewards.",
      keywords: [],
      canonical: location.pathname,
      ogImage: defaultOgImage,
      noIndex: true,
      structuredData: [],
    },
    config,
    location.pathname,
  );
}

/** The in-app area: query cache, sign-in state and the shell, loaded only by its own screens. */
export default function AppLayout() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AppFrame>
          <Outlet />
        </AppFrame>
      </AuthProvider>
    </QueryClientProvider>
  );
}
