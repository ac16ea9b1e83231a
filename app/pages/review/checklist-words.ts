/**
 * The review checklist's words in a language: each point id of app/data/review-checklists.ts
 * mapped to the words the site already publishes for it (a category page's authentication
 * point, a brand page's authenticity marker, or a shot's name). Loaded per language as one
 * page copy, on the screen of a request under review only.
 */
import type { ChecklistSource } from "#app/data/review-checklists.ts";
import type { PageCopy } from "#app/i18n/copy.ts";
import type { Language } from "#app/i18n/languages.ts";
import { brandWordsCopy, categoryWordsCopy } from "#app/pages/brands/copy/index.ts";
import { requestsCopy } from "#app/pages/requests/copy/index.ts";

export interface PointWords {
  label: string;
  detail: string;
}

export type ChecklistWords = Record<string, PointWords>;

/** A point's source, read back from its stable id (`<kind>:<page|slug|slot>:<index>`). */
export function sourceOfPoint(id: string): ChecklistSource | null {
  const [kind, key, index] = id.split(":");
  if (!key || index === undefined || !/^\d+$/.test(index)) return null;
  if (kind === "category") return { kind, page: key as never, index: Number(index) };
  if (kind === "brand") return { kind, slug: key as never, index: Number(index) };
  if (kind === "shot") return { kind, slot: key };
  return null;
}

async function load(language: Language): Promise<ChecklistWords> {
  const [categories, brands, requests] = await Promise.all([
    categoryWordsCopy.load(language),
    brandWordsCopy.load(language),
    requestsCopy.load(language),
  ]);
  const words: ChecklistWords = {};
  for (const [page, record] of Object.entries(categories) as [string, { authenticationPoints?: unknown }][])
    for (const [i, point] of (
      (record.authenticationPoints ?? []) as { title: string; detail: string }[]
    ).entries())
      words[`category:${page}:${i}`] = { label: point.title, detail: point.detail };
  for (const [slug, record] of Object.entries(brands) as [string, { authenticityMarkers?: unknown }][])
    for (const [i, marker] of ((record.authenticityMarkers ?? []) as string[]).entries())
      words[`brand:${slug}:${i}`] = { label: marker, detail: "" };
  for (const [slot, shot] of Object.entries(requests.shots) as [string, { name: string; how?: string }][])
    words[`shot:${slot}:0`] = { label: shot.name, detail: shot.how ?? "" };
  return words;
}

export const checklistWordsCopy: PageCopy<ChecklistWords> = {
  languages: requestsCopy.languages,
  load,
};

/** A point's words, or its id when no words are known (never invented). */
export const pointWords = (words: ChecklistWords, id: string): PointWords =>
  words[id] ?? { label: id, detail: "" };
