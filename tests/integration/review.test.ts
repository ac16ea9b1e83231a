/**
 * The review desk over real HTTP (decision 021): roles on every endpoint, claims and their lease,
 * more photos and the owner's resume, the four-eyes rule, the certificate of a final authentic
 * verdict, and the audit log of every staff action.
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAuthService } from "#server/auth/service.ts";
import { openDatabase } from "#server/db/client.ts";
import { reviewAudit, staffRoles } from "#server/db/schema.ts";
import { appendEntry } from "#server/requests/ledger.ts";
import { type StaffRole, setRole } from "#server/review/service.ts";
import { linkToken, mailTo } from "./auth-fixture.ts";
import { readRawMail } from "./auth-mail.ts";
import { root, waitFor } from "./harness.ts";
import { call, handbag, ownerPassword, readyPhotos, register } from "./requests-fixture.ts";
import { confirmAddress, type ReviewSite, startReview } from "./review-fixture.ts";

let site: ReviewSite;
type Account = { id: string; email: string; token: string };
let owner: Account;
let reviewer: Account;
let reviewer2: Account;
let lead: Account;
let lead2: Account;
let admin: Account;

const confirm = (email: string) => confirmAddress(site, email);

/** A member of the staff: registered, address confirmed, then granted `roles` as the operators' CLI does. */
async function staff(email: string, roles: StaffRole[]) {
  const account = await register(site.api, email);
  await confirm(email);
  for (const role of roles) expect(await setRole(site.database.db, email, role, true, null)).toBe("changed");
  return account;
}

/** A handbag request of `owner`, submitted and through the checks: in review. */
async function inReview(who: Account = owner) {
  const made = await call(`${site.api}/items`, "POST", handbag, { token: who.token });
  const itemId = made.json.data.item.id as string;
  await readyPhotos(site.database, { id: itemId, ownerId: who.id, category: "handbags" });
  await appendEntry(site.database.db, {
    userId: who.id,
    delta: 5,
    reason: "grant",
    idempotencyKey: `grant:${itemId}`,
  });
  const sent = await call(
    `${site.api}/items/${itemId}/requests`,
    "POST",
    { service: "ai", idempotencyKey: `review-${itemId}` },
    { token: who.token },
  );
  expect(sent.status).toBe(201);
  await site.checks.runOnce();
  await site.checks.runOnce();
  const requestId = sent.json.data.request.id as string;
  const item = await call(`${site.api}/items/${itemId}`, "GET", undefined, { token: who.token });
  expect(item.json.data.requests[0].state).toBe("in_review");
  return { itemId, requestId };
}

const url = (path: string) => `${site.api}/review${path}`;

async function verdictBody(requestId: string, token: string, outcome: string, confidence: number) {
  const detail = await call(url(`/requests/${requestId}`), "GET", undefined, { token });
  expect(detail.status).toBe(200);
  return {
    outcome,
    confidence,
    grade: 8,
    valueLow: 9000,
    valueHigh: 11000,
    currency: "EUR",
    summary: "Stitching, heat stamp and hardware match the maker's.",
    checklist: (detail.json.data.checklist as { id: string }[]).map((p, i) => ({
      point: p.id,
      result: i === 0 ? "unsure" : "pass",
      note: i === 0 ? "Blind stamp faint in the photo" : "",
    })),
  };
}

async function auditOf(requestId: string) {
  const r = await call(url("/audit"), "GET", undefined, { token: admin.token });
  expect(r.status).toBe(200);
  return (r.json.data.entries as { action: string; requestId: string; actorId: string }[])
    .filter((e) => e.requestId === requestId)
    .reverse();
}

beforeAll(async () => {
  site = await startReview();
  owner = await register(site.api, "owner@example.com");
  reviewer = await staff("reviewer@example.com", ["reviewer"]);
  reviewer2 = await staff("reviewer2@example.com", ["reviewer"]);
  lead = await staff("lead@example.com", ["lead"]);
  lead2 = await staff("lead2@example.com", ["reviewer", "lead"]);
  admin = await staff("admin@example.com", ["admin"]);
}, 60_000);

afterAll(async () => {
  await site?.close();
});

describe("review desk", () => {
  test("every endpoint: 401 signed out, 404 for an owner, 403 for a reviewer doing a lead's or an admin's act", async () => {
    const { requestId } = await inReview();
    const endpoints: [string, string, unknown?][] = [
      ["GET", "/queue"],
      ["GET", "/audit"],
      ["GET", `/requests/${requestId}`],
      ["POST", `/requests/${requestId}/claim`],
      ["POST", `/requests/${requestId}/release`],
      ["POST", `/requests/${requestId}/more-photos`, { shots: ["base"], reason: "x" }],
      ["POST", `/requests/${requestId}/verdict`, {}],
      ["POST", `/requests/${requestId}/second-opinion`, { agree: true }],
    ];
    for (const [method, path, body] of endpoints) {
      const out = await call(url(path), method, body);
      expect(out.status, `${method} ${path} signed out`).toBe(401);
      expect(out.json.message).toBe("Sign in to continue.");
      const plain = await call(url(path), method, body, { token: owner.token, language: "fr" });
      expect(plain.status, `${method} ${path} owner`).toBe(404);
      expect(plain.json.message).toBe("Rien n’a été trouvé à cette adresse.");
    }
    const second = await call(
      url(`/requests/${requestId}/second-opinion`),
      "POST",
      { agree: true },
      { token: reviewer.token },
    );
    expect(second.status).toBe(403);
    expect(second.json.message).toBe("Only a lead can do this.");
    for (const who of [reviewer, lead]) {
      const audit = await call(url("/audit"), "GET", undefined, { token: who.token });
      expect(audit.status).toBe(403);
      expect(audit.json.message).toBe("Only an administrator can do this.");
    }
    // A reviewer may not read or act on a request without claiming it.
    const unclaimed = await call(url(`/requests/${requestId}`), "GET", undefined, { token: reviewer.token });
    expect(unclaimed.status).toBe(403);
    expect(unclaimed.json.message).toBe("Claim this request before working on it.");
  });

  test("two reviewers claiming at once: one claim, one 409", async () => {
    const { requestId } = await inReview();
    const answers = await Promise.all(
      [reviewer, reviewer2].map((who) =>
        call(url(`/requests/${requestId}/claim`), "POST", undefined, { token: who.token }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.json.message).toBe(
      "Another reviewer is working on this request.",
    );
    const claims = (await auditOf(requestId)).filter((e) => e.action === "claim");
    expect(claims).toHaveLength(1);
  });

  test("a claim left past its lease returns to the queue; activity renews it", async () => {
    const { requestId } = await inReview();
    expect(
      (await call(url(`/requests/${requestId}/claim`), "POST", undefined, { token: reviewer.token })).status,
    ).toBe(200);
    site.advance(site.leaseMs - 60_000);
    // Reading the request is activity: the lease starts again.
    expect(
      (await call(url(`/requests/${requestId}`), "GET", undefined, { token: reviewer.token })).status,
    ).toBe(200);
    site.advance(site.leaseMs - 60_000);
    expect(
      (await call(url(`/requests/${requestId}/claim`), "POST", undefined, { token: reviewer2.token })).status,
    ).toBe(409);
    const queued = await call(url("/queue"), "GET", undefined, { token: reviewer2.token });
    expect(queued.json.data.requests.find((r: { id: string }) => r.id === requestId).claimedBy).toBe(
      "another",
    );
    site.advance(120_000);
    const later = await call(url("/queue"), "GET", undefined, { token: reviewer2.token });
    expect(later.json.data.requests.find((r: { id: string }) => r.id === requestId).claimedBy).toBeNull();
    expect(
      (await call(url(`/requests/${requestId}/claim`), "POST", undefined, { token: reviewer2.token })).status,
    ).toBe(200);
    expect(
      (await call(url(`/requests/${requestId}`), "GET", undefined, { token: reviewer.token })).status,
    ).toBe(409);
  });

  test("the queue: ordered by deadline, with category, brand, service and flags; filters refuse nonsense", async () => {
    const q = await call(url("/queue?category=handbags"), "GET", undefined, { token: reviewer.token });
    expect(q.status).toBe(200);
    const rows = q.json.data.requests as {
      deadlineAt: string;
      category: string;
      brandName: string;
      service: string;
      flags: unknown[];
    }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.deadlineAt)).toEqual([...rows.map((r) => r.deadlineAt)].sort());
    expect(rows[0]).toMatchObject({ category: "handbags", brandName: "Hermès", service: "ai" });
    expect(rows[0]?.flags).toEqual([{ slot: "base", flag: "blurred" }]);
    expect(
      (await call(url("/queue?category=sneakers"), "GET", undefined, { token: reviewer.token })).json.data
        .requests,
    ).toEqual([]);
    const bad = await call(url("/queue?state=done"), "GET", undefined, { token: reviewer.token });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Check the field "state".');
  });

  test("more photos: the owner is mailed, the request leaves the queue and comes back when they resume", async () => {
    const { itemId, requestId } = await inReview();
    await call(url(`/requests/${requestId}/claim`), "POST", undefined, { token: reviewer.token });
    const asked = await call(
      url(`/requests/${requestId}/more-photos`),
      "POST",
      { shots: ["base"], reason: "The base is blurred." },
      { token: reviewer.token },
    );
    expect(asked.status).toBe(200);
    expect(asked.json.data.request.state).toBe("more_photos");
    const inQueue = async () =>
      (
        (await call(url("/queue"), "GET", undefined, { token: reviewer2.token })).json.data.requests as {
          id: string;
        }[]
      ).some((r) => r.id === requestId);
    expect(await inQueue()).toBe(false);
    const mail = await waitFor(
      () =>
        site.smtp.received
          .filter((m) => m.to.includes(owner.email))
          .map((m) => readRawMail(m.raw, m.to))
          .find((m) => /photo/i.test(m.subject)),
      10_000,
      "the more photos e-mail",
    );
    expect(mail.text).toContain(`/app/item/${itemId}`);
    const early = await call(`${site.api}/requests/${requestId}/resume`, "POST", undefined, {
      token: owner.token,
    });
    expect(early.status).toBe(409);
    await readyPhotos(site.database, { id: itemId, ownerId: owner.id, category: "handbags" }, ["base"]);
    const resumed = await call(`${site.api}/requests/${requestId}/resume`, "POST", undefined, {
      token: owner.token,
    });
    expect(resumed.status).toBe(200);
    expect(await inQueue()).toBe(true);
    expect((await auditOf(requestId)).map((e) => e.action)).toEqual(["claim", "more_photos"]);
  });

  test("a 90% verdict waits for a lead who is not the first reviewer; disagreement is recorded", async () => {
    const { requestId } = await inReview();
    await call(url(`/requests/${requestId}/claim`), "POST", undefined, { token: lead2.token });
    const body = await verdictBody(requestId, lead2.token, "authentic", 90);
    const given = await call(url(`/requests/${requestId}/verdict`), "POST", body, { token: lead2.token });
    expect(given.status).toBe(202);
    expect(given.json.message).toBe("The verdict is recorded and waits for a lead's second opinion.");
    const waiting = await call(url("/queue?state=second_opinion"), "GET", undefined, { token: lead.token });
    expect(waiting.json.data.requests.map((r: { id: string }) => r.id)).toContain(requestId);
    const own = await call(
      url(`/requests/${requestId}/second-opinion`),
      "POST",
      { agree: true },
      { token: lead2.token },
    );
    expect(own.status).toBe(403);
    expect(own.json.message).toBe("A second opinion must come from a lead other than the first reviewer.");
    const no = await call(
      url(`/requests/${requestId}/second-opinion`),
      "POST",
      { agree: false, note: "The heat stamp's font is off." },
      { token: lead.token },
    );
    expect(no.status).toBe(200);
    expect(no.json.data.status).toBe("disagreed");
    // Back in the queue; a new verdict at 90% waits again, and a lead's agreement makes it final.
    await call(url(`/requests/${requestId}/claim`), "POST", undefined, { token: reviewer.token });
    const again = await call(
      url(`/requests/${requestId}/verdict`),
      "POST",
      { ...body, outcome: "inconclusive" },
      { token: reviewer.token },
    );
    expect(again.status).toBe(202);
    const yes = await call(
      url(`/requests/${requestId}/second-opinion`),
      "POST",
      { agree: true, note: "" },
      { token: lead.token },
    );
    expect(yes.status).toBe(200);
    expect(yes.json.data).toMatchObject({ status: "final", state: "verdict", certificateId: null });
    expect((await auditOf(requestId)).map((e) => e.action)).toEqual([
      "claim",
      "verdict.pending",
      "second_opinion.disagree",
      "claim",
      "verdict.pending",
      "second_opinion.agree",
    ]);
  });

  test("the history names reviewers by pseudonym to staff, and no one to the owner", async () => {
    const { itemId, requestId } = await inReview();
    await call(url(`/requests/${requestId}/claim`), "POST", undefined, { token: lead2.token });
    const body = await verdictBody(requestId, lead2.token, "authentic", 90);
    expect(
      (await call(url(`/requests/${requestId}/verdict`), "POST", body, { token: lead2.token })).status,
    ).toBe(202);
    const no = await call(
      url(`/requests/${requestId}/second-opinion`),
      "POST",
      { agree: false, note: "The zip pull is not the maker's." },
      { token: lead.token },
    );
    expect(no.status).toBe(200);
    await call(url(`/requests/${requestId}/claim`), "POST", undefined, { token: reviewer.token });
    const pseudonymOf = async (who: Account) =>
      (await call(url("/me"), "GET", undefined, { token: who.token })).json.data.reviewer as string;
    const detail = await call(url(`/requests/${requestId}`), "GET", undefined, { token: reviewer.token });
    expect(detail.status).toBe(200);
    expect(
      (detail.json.data.verdicts as Record<string, unknown>[]).map((v) => [
        v.reviewer,
        v.secondReviewer,
        v.status,
      ]),
    ).toEqual([[await pseudonymOf(lead2), await pseudonymOf(lead), "disagreed"]]);
    expect(detail.json.data.request.claim.reviewer).toBe(await pseudonymOf(reviewer));
    const staffIds = [lead2, lead, reviewer].flatMap((who) => [who.id, who.email]);
    const shown = JSON.stringify(detail.json.data);
    for (const secret of staffIds) expect(shown).not.toContain(secret);
    // The owner's page of the item: staff act as "staff", nobody by name, id or pseudonym.
    const page = await call(`${site.api}/items/${itemId}`, "GET", undefined, { token: owner.token });
    const ownerSees = JSON.stringify(page.json.data);
    for (const secret of [...staffIds, await pseudonymOf(lead2), await pseudonymOf(lead)])
      expect(ownerSees).not.toContain(secret);
  });

  test("every not_authentic waits for a second opinion, even at 100%", async () => {
    const { requestId } = await inReview();
    await call(url(`/requests/${requestId}/claim`), "POST", undefined, { token: reviewer.token });
    const body = await verdictBody(requestId, reviewer.token, "not_authentic", 100);
    const given = await call(url(`/requests/${requestId}/verdict`), "POST", body, { token: reviewer.token });
    expect(given.status).toBe(202);
    expect(given.json.data.status).toBe("pending");
  });

  test("a final authentic verdict issues a certificate that verifies and is in the owner's vault", async () => {
    const { itemId, requestId } = await inReview();
    await call(url(`/requests/${requestId}/claim`), "POST", undefined, { token: reviewer.token });
    const body = await verdictBody(requestId, reviewer.token, "authentic", 97);
    const bad = await call(
      url(`/requests/${requestId}/verdict`),
      "POST",
      { ...body, confidence: 101 },
      { token: reviewer.token, language: "it" },
    );
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("Controllate il campo «confidence».");
    const given = await call(url(`/requests/${requestId}/verdict`), "POST", body, { token: reviewer.token });
    expect(given.status).toBe(200);
    expect(given.json.data).toMatchObject({ status: "final", state: "certificate_issued" });
    const certificateId = given.json.data.certificateId as string;
    const view = await site.certificates.lookup(certificateId);
    expect(view).toMatchObject({
      status: "valid",
      result: "authentic",
      confidence: 97,
      conditionGrade: 8,
      reviewedBy: "ai+human",
      item: { category: "handbags", brand: "Hermès", model: "Birkin 30" },
      marketValue: { min: 9000, max: 11000, currency: "EUR" },
    });
    expect(view?.signature.verified).toBe(true);
    const api = await call(`${site.api}/certificates/${certificateId}`, "GET");
    expect(api.status).toBe(200);
    const vault = await call(`${site.api}/vault`, "GET", undefined, { token: owner.token });
    expect(JSON.stringify(vault.json.data)).toContain(certificateId);
    const item = await call(`${site.api}/items/${itemId}`, "GET", undefined, { token: owner.token });
    expect(item.json.data.requests[0]).toMatchObject({ state: "certificate_issued", certificateId });
    expect((await auditOf(requestId)).map((e) => e.action)).toEqual([
      "claim",
      "verdict.final",
      "certificate",
    ]);
    // A second verdict on a decided request is refused.
    const twice = await call(url(`/requests/${requestId}/verdict`), "POST", body, { token: reviewer.token });
    expect(twice.status).toBe(409);
  });

  test("the audit log: every staff action and role change, readable and exported as CSV by an admin", async () => {
    const r = await call(url("/audit"), "GET", undefined, { token: admin.token });
    const actions = (r.json.data.entries as { action: string }[]).map((e) => e.action);
    expect(actions.filter((a) => a === "role.grant")).toHaveLength(6);
    const csv = await fetch(url("/audit?format=csv"), {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("id,at,actorId,actorRoles,action,requestId,before,after");
    expect(lines).toHaveLength(actions.length + 1);
  });
});

describe("the desk's own screens' calls: who am I, measures, staff, marks, comparison, market value", () => {
  test("me, metrics and staff: 401 signed out, 404 for an owner, 403 below their role", async () => {
    for (const [method, path, body] of [
      ["GET", "/me"],
      ["GET", "/metrics"],
      ["GET", "/staff"],
      ["POST", "/staff", { email: owner.email, role: "reviewer", grant: true }],
    ] as [string, string, unknown?][]) {
      expect((await call(url(path), method, body)).status, `${method} ${path} signed out`).toBe(401);
      const plain = await call(url(path), method, body, { token: owner.token });
      expect(plain.status, `${method} ${path} owner`).toBe(404);
    }
    const metrics = await call(url("/metrics"), "GET", undefined, { token: reviewer.token });
    expect(metrics.status).toBe(403);
    expect(metrics.json.message).toBe("Only a lead can do this.");
    for (const [method, body] of [
      ["GET"],
      ["POST", { email: owner.email, role: "reviewer", grant: true }],
    ] as [string, unknown?][]) {
      const out = await call(url("/staff"), method, body, { token: lead.token });
      expect(out.status, `${method} /staff by a lead`).toBe(403);
      expect(out.json.message).toBe("Only an administrator can do this.");
    }
  });

  test("me: the caller's roles and a stable pseudonym that is not their address", async () => {
    const first = await call(url("/me"), "GET", undefined, { token: lead2.token });
    expect(first.status).toBe(200);
    expect(first.json.data.roles).toEqual(["reviewer", "lead"]);
    expect(first.json.data.reviewer).toMatch(/^R-[A-Z2-7]{6}$/);
    const again = await call(url("/me"), "GET", undefined, { token: lead2.token });
    expect(again.json.data.reviewer).toBe(first.json.data.reviewer);
    const other = await call(url("/me"), "GET", undefined, { token: reviewer.token });
    expect(other.json.data.reviewer).not.toBe(first.json.data.reviewer);
  });

  test("an admin grants and revokes a role on the staff API, audited with the admin as actor", async () => {
    const someone = await register(site.api, "new-reviewer@example.com");
    await confirm(someone.email);
    expect((await call(url("/me"), "GET", undefined, { token: someone.token })).status).toBe(404);
    const granted = await call(
      url("/staff"),
      "POST",
      { email: "New-Reviewer@example.com", role: "reviewer", grant: true },
      { token: admin.token },
    );
    expect(granted.status).toBe(200);
    expect(granted.json.data.changed).toBe(true);
    expect((await call(url("/me"), "GET", undefined, { token: someone.token })).json.data.roles).toEqual([
      "reviewer",
    ]);
    const list = await call(url("/staff"), "GET", undefined, { token: admin.token });
    expect(list.json.data.staff).toContainEqual({ email: "new-reviewer@example.com", roles: ["reviewer"] });
    const revoked = await call(
      url("/staff"),
      "POST",
      { email: someone.email, role: "reviewer", grant: false },
      { token: admin.token },
    );
    expect(revoked.status).toBe(200);
    expect((await call(url("/me"), "GET", undefined, { token: someone.token })).status).toBe(404);
    const audit = await call(url("/audit"), "GET", undefined, { token: admin.token });
    const mine = (audit.json.data.entries as { action: string; actorId: string; after: { userId: string } }[])
      .filter((e) => e.after?.userId === someone.id)
      .map((e) => [e.action, e.actorId]);
    expect(mine).toEqual([
      ["role.revoke", admin.id],
      ["role.grant", admin.id],
    ]);
    const unknown = await call(
      url("/staff"),
      "POST",
      { email: "nobody@example.com", role: "lead", grant: true },
      { token: admin.token, language: "fr" },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe("Aucun compte n’utilise cette adresse.");
    const badRole = await call(
      url("/staff"),
      "POST",
      { email: someone.email, role: "owner", grant: true },
      { token: admin.token },
    );
    expect(badRole.status).toBe(400);
    expect(badRole.json.errors).toMatchObject({ field: "role" });
  });

  test("marks: rectangles on this request's photos only, within the photo; kept with the verdict", async () => {
    const { requestId } = await inReview();
    await call(url(`/requests/${requestId}/claim`), "POST", undefined, { token: reviewer.token });
    const detail = await call(url(`/requests/${requestId}`), "GET", undefined, { token: reviewer.token });
    const photoId = (detail.json.data.photos as { id: string }[])[0]?.id as string;
    const body = await verdictBody(requestId, reviewer.token, "authentic", 96);
    const withMarks = (marks: unknown) => ({
      ...body,
      checklist: body.checklist.map((c, i) => (i === 0 ? { ...c, marks } : c)),
    });
    const other = await inReview();
    await call(url(`/requests/${other.requestId}/claim`), "POST", undefined, { token: reviewer2.token });
    const otherDetail = await call(url(`/requests/${other.requestId}`), "GET", undefined, {
      token: reviewer2.token,
    });
    const foreign = (otherDetail.json.data.photos as { id: string }[])[0]?.id as string;
    for (const [marks, field] of [
      [[{ photoId: foreign, x: 0.1, y: 0.1, w: 0.2, h: 0.2 }], "checklist.0.marks.0.photoId"],
      [[{ photoId, x: 0.9, y: 0.1, w: 0.2, h: 0.2 }], "checklist.0.marks.0"],
      [[{ photoId, x: -0.1, y: 0.1, w: 0.2, h: 0.2 }], "checklist.0.marks.0.x"],
      [[{ photoId, x: 0.1, y: 0.1, w: 0, h: 0.2 }], "checklist.0.marks.0"],
      [Array.from({ length: 6 }, () => ({ photoId, x: 0.1, y: 0.1, w: 0.2, h: 0.2 })), "checklist.0.marks"],
    ] as [unknown, string][]) {
      const refused = await call(url(`/requests/${requestId}/verdict`), "POST", withMarks(marks), {
        token: reviewer.token,
      });
      expect(refused.status, field).toBe(400);
      expect(refused.json.errors).toMatchObject({ field });
    }
    const mark = { photoId, x: 0.25, y: 0.5, w: 0.5, h: 0.25 };
    const given = await call(url(`/requests/${requestId}/verdict`), "POST", withMarks([mark]), {
      token: reviewer.token,
    });
    expect(given.status).toBe(200);
    const lead2Detail = await call(url(`/requests/${requestId}`), "GET", undefined, { token: lead.token });
    expect(lead2Detail.json.data.verdicts[0].checklist[0].marks).toEqual([mark]);
  });

  test("comparison: earlier authentic verdicts of the same model; market value from the site's figures", async () => {
    const { requestId } = await inReview();
    const detail = await call(url(`/requests/${requestId}`), "GET", undefined, { token: lead.token });
    expect(detail.status).toBe(200);
    // Earlier tests issued certificates for Hermès Birkin 30 handbags: the newest three are offered.
    const comparison = detail.json.data.comparison as {
      certificateId: string;
      model: string;
      photos: unknown[];
    }[];
    expect(comparison.length).toBeGreaterThan(0);
    expect(comparison.length).toBeLessThanOrEqual(3);
    for (const c of comparison) {
      expect(c.model).toBe("Birkin 30");
      expect(c.certificateId).toMatch(/^CC-/);
      expect(c.photos.length).toBeGreaterThan(0);
    }
    // The site's market data holds a Birkin 30 (app/data/market-data-records.ts).
    expect(detail.json.data.marketValue).toMatchObject({ currency: "USD" });
    expect(detail.json.data.marketValue.low).toBeLessThanOrEqual(detail.json.data.marketValue.high);
  });

  test("metrics agree with the queue and the audit log", async () => {
    const metrics = await call(url("/metrics"), "GET", undefined, { token: lead.token, language: "ar" });
    expect(metrics.status).toBe(200);
    expect(metrics.json.message).toBe("مؤشرات مكتب المراجعة.");
    const m = metrics.json.data;
    const queue = await call(url("/queue"), "GET", undefined, { token: lead.token });
    const waiting = await call(url("/queue?state=second_opinion"), "GET", undefined, { token: lead.token });
    expect(m.queueSize).toBe(queue.json.data.requests.length);
    expect(m.secondOpinionSize).toBe(waiting.json.data.requests.length);
    const audit = (await call(url("/audit"), "GET", undefined, { token: admin.token })).json.data.entries as {
      action: string;
      actorId: string;
    }[];
    const count = (action: string) => audit.filter((e) => e.action === action).length;
    const finals = count("verdict.final") + count("second_opinion.agree");
    expect(m.services.reduce((n: number, s: { verdicts: number }) => n + s.verdicts, 0)).toBe(finals);
    const seconded = count("second_opinion.agree") + count("second_opinion.disagree");
    expect(m.disagreementRate).toBeCloseTo(count("second_opinion.disagree") / seconded, 6);
    expect(m.morePhotosShare).toBeGreaterThan(0);
    for (const s of m.services) {
      expect(s.medianHours).toBeLessThanOrEqual(s.p90Hours);
      expect(s.deadlinesMetShare).toBeGreaterThanOrEqual(0);
      expect(s.deadlinesMetShare).toBeLessThanOrEqual(1);
    }
    for (const r of m.reviewers) expect(r.reviewer).toMatch(/^R-[A-Z2-7]{6}$/);
    expect(JSON.stringify(m)).not.toContain("@example.com");
  });
});

describe("roles go to proven addresses only (issue 30, security)", () => {
  const refusal = {
    en: "This account has not confirmed its e-mail address yet. A role can be given once its owner has opened the confirmation link sent to it.",
    fr: "Ce compte n’a pas encore confirmé son adresse e-mail. Un rôle peut lui être attribué dès que son titulaire a ouvert le lien de confirmation qui lui a été envoyé.",
    it: "Questo account non ha ancora confermato il suo indirizzo e-mail. Si può assegnare un ruolo quando il titolare avrà aperto il link di conferma che gli è stato inviato.",
    ar: "لم يؤكّد هذا الحساب عنوان بريده الإلكتروني بعد. يمكن منحه دورًا بعد أن يفتح صاحبه رابط التأكيد الذي أُرسل إليه.",
  };
  const entriesAbout = async (userId: string) => {
    const audit = await call(url("/audit"), "GET", undefined, { token: admin.token });
    return (audit.json.data.entries as { action: string; after: { userId?: string } | null }[]).filter(
      (e) => e.after?.userId === userId,
    );
  };

  test("an unconfirmed account gets no role: the API answers 409 in the caller's language, nothing is written", async () => {
    // Someone registered the address of a future employee and waits.
    const squatter = await register(site.api, "future.employee@example.com");
    for (const [language, message] of Object.entries(refusal)) {
      const refused = await call(
        url("/staff"),
        "POST",
        { email: "Future.Employee@example.com", role: "admin", grant: true },
        { token: admin.token, language },
      );
      expect(refused.status, language).toBe(409);
      expect(refused.json.message).toBe(message);
      expect(refused.json.errors).toEqual({ field: "email" });
    }
    // The operators' path refuses it too.
    expect(await setRole(site.database.db, squatter.email, "reviewer", true, null)).toBe("unconfirmed");
    expect((await call(url("/me"), "GET", undefined, { token: squatter.token })).status).toBe(404);
    expect((await call(url("/queue"), "GET", undefined, { token: squatter.token })).status).toBe(404);
    const list = await call(url("/staff"), "GET", undefined, { token: admin.token });
    expect((list.json.data.staff as { email: string }[]).map((s) => s.email)).not.toContain(squatter.email);
    expect(await entriesAbout(squatter.id)).toEqual([]);
    // Once the address is proven, the same grant goes through.
    await confirm(squatter.email);
    const granted = await call(
      url("/staff"),
      "POST",
      { email: squatter.email, role: "reviewer", grant: true },
      { token: admin.token },
    );
    expect(granted.status).toBe(200);
    expect((await call(url("/me"), "GET", undefined, { token: squatter.token })).json.data.roles).toEqual([
      "reviewer",
    ]);
    expect((await entriesAbout(squatter.id)).map((e) => e.action)).toEqual(["role.grant"]);
  });

  test("a role held by an account that never proved its address gives nothing until it does", async () => {
    const legacy = await register(site.api, "legacy-grant@example.com");
    // A role row written before grants required a proven address.
    await site.database.db
      .insert(staffRoles)
      .values({ userId: legacy.id, role: "lead", grantedBy: "operator" });
    expect((await call(url("/me"), "GET", undefined, { token: legacy.token })).status).toBe(404);
    expect((await call(url("/metrics"), "GET", undefined, { token: legacy.token })).status).toBe(404);
    await confirm(legacy.email);
    const me = await call(url("/me"), "GET", undefined, { token: legacy.token });
    expect(me.status).toBe(200);
    expect(me.json.data.roles).toEqual(["lead"]);
    // Revoking never needs a proven address.
    expect(await setRole(site.database.db, legacy.email, "lead", false, null)).toBe("changed");
  });

  test("a role follows the proven address, not one waiting to replace it", async () => {
    const moving = await staff("moving.reviewer@example.com", ["reviewer"]);
    const changed = await call(
      `${site.api}/auth/profile`,
      "PUT",
      { email: "moving.reviewer@new.example.com", currentPassword: ownerPassword },
      { token: moving.token },
    );
    expect(changed.status).toBe(200);
    expect(changed.json.data.pendingEmail).toBe("moving.reviewer@new.example.com");
    // The proven address keeps the role while the new one waits.
    expect((await call(url("/me"), "GET", undefined, { token: moving.token })).json.data.roles).toEqual([
      "reviewer",
    ]);
    // The waiting address is not the account's: nothing can be granted through it.
    const viaPending = await call(
      url("/staff"),
      "POST",
      { email: "moving.reviewer@new.example.com", role: "admin", grant: true },
      { token: admin.token },
    );
    expect(viaPending.status).toBe(404);
    expect(await setRole(site.database.db, "moving.reviewer@new.example.com", "lead", true, null)).toBe(
      "noAccount",
    );
    const listed = async () =>
      (
        (await call(url("/staff"), "GET", undefined, { token: admin.token })).json.data.staff as {
          email: string;
          roles: string[];
        }[]
      ).filter((s) => s.email.startsWith("moving.reviewer@"));
    expect(await listed()).toEqual([{ email: "moving.reviewer@example.com", roles: ["reviewer"] }]);
    // Proven, the new address is the account's, and the role (no more) goes with it.
    const token = linkToken(await mailTo(site.smtp, "moving.reviewer@new.example.com"), "/app/verify-email");
    expect((await call(`${site.api}/auth/verify-email`, "POST", { token })).status).toBe(200);
    expect((await call(url("/me"), "GET", undefined, { token: moving.token })).json.data.roles).toEqual([
      "reviewer",
    ]);
    expect(await listed()).toEqual([{ email: "moving.reviewer@new.example.com", roles: ["reviewer"] }]);
  });

  test("npm run staff -- grant refuses an unconfirmed account: exit 1, a plain sentence, nothing written", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "staff-cli-"));
    try {
      const database = await openDatabase({ databaseUrl: null, dataDir });
      await createAuthService({ db: database.db }).register(
        { email: "typo.employee@example.com", name: "Typo", password: ownerPassword },
        { address: "127.0.0.1" },
      );
      await database.close();
      const run = (...args: string[]) =>
        spawnSync(process.execPath, ["scripts/ops/staff.ts", ...args], {
          cwd: root,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
          encoding: "utf8",
        });
      const refused = run("grant", "typo.employee@example.com", "admin");
      expect(refused.status, refused.stderr).toBe(1);
      expect(refused.stderr.trim()).toBe(
        "refused: this account has not confirmed its e-mail address; a role is granted only after its owner opens the confirmation link sent to it",
      );
      expect(refused.stdout).toBe("");
      const after = await openDatabase({ databaseUrl: null, dataDir });
      try {
        expect(await after.db.select().from(staffRoles)).toEqual([]);
        expect(await after.db.select().from(reviewAudit)).toEqual([]);
      } finally {
        await after.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
