import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { regions } from "./i18n/regions.ts";
import { publicPages } from "./lib/public-pages.ts";

/**
 * The route table, in the order of the specification. Every public page
 * is also served under each region prefix (`/fr/privacy`), as its own route id.
 */
const pages = publicPages.flatMap((page) => [
  page.path === "/"
    ? index(page.file, { id: page.id })
    : route(page.path.slice(1), page.file, { id: page.id }),
  ...regions.map((region) =>
    route(page.path === "/" ? region.prefix : `${region.prefix}${page.path}`, page.file, {
      id: `${region.prefix}/${page.id}`,
    }),
  ),
]);

export default [
  ...pages,
  route("settings/privacy", "pages/app/settings-privacy.tsx"),
  route("app", "pages/app/layout.tsx", [
    route("login", "pages/app/login.tsx"),
    route("forgot-password", "pages/app/forgot-password.tsx"),
    route("reset-password", "pages/app/reset-password.tsx"),
    route("verify-email", "pages/app/verify-email.tsx"),
    route("profile", "pages/app/profile.tsx", [
      index("pages/app/profile-overview.tsx"),
      route(":screen", "pages/app/profile-screen.tsx"),
    ]),
    route("*", "pages/app/section.tsx"),
  ]),
  route("collectcard/explore/:id", "pages/collect-card-redirect/route.tsx"),
  route("sitemap.xml", "pages/files/sitemap.ts"),
  route("robots.txt", "pages/files/robots.ts"),
  route("manifest.webmanifest", "pages/files/manifest.ts"),
  route("newsletter", "pages/newsletter/route.tsx"),
  route("*", "pages/not-found/route.tsx"),
] satisfies RouteConfig;
