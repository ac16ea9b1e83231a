import type { Language } from "#app/i18n/languages.ts";
import { brandWordsCopy, categoryWordsCopy } from "#app/pages/brands/copy/index.ts";
import { requestsCopy } from "#app/pages/requests/copy/index.ts";

/**
 * The verdict's evidence as the credential signs it (VC 2.0 `evidence`, issue 30, decision 021):
 * how the item was examined, by whom (roles and pseudonyms, never names), each checkpoint with its
 * result, note and marked rectangles (fractions 0..1 of the photo shown upright), and the photos'
 * digests. The public page shows it when the certificate carries it; the photos only when the
 * owner chose `findings_and_photos`.
 */
export type CheckpointResult = "pass" | "fail" | "unsure";
export interface Mark {
  slot: string;
  x: number;
  y: number;
  w: number;
  h: number;
}
export interface VerdictEvidence {
  method: string;
  outcome: string;
  confidence: number;
  grade: number;
  reviewers: { role: string; id: string }[];
  checkpoints: { point: string; result: CheckpointResult; note?: string | null; marks?: Mark[] }[];
  photos: { slot: string; digest: string }[];
  reviewedAt: string;
}
export type Publicity = "findings" | "findings_and_photos";

/** A photo the page may show: its derivative's address (never the original) and its size. */
export interface ShownPhoto {
  slot: string;
  url: string;
  width: number;
  height: number;
}

/** What the findings section draws: every word already in the page's language. */
export interface Findings {
  method: string;
  reviewers: { role: string; id: string }[];
  checkpoints: {
    point: string;
    label: string;
    result: CheckpointResult;
    note: string;
    marks: Mark[];
  }[];
  /** Empty unless the owner chose to show the photos. */
  photos: (ShownPhoto & { name: string })[];
}

/**
 * A checkpoint's words in one language, from the copy its id names (app/data/review-checklists.ts):
 * `category:<page>:<i>` a category page's authentication point (its title), `brand:<slug>:<i>` a
 * brand's authenticity marker, `shot:<slot>:0` a required shot's name. Unknown ids keep the id.
 */
export async function pointLabelsIn(language: Language, points: string[]): Promise<Record<string, string>> {
  const kinds = new Set(points.map((point) => point.split(":")[0]));
  const [categories, brands, requests] = await Promise.all([
    kinds.has("category") ? categoryWordsCopy.load(language) : null,
    kinds.has("brand") ? brandWordsCopy.load(language) : null,
    kinds.has("shot") ? requestsCopy.load(language) : null,
  ]);
  const labels: Record<string, string> = {};
  for (const point of points) {
    const [kind, key = "", at = "0"] = point.split(":");
    const index = Number(at);
    let label: string | undefined;
    if (kind === "category" && categories && Object.hasOwn(categories, key))
      label = categories[key as keyof typeof categories].authenticationPoints[index]?.title;
    else if (kind === "brand" && brands && Object.hasOwn(brands, key))
      label = brands[key as keyof typeof brands].authenticityMarkers[index];
    else if (kind === "shot" && requests && Object.hasOwn(requests.shots, key))
      label = requests.shots[key as keyof typeof requests.shots].name;
    labels[point] = label ?? point;
  }
  return labels;
}

/**
 * What the registry's lookup carries besides the record once a verdict signed its evidence
 * (server/certificates/service.ts, issue 30 point 7): the evidence, the owner's choice, and the
 * photos' derivatives when the owner shows them.
 */
export interface EvidenceFields {
  evidence?: VerdictEvidence | null;
  publicity?: Publicity | null;
  photos?: ShownPhoto[] | null;
}

/** Words the findings need from the verify page's copy. */
export interface FindingsWords {
  methods: Record<string, string>;
  roles: Record<string, string>;
}

/** The evidence made ready to draw: labels in the page's language, photos only when shown. */
export async function findingsIn(
  language: Language,
  words: FindingsWords,
  evidence: VerdictEvidence,
  photos: ShownPhoto[],
): Promise<Findings> {
  const [labels, requests] = await Promise.all([
    pointLabelsIn(
      language,
      evidence.checkpoints.map((c) => c.point),
    ),
    photos.length > 0 ? requestsCopy.load(language) : null,
  ]);
  const shotName = (slot: string) =>
    requests && Object.hasOwn(requests.shots, slot)
      ? requests.shots[slot as keyof typeof requests.shots].name
      : slot;
  return {
    method: words.methods[evidence.method] ?? words.methods.expert ?? evidence.method,
    reviewers: evidence.reviewers.map((r) => ({ role: words.roles[r.role] ?? r.role, id: r.id })),
    checkpoints: evidence.checkpoints.map((c) => ({
      point: c.point,
      label: labels[c.point] ?? c.point,
      result: c.result,
      note: c.note ?? "",
      marks: c.marks ?? [],
    })),
    photos: photos.map((photo) => ({ ...photo, name: shotName(photo.slot) })),
  };
}
