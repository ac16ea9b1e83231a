import type { Language } from "#app/i18n/languages.ts";
import { requestsCopy } from "#app/pages/requests/copy/index.ts";
import { checklistWordsCopy, pointWords } from "#app/pages/review/checklist-words.ts";

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
 * A checkpoint's name in one language: the review desk's own checklist words
 * (app/pages/review/checklist-words.ts: a category page's authentication point, a brand's
 * authenticity marker, a shot's name), so that the desk and the certificate name a point alike.
 * Unknown ids keep the id.
 */
export async function pointLabelsIn(language: Language, points: string[]): Promise<Record<string, string>> {
  const words = await checklistWordsCopy.load(language);
  return Object.fromEntries(points.map((point) => [point, pointWords(words, point).label]));
}

/**
 * What the registry's lookup carries besides the record once a verdict signed its evidence
 * (server/certificates/registry.ts, issue 30 point 7): the evidence, the owner's choice, and the
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
