/**
 * The logic of the request screens, kept apart from the screens so that it is tested on its own:
 * which path a step lives at, what a typed price means, which photo holds a slot, what a photo's
 * checks ask of its owner, where a request stands in its timeline. No words here: the screens put
 * the copy on the keys this module returns.
 */
import { documentSlot, type ShotRecord } from "#app/data/shots.ts";
import { monthNames } from "#app/i18n/dates.ts";
import type { Language } from "#app/i18n/languages.ts";

/** The two ways into the same steps: asking for an authentication, or keeping an item in the vault. */
export type FlowMode = "authenticate" | "upload";

export const flowPaths = {
  authenticate: {
    start: "/app/authenticate",
    itemType: "/app/authenticate/item-type",
    pictures: "/app/authenticate/pictures",
    complete: "/app/authenticate/complete",
  },
  upload: {
    start: "/app/upload",
    itemType: "/app/upload/item-type",
    pictures: "/app/upload/pictures",
    complete: "/app/authenticate/complete",
  },
} as const satisfies Record<FlowMode, Record<string, string>>;

export function modeOf(pathname: string): FlowMode {
  return pathname.startsWith("/app/upload") ? "upload" : "authenticate";
}

/** `/app/authenticate/pictures?item=<id>`: the step of one item. */
export function stepHref(path: string, itemId: string): string {
  return `${path}?item=${encodeURIComponent(itemId)}`;
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An item's id (a uuid), as opposed to a certificate id (CC-XXXX-XXXX-XXXX) under /app/item/. */
export function isItemId(value: string | null | undefined): value is string {
  return typeof value === "string" && uuidShape.test(value);
}

/** The currencies a price paid may be given in (ISO 4217), the first being the default. */
export const priceCurrencies = ["USD", "EUR", "GBP", "CHF", "AED", "JPY"] as const;
export type PriceCurrency = (typeof priceCurrencies)[number];

/** Minor units per currency: the yen has none. */
const minorDigits: Record<PriceCurrency, number> = { USD: 2, EUR: 2, GBP: 2, CHF: 2, AED: 2, JPY: 0 };

/**
 * A typed price: "1,250.50", "1 250,50", "١٢٥٠" -> "1250.50" (as the server's `amount`), "" for
 * nothing typed, or null when it cannot be read as a positive amount in the currency.
 */
export function readPrice(input: string, currency: PriceCurrency): string | null | "" {
  const western = input.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  const text = western
    .replace(/[\s\u00a0\u202f'’]/g, "")
    .replace(/\u066b/g, ".")
    .replace(/\u066c/g, ",");
  if (text === "") return "";
  if (!/^\d[\d.,]*$/.test(text)) return null;
  // The last separator followed by one or two digits is the decimal mark; the others group thousands.
  const decimal = /[.,](\d{1,2})$/.exec(text);
  const whole = (decimal ? text.slice(0, decimal.index) : text).replace(/[.,]/g, "");
  const fraction = decimal?.[1] ?? "";
  if (fraction && minorDigits[currency] === 0) return null;
  if (whole.length > 12) return null;
  const digits = minorDigits[currency];
  const amount = digits === 0 ? String(Number(whole)) : `${Number(whole)}.${fraction.padEnd(digits, "0")}`;
  return Number(amount) > 0 ? amount : null;
}

/** A fresh key for one submit attempt: a double click or a retry of the same attempt sends it again. */
export function newAttemptKey(): string {
  return crypto.randomUUID();
}

/** The photo fields the screens read (decision 020's `Photo`). */
export interface PhotoLike {
  id: string;
  slot: string;
  status: string;
  rejection?: string | null;
  checks?: Partial<Record<CheckName, { ok: boolean; flag?: string | null; value?: unknown }>> | null;
}

export const checkNames = ["resolution", "sharpness", "exposure", "duplicate"] as const;
export type CheckName = (typeof checkNames)[number];

/** What a failed check asks of the owner, as a key of the copy's `checks.flags`. */
export type PhotoIssue = "lowResolution" | "blurred" | "tooDark" | "tooBright" | "duplicate";

export function photoIssues(photo: PhotoLike): PhotoIssue[] {
  if (photo.status !== "ready" || !photo.checks) return [];
  const issues: PhotoIssue[] = [];
  const { resolution, sharpness, exposure, duplicate } = photo.checks;
  if (resolution && !resolution.ok) issues.push("lowResolution");
  if (sharpness && !sharpness.ok) issues.push("blurred");
  if (exposure && !exposure.ok)
    issues.push(/dark|under|shadow|low/i.test(exposure.flag ?? "") ? "tooDark" : "tooBright");
  if (duplicate && !duplicate.ok) issues.push("duplicate");
  return issues;
}

/** Photos still on their way: uploaded or being processed. The screens poll while any is. */
export function isPending(photo: PhotoLike): boolean {
  return photo.status === "uploading" || photo.status === "uploaded" || photo.status === "processing";
}

/** The photo that holds each shot slot now: the last one listed for the slot (a retake replaces). */
export function photoBySlot<P extends PhotoLike>(photos: readonly P[]): Map<string, P> {
  const bySlot = new Map<string, P>();
  for (const photo of photos) if (photo.slot !== documentSlot) bySlot.set(photo.slot, photo);
  return bySlot;
}

/** How far the shot list is: required shots with a ready photo, and the required slots still missing. */
export function shotProgress(shots: readonly ShotRecord[], photos: readonly PhotoLike[]) {
  const bySlot = photoBySlot(photos);
  const required = shots.filter((shot) => shot.required);
  const missing = required.filter((shot) => bySlot.get(shot.slot)?.status !== "ready").map((s) => s.slot);
  return { required: required.length, ready: required.length - missing.length, missing };
}

/** The states of a request, in the order its timeline shows them. */
export const timelineStates = [
  "draft",
  "submitted",
  "checks",
  "in_review",
  "more_photos",
  "verdict",
  "certificate_issued",
] as const;
export type RequestState = (typeof timelineStates)[number] | "cancelled";

export interface TimelineEntry {
  state: RequestState;
  /** done: reached and left (or the last state); current: where the request stands; next: not yet. */
  status: "done" | "current" | "next";
  /** When the request entered it, from its events (ISO), or null. */
  at: string | null;
}

/**
 * The timeline of one request from its state and events: every state reached, in order, with when;
 * then the states still ahead. "More photos needed" shows only when it happened (it is a detour).
 */
export function timelineOf(request: { state: string; events?: readonly { state: string; at: string }[] }) {
  const reachedAt = new Map<string, string>();
  for (const event of request.events ?? []) reachedAt.set(event.state, event.at);
  const state = request.state as RequestState;
  if (state === "cancelled") {
    const reached = timelineStates.filter((s) => reachedAt.has(s));
    return [
      ...reached.map((s): TimelineEntry => ({ state: s, status: "done", at: reachedAt.get(s) ?? null })),
      { state: "cancelled", status: "current", at: reachedAt.get("cancelled") ?? null } as TimelineEntry,
    ];
  }
  // A detour for more photos shows where it happened: after it, the request is back in review.
  const detour = reachedAt.has("more_photos") || state === "more_photos";
  const order: RequestState[] = !detour
    ? timelineStates.filter((s) => s !== "more_photos")
    : state === "more_photos"
      ? [...timelineStates]
      : ["draft", "submitted", "checks", "more_photos", "in_review", "verdict", "certificate_issued"];
  const index = order.indexOf(state);
  return order.map((s, i): TimelineEntry => {
    const status =
      i < index || (i === index && s === "certificate_issued") ? "done" : i === index ? "current" : "next";
    return { state: s, status, at: status === "next" ? null : (reachedAt.get(s) ?? null) };
  });
}

/** The brands of a list that match what was typed: names starting with it first, then containing it. */
export function matchingBrands(brands: readonly string[], typed: string, limit = 8): string[] {
  const fold = (text: string) =>
    text
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  const wanted = fold(typed);
  if (!wanted) return brands.slice(0, limit);
  const starts: string[] = [];
  const contains: string[] = [];
  for (const brand of brands) {
    const name = fold(brand);
    if (name.startsWith(wanted) || name.split(" ").some((word) => word.startsWith(wanted)))
      starts.push(brand);
    else if (name.includes(wanted)) contains.push(brand);
  }
  return [...starts, ...contains].slice(0, limit);
}

/** A moment in the visitor's own time: "28 November 2026, 14:05" (the month in the language). */
export function momentIn(language: Language, iso: string, withTime = true): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = `${date.getDate()} ${monthNames[language][date.getMonth()]} ${date.getFullYear()}`;
  if (!withTime) return day;
  const time = `${String(date.getHours()).padStart(2, "0")}:${String(date.getMinutes()).padStart(2, "0")}`;
  return `${day}${language === "ar" ? "، " : ", "}${time}`;
}

/** The largest photo the server takes, in megabytes (decision 020), as the refusal words say it. */
export const maxPhotoMegabytes = 30;

/** The smallest derivative of a processed photo (its thumbnail), WebP, or null. */
export function thumbnailOf(urls: Record<string, { avif?: string; webp?: string }> | null | undefined) {
  if (!urls) return null;
  const widths = Object.keys(urls)
    .map(Number)
    .filter((w) => Number.isFinite(w))
    .sort((a, b) => a - b);
  for (const width of widths) {
    const url = urls[String(width)]?.webp ?? urls[String(width)]?.avif;
    if (url) return { width, url };
  }
  return null;
}
