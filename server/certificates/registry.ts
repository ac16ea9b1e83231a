import { createHash, randomBytes } from "node:crypto";
import { and, asc, desc, eq, isNull, sql, TransactionRollbackError } from "drizzle-orm";
import { certificateIdFrom, checkCertificateId } from "#app/lib/certificate-id.ts";
import type { CertificateRegistry, CertificateView } from "#app/lib/certificates.server.ts";
import {
  certificateIdempotencyKeys,
  certificateStatusLists,
  certificates,
  certificateTransfers,
} from "../db/certificates-schema.ts";
import type { Db } from "../db/client.ts";
import { type DocumentLoader, offlineLoader } from "./contexts.ts";
import {
  certificateCredential,
  statusListCredential,
  statusListLength,
  type VerdictEvidence,
  withStatusBit,
} from "./credential.ts";
import {
  type CertificateInput,
  certificateInput,
  type FieldProblem,
  problemOf,
  revocationInput,
} from "./input.ts";
import type { Issuer } from "./keys.ts";
import { addProof, checkProof, type ProofCheck } from "./proof.ts";
import type { CertificateWord } from "./words.ts";

/**
 * The certificate registry: issues and signs certificates, keeps the revocation list, answers
 * lookups (the public view of a certificate) and lists them. The owners' side (the vault and
 * transfers, server/certificates/vault.ts) stands on this module's exported interface: rows and
 * views by ID and `forget` (decision 027). The HTTP side is server/api/certificates.ts; the verify
 * pages read it through `CertificateRegistry.lookup`.
 */

/**
 * Why a request is refused: `invalid` (400, a field named), `not-found` (404), `conflict` (409),
 * `reused-key` (422, an Idempotency-Key with another body), `forbidden` (403).
 */
export type CertificateRefusal = "invalid" | "not-found" | "conflict" | "reused-key" | "forbidden";

export class CertificateError extends Error {
  readonly refusal: CertificateRefusal;
  readonly word: CertificateWord;
  readonly values: Record<string, string | number>;
  /** The field or header the refusal is about, when there is one. */
  readonly field: string | null;
  constructor(
    refusal: CertificateRefusal,
    word: CertificateWord,
    values: Record<string, string | number> = {},
    field: string | null = null,
  ) {
    super(word);
    this.name = "CertificateError";
    this.refusal = refusal;
    this.word = word;
    this.values = values;
    this.field = field;
  }
}

function invalid(problem: FieldProblem): CertificateError {
  return new CertificateError("invalid", problem.word, problem.values, problem.field);
}

export interface IssueResult {
  id: string;
  credential: Record<string, unknown>;
  /** False when an Idempotency-Key named a certificate issued before. */
  created: boolean;
}

export interface CertificateSummary {
  id: string;
  category: string;
  brand: string;
  model: string;
  result: string;
  date: string;
  sample: boolean;
  revokedAt: string | null;
  ownerEmail: string | null;
  createdAt: string;
}

export interface CertificateRegistryService extends CertificateRegistry {
  issuer: Issuer;
  /** Checks and signs a certificate; the same Idempotency-Key and body give the same certificate. */
  issue: (
    input: unknown,
    options?: {
      idempotencyKey?: string | null;
      sample?: boolean;
      id?: string;
      /** The verdict's evidence, signed in the credential (VC 2.0 `evidence`). */
      evidence?: VerdictEvidence | null;
    },
  ) => Promise<IssueResult>;
  /** Revokes and re-signs the status list; revoking again changes nothing (`changed: false`). */
  revoke: (id: string, input: unknown) => Promise<{ id: string; revokedAt: string; changed: boolean }>;
  /**
   * Calls `listener(id)` once a certificate's public page changed (revoked, or transferred to
   * another owner), before the call that changed it answers: the shared page cache forgets it.
   */
  onChanged: (listener: (id: string) => void) => void;
  list: (options?: { limit?: number }) => Promise<CertificateSummary[]>;
  /**
   * Gives the lookup the short-lived derivative URLs of a certificate's photos, shown on its public
   * page when the owner chose findings_and_photos (issue 30).
   */
  showPhotosWith: (
    source: (certificateId: string) => Promise<NonNullable<CertificateView["photos"]>>,
  ) => void;
  /** The signed credential as issued, or null. */
  credential: (id: string) => Promise<Record<string, unknown> | null>;
  /** The signed revocation list (signed on first use). */
  statusList: () => Promise<Record<string, unknown>>;
  /** The offline document loader of this issuer: contexts, DID document and keys. */
  documentLoader: DocumentLoader;
  /** The stored row of a certificate (an already checked, grouped ID), or null. */
  row: (id: string) => Promise<CertificateRow | null>;
  /** The public view of a stored row (its transfers, signature check, photos). */
  view: (row: CertificateRow) => Promise<CertificateView>;
  /** Forgets what this process remembers of the certificate's page (after its owner changed). */
  forget: (id: string) => void;
  /** Seeds the samples when missing (embedded defaults); one with `revoked` is revoked at once. */
  seedSamples: (samples: { id: string; input: unknown; revoked?: string }[]) => Promise<number>;
}

/** A stable text of a JSON value (keys sorted), so that the same body hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(value) ?? "null";
}

/** The grouped ID of what was typed, or the refusal saying why it is not one. */
export function certificateIdOrRefusal(input: string): string {
  const check = checkCertificateId(input);
  if (!check.ok)
    throw new CertificateError("invalid", check.reason === "check" ? "idMistyped" : "idFormat", {}, "id");
  return check.id;
}

/**
 * A small memory of recent answers, oldest dropped first beyond `size`; entries older than
 * `ttlMs` are read again. Keeps the public lookups off the database when a page is popular.
 */
function recent<T>(size: number, ttlMs: number) {
  const entries = new Map<string, { value: T; until: number }>();
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until < Date.now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: string, value: T) {
      entries.delete(key);
      entries.set(key, { value, until: Date.now() + ttlMs });
      if (entries.size > size) entries.delete(entries.keys().next().value as string);
    },
    delete: (key: string) => entries.delete(key),
  };
}

/**
 * How long another process may show a certificate as it was (its revocation or a new transfer):
 * the process that made the change forgets its copy at once.
 */
export const viewCacheMs = 5_000;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A stored certificate, as the registry hands it to the vault. */
export type CertificateRow = typeof certificates.$inferSelect;

/** The certified item as the public page and the vault show it. */
export function itemOf(row: CertificateRow) {
  return {
    category: row.category,
    brand: row.brand,
    model: row.model,
    colour: row.colour,
    reference: row.reference,
  };
}

export function createCertificateRegistry(options: {
  db: Db;
  issuer: Issuer;
  origin: string;
}): CertificateRegistryService {
  const { db, issuer, origin } = options;
  const documents = new Map<string, unknown>([[issuer.did, issuer.didDocument()]]);
  for (const method of (issuer.didDocument().assertionMethod as string[]) ?? [])
    documents.set(method, issuer.methodDocument(method));
  const documentLoader = offlineLoader({ origins: [origin], documents });
  /** Public views, for a few seconds; credentials, for as long as they stay in memory (they never change). */
  const views = recent<CertificateView>(5_000, viewCacheMs);
  const changeListeners: ((id: string) => void)[] = [];
  /** Forgets what this process remembers of the certificate's page: its view, and (listeners) its pages. */
  const changed = (id: string) => {
    views.delete(id);
    for (const listener of changeListeners) listener(id);
  };
  const credentials = recent<Record<string, unknown>>(5_000, Number.POSITIVE_INFINITY);
  /** Signature checks per certificate: a credential never changes once issued. */
  const proofChecks = new Map<string, Promise<ProofCheck>>();

  const checkOf = (id: string, credential: Record<string, unknown>) => {
    let check = proofChecks.get(id);
    if (!check) {
      check = checkProof(credential, issuer.publicKeyOf, documentLoader);
      proofChecks.set(id, check);
    }
    return check;
  };

  async function ensureStatusList(): Promise<void> {
    await db
      .insert(certificateStatusLists)
      .values({ id: 1, bits: Buffer.alloc(statusListLength / 8), nextIndex: 0 })
      .onConflictDoNothing();
  }

  async function signStatusList(bits: Uint8Array): Promise<Record<string, unknown>> {
    return addProof(
      statusListCredential({ origin, issuer: issuer.did, bits, validFrom: new Date() }),
      { privateKey: issuer.current.privateKey, verificationMethod: issuer.current.verificationMethod },
      documentLoader,
    );
  }

  async function reserveIndex(): Promise<number> {
    await ensureStatusList();
    const rows = await db
      .update(certificateStatusLists)
      .set({ nextIndex: sql`${certificateStatusLists.nextIndex} + 1` })
      .where(
        and(eq(certificateStatusLists.id, 1), sql`${certificateStatusLists.nextIndex} < ${statusListLength}`),
      )
      .returning({ next: certificateStatusLists.nextIndex });
    const next = rows[0]?.next;
    if (next === undefined) throw new Error("The revocation status list is full.");
    return next - 1;
  }

  async function findByKey(key: string) {
    const rows = await db
      .select({
        bodyHash: certificateIdempotencyKeys.bodyHash,
        id: certificateIdempotencyKeys.certificateId,
        credential: certificates.credential,
      })
      .from(certificateIdempotencyKeys)
      .innerJoin(certificates, eq(certificates.id, certificateIdempotencyKeys.certificateId))
      .where(eq(certificateIdempotencyKeys.key, key));
    return rows[0] ?? null;
  }

  async function issue(
    raw: unknown,
    opts: {
      idempotencyKey?: string | null;
      sample?: boolean;
      id?: string;
      evidence?: VerdictEvidence | null;
    } = {},
  ): Promise<IssueResult> {
    const parsed = certificateInput.safeParse(raw);
    if (!parsed.success) throw invalid(problemOf(parsed.error, raw));
    const input: CertificateInput = parsed.data;
    const key = opts.idempotencyKey ?? null;
    // With evidence, the key stands for the input and the evidence together.
    const hashed = opts.evidence ? { input, evidence: opts.evidence } : input;
    const bodyHash = createHash("sha256").update(stableJson(hashed)).digest("hex");
    if (key !== null) {
      const found = await findByKey(key);
      if (found) {
        if (found.bodyHash !== bodyHash)
          throw new CertificateError("reused-key", "idempotencyKeyReused", {}, "Idempotency-Key");
        return { id: found.id, credential: found.credential, created: false };
      }
    }
    const statusIndex = await reserveIndex();
    for (let attempt = 0; attempt < 5; attempt++) {
      const id = opts.id ?? certificateIdFrom(randomBytes(11));
      const unsigned = certificateCredential({
        origin,
        issuer: issuer.did,
        id,
        input,
        statusIndex,
        sample: opts.sample ?? false,
        validFrom: new Date(),
        evidence: opts.evidence ?? null,
      });
      const credential = await addProof(unsigned, issuer.current, documentLoader);
      const inserted = await db
        .transaction(async (tx) => {
          const rows = await tx
            .insert(certificates)
            .values({
              id,
              category: input.item.category,
              brand: input.item.brand,
              model: input.item.model,
              colour: input.item.colour,
              reference: input.item.reference,
              result: input.result,
              confidence: input.confidence,
              conditionGrade: input.conditionGrade,
              marketValue: input.marketValue,
              reviewedBy: input.reviewedBy,
              authenticatedOn: input.date,
              credential,
              statusIndex,
              sample: opts.sample ?? false,
              ownerEmail: input.ownerEmail,
            })
            .onConflictDoNothing()
            .returning({ id: certificates.id });
          if (rows.length === 0) return false;
          if (key !== null) {
            const keyRows = await tx
              .insert(certificateIdempotencyKeys)
              .values({ key, bodyHash, certificateId: id })
              .onConflictDoNothing()
              .returning({ key: certificateIdempotencyKeys.key });
            // Another request with this key won the race: undo ours and answer with theirs.
            if (keyRows.length === 0) tx.rollback();
          }
          return true;
        })
        .catch(async (error: unknown) => {
          if (key !== null && error instanceof TransactionRollbackError) return "raced" as const;
          throw error;
        });
      if (inserted === "raced") return issue(raw, opts);
      if (inserted) return { id, credential, created: true };
      if (opts.id) return { id, credential: (await credentialOf(id)) ?? credential, created: false };
    }
    throw new Error("Could not draw a free certificate ID.");
  }

  async function credentialOf(id: string) {
    const known = credentials.get(id);
    if (known) return known;
    const rows = await db
      .select({ credential: certificates.credential })
      .from(certificates)
      .where(eq(certificates.id, id));
    const credential = rows[0]?.credential ?? null;
    if (credential) credentials.set(id, credential);
    return credential;
  }

  async function revoke(rawId: string, raw: unknown) {
    const id = certificateIdOrRefusal(rawId);
    const parsed = revocationInput.safeParse(raw);
    if (!parsed.success) throw invalid(problemOf(parsed.error, raw));
    await ensureStatusList();
    return db
      .transaction(async (tx) => {
        const rows = await tx
          .select({ statusIndex: certificates.statusIndex, revokedAt: certificates.revokedAt })
          .from(certificates)
          .where(eq(certificates.id, id))
          .for("update");
        const row = rows[0];
        if (!row) throw new CertificateError("not-found", "notFound", {}, "id");
        if (row.revokedAt) return { id, revokedAt: new Date(row.revokedAt).toISOString(), changed: false };
        const revokedAt = new Date();
        await tx
          .update(certificates)
          .set({ revokedAt, revokedReason: parsed.data.reason })
          .where(eq(certificates.id, id));
        // The list row is locked until the end: revocations are signed one after another.
        const lists = await tx
          .select({ bits: certificateStatusLists.bits })
          .from(certificateStatusLists)
          .where(eq(certificateStatusLists.id, 1))
          .for("update");
        const bits = withStatusBit(lists[0]?.bits ?? Buffer.alloc(statusListLength / 8), row.statusIndex);
        const credential = await signStatusList(bits);
        await tx
          .update(certificateStatusLists)
          .set({ bits: Buffer.from(bits), credential, updatedAt: new Date() })
          .where(eq(certificateStatusLists.id, 1));
        return { id, revokedAt: revokedAt.toISOString(), changed: true };
      })
      .finally(() => changed(id));
  }

  async function statusList(): Promise<Record<string, unknown>> {
    await ensureStatusList();
    const rows = await db
      .select({ bits: certificateStatusLists.bits, credential: certificateStatusLists.credential })
      .from(certificateStatusLists)
      .where(eq(certificateStatusLists.id, 1));
    const row = rows[0];
    if (row?.credential) return row.credential;
    const credential = await signStatusList(row?.bits ?? Buffer.alloc(statusListLength / 8));
    // Only when no revocation signed one meanwhile.
    await db
      .update(certificateStatusLists)
      .set({ credential })
      .where(and(eq(certificateStatusLists.id, 1), isNull(certificateStatusLists.credential)));
    return (await statusListStored()) ?? credential;
  }

  async function statusListStored() {
    const rows = await db
      .select({ credential: certificateStatusLists.credential })
      .from(certificateStatusLists)
      .where(eq(certificateStatusLists.id, 1));
    return rows[0]?.credential ?? null;
  }

  async function viewOf(row: CertificateRow): Promise<CertificateView> {
    const transfers = await db
      .select({ acceptedAt: certificateTransfers.acceptedAt })
      .from(certificateTransfers)
      .where(
        and(
          eq(certificateTransfers.certificateId, row.id),
          sql`${certificateTransfers.acceptedAt} is not null`,
        ),
      )
      .orderBy(asc(certificateTransfers.acceptedAt));
    const check = await checkOf(row.id, row.credential);
    const evidence = (row.credential.evidence as Record<string, unknown> | undefined) ?? null;
    const publicity = row.publicity === "findings_and_photos" ? "findings_and_photos" : "findings";
    const photos =
      evidence && publicity === "findings_and_photos" && photoSource ? await photoSource(row.id) : null;
    return {
      evidence,
      publicity: evidence ? publicity : null,
      photos,
      id: row.id,
      status: row.revokedAt ? "revoked" : "valid",
      revokedAt: iso(row.revokedAt),
      sample: row.sample,
      item: itemOf(row),
      result: row.result as CertificateView["result"],
      confidence: row.confidence,
      conditionGrade: row.conditionGrade,
      marketValue: row.marketValue ?? null,
      reviewedBy: row.reviewedBy as CertificateView["reviewedBy"],
      date: row.authenticatedOn,
      issuedAt: String(row.credential.validFrom ?? iso(row.createdAt)),
      transfers: transfers.map((t) => ({ date: iso(t.acceptedAt) ?? "" })),
      issuer: String(row.credential.issuer ?? issuer.did),
      signature: {
        verified: check.verified,
        verificationMethod: check.verificationMethod,
        created: check.created,
      },
      credential: row.credential,
    };
  }

  async function rowOf(id: string): Promise<CertificateRow | null> {
    const rows = await db.select().from(certificates).where(eq(certificates.id, id));
    return rows[0] ?? null;
  }

  /** Where the public page's photos come from (set once the photo service runs). */
  let photoSource: ((certificateId: string) => Promise<NonNullable<CertificateView["photos"]>>) | null = null;

  async function lookup(rawId: string): Promise<CertificateView | null> {
    const check = checkCertificateId(rawId);
    if (!check.ok) return null;
    const known = views.get(check.id);
    if (known) return known;
    const row = await rowOf(check.id);
    if (!row) return null;
    const view = await viewOf(row);
    views.set(check.id, view);
    return view;
  }

  async function list(opts: { limit?: number } = {}): Promise<CertificateSummary[]> {
    const rows = await db
      .select()
      .from(certificates)
      .orderBy(desc(certificates.createdAt))
      .limit(opts.limit ?? 1000);
    return rows.map((r) => ({
      id: r.id,
      category: r.category,
      brand: r.brand,
      model: r.model,
      result: r.result,
      date: r.authenticatedOn,
      sample: r.sample,
      revokedAt: iso(r.revokedAt),
      ownerEmail: r.ownerEmail,
      createdAt: iso(r.createdAt) ?? "",
    }));
  }

  async function seedSamples(samples: { id: string; input: unknown; revoked?: string }[]): Promise<number> {
    let added = 0;
    for (const sample of samples) {
      const row = await rowOf(sample.id);
      // A revoked sample whose revocation was cut short (a stop between the two) is revoked now.
      if (row && (!sample.revoked || row.revokedAt)) continue;
      if (!row) {
        const result = await issue(sample.input, { sample: true, id: sample.id });
        if (result.created) added++;
      }
      if (sample.revoked) await revoke(sample.id, { reason: sample.revoked });
    }
    return added;
  }

  return {
    issuer,
    documentLoader,
    issue,
    revoke,
    onChanged: (listener) => {
      changeListeners.push(listener);
    },
    list,
    credential: credentialOf,
    statusList,
    lookup,
    showPhotosWith(source: (certificateId: string) => Promise<NonNullable<CertificateView["photos"]>>) {
      photoSource = source;
    },
    row: rowOf,
    view: viewOf,
    forget: changed,
    seedSamples,
  };
}
