import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { regions } from "./i18n/regions.ts";
import { publicPages } from "./lib/public-pages.ts";

/**
 * The route table, in the order of the specification (spec 000, section 2). Every public page
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
  route("settings/privacy", "routes/settings-privacy.tsx"),
  route("app", "routes/app/layout.tsx", [
    route("login", "routes/app/login.tsx"),
    route("profile", "routes/app/profile.tsx", [
      index("routes/app/profile-overview.tsx"),
      route(":screen", "routes/app/profile-screen.tsx"),
    ]),
    route("*", "routes/app/section.tsx"),
  ]),
  route("collectcard/explore/:id", "routes/collect-card-redirect.tsx"),
  route("sitemap.xml", "routes/files/sitemap.ts"),
  route("robots.txt", "routes/files/robots.ts"),
  route("manifest.webmanifest", "routes/files/manifest.ts"),
  route("newsletter", "routes/forms/newsletter.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
