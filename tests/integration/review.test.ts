/**
 * The review desk over real HTTP (decision 021): roles on every endpoint, claims and their lease,
 * more photos and the owner's resume, the four-eyes rule, the certificate of a final authentic
 * verdict, and the audit log of every staff action.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { appendEntry } from "#server/requests/ledger.ts";
import { type StaffRole, setRole } from "#server/review/service.ts";
import { readRawMail } from "./auth-mail.ts";
import { waitFor } from "./harness.ts";
import { call, handbag, readyPhotos, register } from "./requests-fixture.ts";
import { type ReviewSite, startReview } from "./review-fixture.ts";

let site: ReviewSite;
type Account = { id: string; email: string; token: string };
let owner: Account;
let reviewer: Account;
let reviewer2: Account;
let lead: Account;
let lead2: Account;
let admin: Account;

async function staff(email: string, roles: StaffRole[]) {
  const account = await register(site.api, email);
  for (const role of roles) await setRole(site.database.db, email, role, true, null);
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
      item: { category: "Handbags", brand: "Hermès", model: "Birkin 30" },
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
