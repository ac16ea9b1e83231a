/**
 * A short label for a session's browser, read from its User-Agent header: "Chrome on Linux",
 * "Safari on iPhone". Only the label is stored, never the header (it says more about the visitor
 * than the sessions screen needs). Brands that copy another's token are tested first (Edge and
 * Opera say "Chrome", Chrome says "Safari"); an unknown part becomes "" and the label says only
 * what is known, or nothing at all.
 */
const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
  [/\b(?:iPhone|iPad).*AppleWebKit\//, "Safari"],
  [/\bcurl\//, "curl"],
];

const systems: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const first = (table: [RegExp, string][], header: string) =>
  table.find(([pattern]) => pattern.test(header))?.[1] ?? "";

export function browserLabel(userAgent: string | undefined): string {
  const header = (userAgent ?? "").slice(0, 512);
  const browser = first(browsers, header);
  const system = first(systems, header);
  if (browser && system) return `${browser} on ${system}`;
  return browser || system;
}
