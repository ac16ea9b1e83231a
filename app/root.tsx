import { type ReactNode, useMemo } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  type MetaDescriptor,
  Outlet,
  Scripts,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useNavigate,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { NotFound } from "#app/components/blocks/not-found.tsx";
import {
  EnglishFallback,
  I18nProvider,
  type SwitchAddress,
  useI18n,
} from "#app/components/i18n-provider.tsx";
import faviconSvg from "../public/favicon.svg?raw";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { SiteChrome } from "./components/layout/site-chrome.tsx";
import { ErrorScreen, ErrorBoundary as RenderBoundary } from "./components/ui/error-screen.tsx";
import { directionOf } from "./i18n/languages.ts";
import { loadMessages } from "./i18n/messages.ts";
import { addressIn, languageOfPath } from "./i18n/regions.ts";
import { consentMarkerScript } from "./lib/consent.ts";
import { siteConfig } from "./lib/env.server.ts";
import { useNonce } from "./lib/nonce.tsx";
import { siteStructuredData } from "./lib/structured-data.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const config = siteConfig();
  return {
    language,
    // Every language's chrome words travel with the page that needs them, English included: the
    // client bundle carries none, and a visitor who switches language loads one more chunk.
    messages: await loadMessages(language),
    config,
    // The Organization and WebSite JSON-LD, made here so that its builder stays out of the
    // scripts every page loads; `<` escaped so that no text can close the script element.
    structuredData: siteStructuredData(config).map((item) => ({
      key: String(item["@type"]),
      json: JSON.stringify(item).replace(/</g, "\\u003c"),
    })),
  };
}

/**
 * An answer the error boundary below gives may carry its meta, made on the server (the 404 of an
 * address under no region: app/pages/not-found/region.tsx); every page has its own.
 */
export const meta: Route.MetaFunction = ({ error }) =>
  (error as { data?: { meta?: MetaDescriptor[] } } | undefined)?.data?.meta ?? [];

/** The root data depends only on the page's language. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname);
}

// Inline, so the browser asks for no icon before the page has painted (scripts/build/postbuild.ts);
// /favicon.svg and /favicon.ico are still served for whatever asks for them.
const iconHref = `data:image/svg+xml,${encodeURIComponent(faviconSvg.trim())}`;

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: iconHref, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/**
 * On a public page (under the optional region segment) a language is an address: switching goes
 * to the same page under that language's prefix, and the router fetches its data (prerendered
 * `.data`), finished words included. Elsewhere (the in-app area) there is no such address.
 */
function useSwitchAddress(): SwitchAddress | undefined {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const publicPage = useMatches().some((match) => match.id === "region");
  return useMemo(
    () =>
      publicPage
        ? (language, { replace }) =>
            void navigate({ pathname: addressIn(pathname, language), search, hash }, { replace })
        : undefined,
    [navigate, publicPage, pathname, search, hash],
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const { pathname } = useLocation();
  const switchAddress = useSwitchAddress();
  const language = data?.language ?? languageOfPath(pathname);
  const content = (
    <html lang={language} dir={directionOf(language)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#15130f" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: consentMarkerScript }} />
        <Meta />
        <Links />
        {data?.structuredData.map(({ key, json }) => (
          <script key={key} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
        ))}
      </head>
      <body>
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
  return data ? (
    <I18nProvider
      language={data.language}
      messages={data.messages}
      brand={data.config.brand}
      switchAddress={switchAddress}
    >
      {content}
    </I18nProvider>
  ) : (
    <EnglishFallback>{content}</EnglishFallback>
  );
}

export default function App() {
  const { pathname } = useLocation();
  return (
    <SiteChrome>
      {/* A page that fails to render keeps the header and footer; Try Again renders it anew. */}
      <RenderBoundary key={pathname}>
        <Outlet />
      </RenderBoundary>
    </SiteChrome>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  const body = notFound ? <NotFound /> : <RouterError error={error} />;
  // Without the root data (the chrome needs its configuration) the screen stands alone.
  return data ? <SiteChrome>{body}</SiteChrome> : <main id="main">{body}</main>;
}

function RouterError({ error }: { error: unknown }) {
  const { m } = useI18n();
  const revalidator = useRevalidator();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <ErrorScreen title={m.errors.routerFallback} message={message} onRetry={() => revalidator.revalidate()} />
  );
}
