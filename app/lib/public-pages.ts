import { localizePath, regions } from "#app/i18n/regions.ts";

/**
 * The public pages built so far, in the order of the specification's route table
 * (spec 000, section 2). Each is prerendered, listed in the sitemap and served under every
 * region prefix. A page joins this list when it is built: there are no placeholders.
 */
export const publicPages = [
  { id: "privacy", path: "/privacy", file: "routes/legal/privacy.tsx" },
  { id: "terms", path: "/terms", file: "routes/legal/terms.tsx" },
  { id: "cookies", path: "/cookies", file: "routes/legal/cookies.tsx" },
] as const;

/** Every address of every public page, for prerendering and the sitemap. */
export function allPageAddresses(): string[] {
  return publicPages.flatMap((page) => [
    page.path,
    ...regions.map((region) => localizePath(page.path, region.prefix)),
  ]);
}

/** Machine-facing files generated at build time. */
export const generatedFiles = ["/sitemap.xml", "/robots.txt", "/manifest.webmanifest"] as const;

export function prerenderPaths(): string[] {
  return [...allPageAddresses(), ...generatedFiles];
}
