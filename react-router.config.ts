import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/public-pages.ts";

export default {
  ssr: true,
  // Every static page (and its region-prefixed copies) is written to
  // build/client at build time; parameterised and unknown paths render per request.
  prerender: { paths: prerenderPaths(), concurrency: 2 },
} satisfies Config;
