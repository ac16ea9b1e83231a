import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { publicPages } from "./lib/public-pages.ts";

/**
 * The route table, in the order of the specification. Every public page (and the certificate
 * pages rendered per request) sits under one optional region segment: `/privacy` and
 * `/fr/privacy` are the same route. React Router's optional segment takes any value, so the
 * segment's own module answers 404 for a value that is no region (decision 002).
 */
const publicRoutes = route(":region?", "pages/not-found/region.tsx", { id: "region" }, [
  ...publicPages.map((page) =>
    page.path === "/"
      ? index(page.file, { id: page.id })
      : route(page.path.slice(1), page.file, { id: page.id }),
  ),
  route("verify/check", "pages/verify/route.tsx", { id: "verify-check" }),
  route("verify/:id", "pages/verify/certificate.tsx", { id: "verify-certificate" }),
]);

export default [
  publicRoutes,
  route("verify/:id/qr.svg", "pages/verify/qr-svg.ts"),
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
    route("my-vault", "pages/vault/my-vault.tsx"),
    route("authenticate", "pages/requests/start.tsx", { id: "authenticate" }),
    route("authenticate/item-type", "pages/requests/item-type.tsx", { id: "authenticate-item-type" }),
    route("authenticate/pictures", "pages/requests/pictures.tsx", { id: "authenticate-pictures" }),
    route("authenticate/complete", "pages/requests/complete.tsx"),
    route("upload", "pages/requests/start.tsx", { id: "upload" }),
    route("upload/item-type", "pages/requests/item-type.tsx", { id: "upload-item-type" }),
    route("upload/pictures", "pages/requests/pictures.tsx", { id: "upload-pictures" }),
    route("item/:id", "pages/requests/item-route.tsx"),
    route("transfer/:id", "pages/vault/transfer.tsx"),
    route("buy-credits", "pages/credits/buy-credits.tsx"),
    route("buy-credits/success", "pages/credits/success.tsx"),
    route("loyalty", "pages/loyalty/overview.tsx"),
    route("loyalty/journey", "pages/loyalty/journey.tsx"),
    route("loyalty/earn-points", "pages/loyalty/earn-points.tsx"),
    route("loyalty/reward/:id", "pages/loyalty/reward.tsx"),
    route("review", "pages/review/queue.tsx"),
    route("review/metrics", "pages/review/metrics.tsx"),
    route("review/staff", "pages/review/staff.tsx"),
    route("review/:id", "pages/review/request.tsx"),
    route("*", "pages/app/section.tsx"),
  ]),
  route("collectcard/explore/:id", "pages/collect-card-redirect/route.tsx"),
  route("sitemap.xml", "pages/files/sitemap.ts"),
  route("robots.txt", "pages/files/robots.ts"),
  route("manifest.webmanifest", "pages/files/manifest.ts"),
  route("newsletter", "pages/newsletter/route.tsx"),
  route("*", "pages/not-found/route.tsx"),
] satisfies RouteConfig;
