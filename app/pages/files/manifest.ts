import { siteConfig } from "#app/lib/env.server.ts";

/** The web app manifest. */
export function loader() {
  const { brand } = siteConfig();
  const manifest = {
    name: `${brand}: authentication for luxury goods and collectibles`,
    short_name: brand,
    description: "AI-powered authentication for luxury goods and collectibles, with optional expert review.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#faf8f4",
    theme_color: "#15130f",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
