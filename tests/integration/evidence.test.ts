/**
 * Issue 30 over real HTTP: the verdict's evidence signed in the certificate, the owner's view of
 * the final verdict, and the owner's choice of what the public page shows (decision 021).
 */
import { createHash, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { photos } from "#server/db/schema.ts";
import { deriveKey, keyLabels } from "#server/photos/service.ts";
import { appendEntry } from "#server/requests/ledger.ts";
import { reviewerPseudonym } from "#server/review/pseudonym.ts";
import { setRole } from "#server/review/service.ts";
import { call, handbag, readyPhotos, register } from "./requests-fixture.ts";
import { confirmAddress, type ReviewSite, startReview } from "./review-fixture.ts";

let site: ReviewSite;
type Account = { id: string; email: string; token: string };
let owner: Account;
let stranger: Account;
let reviewer: Account;

const url = (path: string) => `${site.api}/review${path}`;
/** The fixture's photo secret, and the key of the reviewers' pseudonyms derived from it (HKDF, its own label). */
const photoSecret = Buffer.alloc(32, 7);
const pseudonymKey = deriveKey(photoSecret, keyLabels.reviewerPseudonyms);

beforeAll(async () => {
  site = await startReview();
  owner = await register(site.api, "evidence-owner@example.com");
  stranger = await register(site.api, "evidence-stranger@example.com");
  reviewer = await register(site.api, "evidence-reviewer@example.com");
  await confirmAddress(site, reviewer.email);
  expect(await setRole(site.database.db, reviewer.email, "reviewer", true, null)).toBe("changed");
}, 60_000);

afterAll(async () => {
  await site?.close();
});

/** A handbag in review with its required photos; the front's original is a real file in the store. */
async function inReview() {
  const made = await call(`${site.api}/items`, "POST", handbag, { token: owner.token });
  const itemId = made.json.data.item.id as string;
  await readyPhotos(site.database, { id: itemId, ownerId: owner.id, category: "handbags" });
  const original = Buffer.from(`original bytes of ${itemId}`);
  const key = `test/${randomUUID()}`;
  await site.photoStorage.put(key, original, "image/jpeg");
  // One photo with its original in the store (the others' originals are missing: no digest).
  const [one] = await site.database.db
    .select({ id: photos.id })
    .from(photos)
    .where(eq(photos.itemId, itemId))
    .limit(1);
  const [front] = await site.database.db
    .update(photos)
    .set({ storageKey: key, derivatives: [{ width: 1600, format: "webp", key: `${key}-1600.webp` }] })
    .where(eq(photos.id, one?.id ?? ""))
    .returning({ id: photos.id, slot: photos.slot });
  await appendEntry(site.database.db, {
    userId: owner.id,
    delta: 5,
    reason: "grant",
    idempotencyKey: `g:${itemId}`,
  });
  const sent = await call(
    `${site.api}/items/${itemId}/requests`,
    "POST",
    { service: "ai", idempotencyKey: `evidence-${itemId}` },
    { token: owner.token },
  );
  expect(sent.status).toBe(201);
  await site.checks.runOnce();
  await site.checks.runOnce();
  return {
    itemId,
    requestId: sent.json.data.request.id as string,
    digest: createHash("sha256").update(original).digest("hex"),
    slots: front ? [front.slot] : [],
  };
}

async function decide(requestId: string, outcome: string) {
  await call(url(`/requests/${requestId}/claim`), "POST", undefined, { token: reviewer.token });
  const detail = await call(url(`/requests/${requestId}`), "GET", undefined, { token: reviewer.token });
  const points = (detail.json.data.checklist as { id: string }[]).map((p) => p.id);
  const body = {
    outcome,
    confidence: 98,
    grade: 8,
    valueLow: 9000,
    valueHigh: 11000,
    currency: "EUR",
    summary: "Stitching, heat stamp and hardware match the maker's.",
    checklist: points.map((point, i) => ({
      point,
      result: i === 0 ? "unsure" : "pass",
      note: i === 0 ? "Blind stamp faint in the photo" : "",
    })),
  };
  const given = await call(url(`/requests/${requestId}/verdict`), "POST", body, { token: reviewer.token });
  expect(given.status).toBe(200);
  return { given: given.json.data as { certificateId: string | null; state: string }, points };
}

describe("the verdict's evidence", () => {
  test("signed in the certificate; the owner sees the verdict; publicity is theirs to choose", async () => {
    const { requestId, digest, slots } = await inReview();
    // Before the verdict: no verdict for the owner, no publicity to choose.
    const before = await call(`${site.api}/requests/${requestId}`, "GET", undefined, { token: owner.token });
    expect(before.status).toBe(200);
    expect(before.json.data.request.verdict).toBeNull();
    const early = await call(
      `${site.api}/requests/${requestId}/publicity`,
      "PUT",
      { publicity: "findings" },
      { token: owner.token },
    );
    expect(early.status).toBe(409);
    expect(early.json.message).toBe(
      "This request has no certificate yet: the choice applies once it is issued.",
    );

    const { given, points } = await decide(requestId, "authentic");
    expect(given.state).toBe("certificate_issued");
    const certificateId = given.certificateId as string;
    const pseudonym = reviewerPseudonym(reviewer.id, pseudonymKey);
    expect(pseudonym).toMatch(/^R-[A-Z2-7]{6}$/);
    // Not the pseudonym the photo secret itself would give (before the key was derived apart).
    expect(pseudonym).not.toBe(reviewerPseudonym(reviewer.id, photoSecret));

    const issued = await call(`${site.api}/certificates/${certificateId}`, "GET");
    const evidence = issued.json.data.evidence;
    expect(evidence).toMatchObject({
      type: ["Evidence", "VerdictEvidence"],
      method: "ai+human",
      outcome: "authentic",
      confidence: 98,
      grade: 8,
      reviewers: [{ role: "reviewer", id: pseudonym }],
    });
    expect(evidence.checkpoints).toHaveLength(points.length);
    expect(evidence.checkpoints[0]).toEqual({
      point: points[0],
      result: "unsure",
      note: "Blind stamp faint in the photo",
      marks: [],
    });
    expect(evidence.photos).toEqual(slots.map((slot) => ({ slot, digest })));
    expect(JSON.stringify(evidence)).not.toContain(reviewer.id);

    // The lookup the verify page uses: the signed evidence, publicity "findings", no photos.
    const view = await site.certificates.lookup(certificateId);
    expect(view?.signature.verified).toBe(true);
    expect(view?.evidence).toEqual(evidence);
    expect(view?.publicity).toBe("findings");
    expect(view?.photos ?? null).toBeNull();

    // The owner's view of the final verdict.
    const mine = await call(`${site.api}/requests/${requestId}`, "GET", undefined, { token: owner.token });
    expect(mine.json.data.request.verdict).toEqual({
      outcome: "authentic",
      confidence: 98,
      grade: 8,
      valueLow: 9000,
      valueHigh: 11000,
      currency: "EUR",
      summary: "Stitching, heat stamp and hardware match the maker's.",
      checkpoints: evidence.checkpoints,
      reviewers: [{ role: "reviewer", id: pseudonym }],
      certificateId,
      publicity: "findings",
      method: "ai+human",
    });

    // Publicity: signed out 401, someone else's request 404, a bad value 400 in the caller's language.
    const put = (body: unknown, token?: string, language?: string) =>
      call(`${site.api}/requests/${requestId}/publicity`, "PUT", body, {
        ...(token ? { token } : {}),
        ...(language ? { language } : {}),
      });
    expect((await put({ publicity: "findings_and_photos" })).status).toBe(401);
    const theirs = await put({ publicity: "findings_and_photos" }, stranger.token);
    expect(theirs.status).toBe(404);
    expect(theirs.json.message).toBe("This request does not exist.");
    const bad = await put({ publicity: "everything" }, owner.token);
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("The field publicity must be one of: findings, findings_and_photos.");
    const badFr = await put({}, owner.token, "fr");
    expect(badFr.status).toBe(400);
    expect(badFr.json.message).toContain("publicity");
    expect(badFr.json.message).not.toBe("The field publicity is missing.");

    const chosen = await put({ publicity: "findings_and_photos" }, owner.token);
    expect(chosen.status).toBe(200);
    expect(chosen.json.message).toBe("Your choice for the certificate’s public page is saved.");
    expect(chosen.json.data.request.verdict.publicity).toBe("findings_and_photos");
    // The lookup keeps answers a few seconds; a fresh service read shows the choice.
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    const shown = await site.certificates.lookup(certificateId);
    expect(shown?.publicity).toBe("findings_and_photos");
    expect(shown?.photos).toHaveLength(1);
    const photo = shown?.photos?.[0];
    expect(photo?.slot).toBe(slots[0]);
    expect(photo?.url).toMatch(/^\/api\/photos\/[0-9a-f-]{36}\/1600\.webp\?exp=\d+&sig=[A-Za-z0-9_-]{43}$/);
    expect(photo).toMatchObject({ width: 1600, height: 2133 });
  }, 60_000);

  test("a final inconclusive verdict keeps the same evidence on the request, with no certificate", async () => {
    const { requestId } = await inReview();
    const { given } = await decide(requestId, "inconclusive");
    expect(given.certificateId).toBeNull();
    const mine = await call(`${site.api}/requests/${requestId}`, "GET", undefined, { token: owner.token });
    const verdict = mine.json.data.request.verdict;
    expect(given.state).toBe("verdict");
    expect(verdict).toMatchObject({ outcome: "inconclusive", certificateId: null, publicity: null });
    expect(verdict.reviewers).toEqual([
      { role: "reviewer", id: reviewerPseudonym(reviewer.id, pseudonymKey) },
    ]);
    expect(verdict.checkpoints[0]).toMatchObject({
      result: "unsure",
      note: "Blind stamp faint in the photo",
    });
  }, 60_000);

  test("the audit log refuses UPDATE and DELETE in the database itself", async () => {
    const { db } = site.database;
    const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from review_audit`);
    const count = Number(rows.rows[0]?.n);
    expect(count).toBeGreaterThan(0);
    /** The database's own message (drizzle wraps it as the cause of "Failed query"). */
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => "accepted",
        (e: { cause?: { message?: string } }) => e.cause?.message ?? String(e),
      );
    expect(await refusal(db.execute(sql`update review_audit set action = 'forged'`))).toBe(
      "review_audit is append-only: UPDATE refused",
    );
    expect(await refusal(db.execute(sql`delete from review_audit`))).toBe(
      "review_audit is append-only: DELETE refused",
    );
    const after = await db.execute<{ n: number; forged: number }>(
      sql`select count(*)::int as n, count(*) filter (where action = 'forged')::int as forged from review_audit`,
    );
    expect(after.rows[0]).toEqual({ n: count, forged: 0 });
  });

  test("a crash between the verdict and the certificate: recovery passes take a lease, one issues exactly one", async () => {
    const { requestId } = await inReview();
    // The certificate registry fails once, as a process killed after the verdict was recorded.
    const issue = site.certificates.issue;
    site.certificates.issue = async () => {
      throw new Error("killed");
    };
    await call(url(`/requests/${requestId}/claim`), "POST", undefined, { token: reviewer.token });
    const detail = await call(url(`/requests/${requestId}`), "GET", undefined, { token: reviewer.token });
    const checklist = (detail.json.data.checklist as { id: string }[]).map((p) => ({
      point: p.id,
      result: "pass",
      note: "",
    }));
    const body = { outcome: "authentic", confidence: 99, grade: 9, summary: "All points match.", checklist };
    const crashed = await call(url(`/requests/${requestId}/verdict`), "POST", body, {
      token: reviewer.token,
    });
    site.certificates.issue = issue;
    expect(crashed.status).toBeGreaterThanOrEqual(500);
    const left = await call(`${site.api}/requests/${requestId}`, "GET", undefined, { token: owner.token });
    expect(left.json.data.request).toMatchObject({ state: "verdict", certificateId: null });

    // The desk that recorded the verdict still holds the issuance: no pass takes it yet.
    const calls: string[] = [];
    const counted = site.certificates.issue;
    site.certificates.issue = (async (...args: Parameters<typeof counted>) => {
      calls.push("issue");
      return counted(...args);
    }) as typeof counted;
    const one = site.review;
    const two = site.reviewProcess();
    expect(await Promise.all([one.finishPending(), two.finishPending()])).toEqual([0, 0]);
    site.advance(site.issueLeaseMs + 1_000);
    // A pass that dies after taking the lease (the registry fails under it)...
    site.certificates.issue = async () => {
      throw new Error("killed mid-pass");
    };
    await expect(two.finishPending()).rejects.toThrow("killed mid-pass");
    site.certificates.issue = (async (...args: Parameters<typeof counted>) => {
      calls.push("issue");
      return counted(...args);
    }) as typeof counted;
    // ...leaves the request to the next pass, once its lease has run out.
    expect(await one.finishPending()).toBe(0);
    site.advance(site.issueLeaseMs + 1_000);
    // Two processes' passes at once: one takes the request and issues; the other does nothing.
    const passes = await Promise.all([one.finishPending(), two.finishPending()]);
    site.certificates.issue = issue;
    expect(passes.toSorted()).toEqual([0, 1]);
    expect(calls).toEqual(["issue"]);
    expect(await one.finishPending()).toBe(0);
    const leases = await site.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from review_issuance where request_id = ${requestId}`,
    );
    expect(leases.rows[0]?.n).toBe(0);
    const done = await call(`${site.api}/requests/${requestId}`, "GET", undefined, { token: owner.token });
    expect(done.json.data.request.state).toBe("certificate_issued");
    const certificateId = done.json.data.request.certificateId as string;
    const owned = await site.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from certificates where owner_user_id = ${owner.id} and credential::jsonb -> 'evidence' ->> 'confidence' = '99'`,
    );
    expect(owned.rows[0]?.n).toBe(1);
    const view = await site.certificates.lookup(certificateId);
    expect(view?.signature.verified).toBe(true);
    expect(view?.evidence).toMatchObject({ outcome: "authentic", confidence: 99, grade: 9 });
  }, 60_000);
});
