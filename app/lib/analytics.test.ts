// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type pixelStub,
  resetAnalyticsForTests,
  startAnalytics,
  trackAuthEvent,
  trackConversion,
  trackEngagement,
  trackPageView,
} from "./analytics.ts";
import { consentStorageKey } from "./consent.ts";

const ids = { gaMeasurementId: "G-TEST", metaPixelId: "42" };

beforeEach(() => {
  localStorage.clear();
  resetAnalyticsForTests();
  document.head.innerHTML = "";
  window.gtag = undefined;
  window.fbq = undefined;
  window._fbq = undefined;
});
afterEach(() => vi.restoreAllMocks());

describe("analytics", () => {
  it("does not start, nor load a script, without stored consent", () => {
    expect(startAnalytics(ids)).toBe(false);
    expect(document.head.querySelectorAll("script")).toHaveLength(0);
    localStorage.setItem(consentStorageKey, "false");
    expect(startAnalytics(ids)).toBe(false);
    expect(document.head.querySelectorAll("script")).toHaveLength(0);
  });

  it("loads the analytics and pixel scripts once consent is true", () => {
    localStorage.setItem(consentStorageKey, "true");
    expect(startAnalytics(ids)).toBe(true);
    const sources = [...document.head.querySelectorAll("script")].map((s) => s.getAttribute("src"));
    expect(sources).toEqual([
      "https://www.googletagmanager.com/gtag/js?id=G-TEST",
      "https://connect.facebook.net/en_US/fbevents.js",
    ]);
  });

  it("loads only what is configured", () => {
    localStorage.setItem(consentStorageKey, "true");
    startAnalytics({ gaMeasurementId: null, metaPixelId: null });
    expect(document.head.querySelectorAll("script")).toHaveLength(0);
  });

  it("tracking calls do nothing unless started and consented", () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    trackPageView("/terms", "Terms");
    trackEngagement("scroll");
    expect(gtag).not.toHaveBeenCalled();

    localStorage.setItem(consentStorageKey, "true");
    startAnalytics({ gaMeasurementId: null, metaPixelId: null });
    window.gtag = gtag;
    trackEngagement("scroll");
    expect(gtag).toHaveBeenCalledWith("event", "engagement", { action: "scroll" });

    // Consent withdrawn later: calls stop at once.
    localStorage.setItem(consentStorageKey, "false");
    gtag.mockClear();
    trackEngagement("scroll");
    expect(gtag).not.toHaveBeenCalled();
  });

  it("sends a conversion in USD by default, also as a purchase to the pixel", () => {
    localStorage.setItem(consentStorageKey, "true");
    startAnalytics({ gaMeasurementId: null, metaPixelId: null });
    const gtag = vi.fn();
    const fbq = vi.fn();
    window.gtag = gtag;
    window.fbq = fbq;
    trackConversion("demo", 120);
    expect(gtag).toHaveBeenCalledWith("event", "conversion", { label: "demo", value: 120, currency: "USD" });
    expect(fbq).toHaveBeenCalledWith("track", "Purchase", { value: 120, currency: "USD" });
  });

  it("the pixel's stand-in queues calls until its script loads, then hands every call to it", () => {
    localStorage.setItem(consentStorageKey, "true");
    startAnalytics(ids);
    trackPageView("/a", "A");
    const fbq = window.fbq as ReturnType<typeof pixelStub>;
    expect(fbq.loaded).toBe(true);
    expect(fbq.version).toBe("2.0");
    expect(fbq.push).toBe(fbq);
    expect(window._fbq).toBe(fbq);
    expect(fbq.queue).toEqual([
      ["init", "42"],
      ["track", "PageView"],
    ]);
    // What the pixel's script does on load: take over `callMethod`, then replay the queue.
    const received: unknown[][] = [];
    fbq.callMethod = (...args: unknown[]) => received.push(args);
    for (const args of fbq.queue.splice(0)) fbq.callMethod(...(args as unknown[]));
    trackPageView("/b", "B");
    trackConversion("signup", 10);
    expect(received).toEqual([
      ["init", "42"],
      ["track", "PageView"],
      ["track", "PageView"],
      ["track", "Purchase", { value: 10, currency: "USD" }],
    ]);
    expect(fbq.queue).toEqual([]);
  });

  it("sends auth_event with its action, only with consent", () => {
    trackAuthEvent("login", { method: "email" });
    expect(window.gtag).toBeUndefined();
    localStorage.setItem(consentStorageKey, "true");
    startAnalytics(ids);
    trackAuthEvent("login", { method: "email" });
    const last = window.dataLayer?.at(-1) as IArguments;
    expect([...last]).toEqual(["event", "auth_event", { action: "login", method: "email" }]);
    localStorage.setItem(consentStorageKey, "false");
    const before = window.dataLayer?.length;
    trackAuthEvent("logout");
    expect(window.dataLayer?.length).toBe(before);
  });
});
