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

// Short ids: every route's id is in the manifest each page loads (the home page is at its
// JavaScript budget), and a child names its parent's id again.
export default [
  publicRoutes,
  route("verify/:id/qr.svg", "pages/verify/qr-svg.ts", { id: "verify-qr" }),
  route("settings/privacy", "pages/app/settings-privacy.tsx", { id: "settings-privacy" }),
  route("app", "pages/app/layout.tsx", { id: "app" }, [
    route("login", "pages/app/login.tsx", { id: "login" }),
    route("forgot-password", "pages/app/forgot-password.tsx", { id: "forgot-password" }),
    route("reset-password", "pages/app/reset-password.tsx", { id: "reset-password" }),
    route("verify-email", "pages/app/verify-email.tsx", { id: "verify-email" }),
    route("profile", "pages/app/profile.tsx", { id: "profile" }, [
      index("pages/app/profile-overview.tsx", { id: "profile-overview" }),
      route(":screen", "pages/app/profile-screen.tsx", { id: "profile-screen" }),
    ]),
    route("my-vault", "pages/vault/my-vault.tsx", { id: "my-vault" }),
    route("authenticate", "pages/requests/start.tsx", { id: "authenticate" }),
    route("authenticate/item-type", "pages/requests/item-type.tsx", { id: "authenticate-item-type" }),
    route("authenticate/pictures", "pages/requests/pictures.tsx", { id: "authenticate-pictures" }),
    route("authenticate/complete", "pages/requests/complete.tsx", { id: "authenticate-complete" }),
    route("upload", "pages/requests/start.tsx", { id: "upload" }),
    route("upload/item-type", "pages/requests/item-type.tsx", { id: "upload-item-type" }),
    route("upload/pictures", "pages/requests/pictures.tsx", { id: "upload-pictures" }),
    route("item/:id", "pages/requests/item-route.tsx", { id: "item" }),
    route("transfer/:id", "pages/vault/transfer.tsx", { id: "transfer" }),
    route("buy-credits", "pages/credits/buy-credits.tsx", { id: "buy-credits" }),
    route("buy-credits/success", "pages/credits/success.tsx", { id: "buy-credits-success" }),
    route("loyalty", "pages/loyalty/overview.tsx", { id: "loyalty" }),
    route("loyalty/journey", "pages/loyalty/journey.tsx", { id: "loyalty-journey" }),
    route("loyalty/earn-points", "pages/loyalty/earn-points.tsx", { id: "loyalty-earn" }),
    route("loyalty/reward/:id", "pages/loyalty/reward.tsx", { id: "loyalty-reward" }),
    route("review", "pages/review/queue.tsx", { id: "review" }),
    route("review/metrics", "pages/review/metrics.tsx", { id: "review-metrics" }),
    route("review/staff", "pages/review/staff.tsx", { id: "review-staff" }),
    route("review/:id", "pages/review/request.tsx", { id: "review-request" }),
    route("*", "pages/app/section.tsx", { id: "app-section" }),
  ]),
  route("collectcard/explore/:id", "pages/collect-card-redirect/route.tsx", { id: "collect-card-redirect" }),
  route("sitemap.xml", "pages/files/sitemap.ts", { id: "sitemap" }),
  route("robots.txt", "pages/files/robots.ts", { id: "robots" }),
  route("manifest.webmanifest", "pages/files/manifest.ts", { id: "web-manifest" }),
  route("newsletter", "pages/newsletter/route.tsx", { id: "newsletter" }),
  route("*", "pages/not-found/route.tsx", { id: "not-found" }),
] satisfies RouteConfig;
