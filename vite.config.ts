import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // No preload helper for dynamic imports: React Router preloads each route's modules from its
  // manifest, and what the pages import on demand (the carousel library, a language's words) has
  // no dependencies of its own to preload. The helper cost every page 0.8 KB of script.
  build: { assetsInlineLimit: 0, modulePreload: false },
});
