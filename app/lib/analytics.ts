import { readConsent } from "./consent.ts";

/**
 * Analytics: a web analytics script (GA4) and a social ad pixel (Meta),
 * loaded only after consent and only when their identifiers are configured. Every tracking call
 * does nothing unless analytics were started and the stored consent is true.
 */
export interface AnalyticsIds {
  gaMeasurementId: string | null;
  metaPixelId: string | null;
}

type Gtag = (...args: unknown[]) => void;
/**
 * The ad pixel's function as its base code defines it: until the pixel's script loads, calls wait
 * in `queue`; the script then sets `callMethod`, replays the queue and handles every later call
 * itself. `push` is the function itself (the script may push through it), `loaded` and `version`
 * tell the script a base code is present.
 */
type Fbq = ((...args: unknown[]) => void) & {
  queue: unknown[];
  callMethod?: (...args: unknown[]) => void;
  push: (...args: unknown[]) => void;
  loaded: boolean;
  version: string;
};

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    fbq?: Fbq | ((...args: unknown[]) => void);
    _fbq?: Fbq | ((...args: unknown[]) => void);
  }
}

export const analyticsHosts = {
  gaScript: "https://www.googletagmanager.com",
  gaCollect: ["https://www.google-analytics.com", "https://region1.google-analytics.com"],
  pixelScript: "https://connect.facebook.net",
  pixelCollect: "https://www.facebook.com",
} as const;

/** Analytics cookies kept 30 days, in seconds for the analytics set-up. */
const cookieExpiresSeconds = 30 * 24 * 60 * 60;

let started = false;

export function isAnalyticsActive(): boolean {
  return started && readConsent() === true;
}

function addScript(src: string): void {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** Starts analytics once, if consent is stored as true; returns whether they run. */
export function startAnalytics(ids: AnalyticsIds): boolean {
  if (started) return true;
  if (typeof window === "undefined" || readConsent() !== true) return false;
  started = true;
  if (ids.gaMeasurementId) {
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtag() {
      // gtag.js reads the arguments object itself, not an array.
      // biome-ignore lint/complexity/noArguments: the analytics queue protocol requires it
      window.dataLayer?.push(arguments);
    };
    window.gtag("js", new Date());
    window.gtag("config", ids.gaMeasurementId, {
      anonymize_ip: true,
      allow_google_signals: false,
      allow_ad_personalization_signals: false,
      cookie_expires: cookieExpiresSeconds,
      debug_mode: false,
      send_page_view: false,
    });
    addScript(`${analyticsHosts.gaScript}/gtag/js?id=${encodeURIComponent(ids.gaMeasurementId)}`);
  }
  if (ids.metaPixelId) {
    window.fbq = window.fbq ?? pixelStub();
    window._fbq = window._fbq ?? window.fbq;
    window.fbq("init", ids.metaPixelId);
    addScript(`${analyticsHosts.pixelScript}/en_US/fbevents.js`);
  }
  return true;
}

/** The pixel's stand-in until its script loads: queues calls, then hands them to `callMethod`. */
export function pixelStub(): Fbq {
  const call = (...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  };
  const fbq: Fbq = Object.assign(call, { queue: [] as unknown[], loaded: true, version: "2.0", push: call });
  return fbq;
}

function send(event: string, params: Record<string, unknown>): void {
  if (!isAnalyticsActive()) return;
  window.gtag?.("event", event, params);
}

export function trackPageView(path: string, title: string): void {
  if (!isAnalyticsActive()) return;
  window.gtag?.("event", "page_view", { page_path: path, page_title: title });
  window.fbq?.("track", "PageView");
}

export function trackEngagement(action: string, params: Record<string, unknown> = {}): void {
  send("engagement", { action, ...params });
}

export function trackAuthEvent(action: string, params: Record<string, unknown> = {}): void {
  send("auth_event", { action, ...params });
}

export function trackItemAuthentication(brand: string, category: string, value: number): void {
  send("item_authentication", { brand, category, value });
}

export function trackInsuranceQuote(value: number, category: string): void {
  send("insurance_quote", { value, category });
}

/** A conversion, also sent to the pixel as a purchase; currency defaults to USD. */
export function trackConversion(label: string, value: number, currency = "USD"): void {
  if (!isAnalyticsActive()) return;
  send("conversion", { label, value, currency });
  window.fbq?.("track", "Purchase", { value, currency });
}

/** For tests: forget that analytics were started. */
export function resetAnalyticsForTests(): void {
  started = false;
}
