import { useRouteLoaderData } from "react-router";
import type { SiteConfig } from "./site-config.ts";

/** The public site configuration, handed over by the root loader. */
export function useSiteConfig(): SiteConfig {
  const data = useRouteLoaderData<{ config: SiteConfig }>("root");
  if (!data) throw new Error("The site configuration is only available below the root route");
  return data.config;
}
