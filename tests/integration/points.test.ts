/**
 * Points and rewards over real HTTP (docs/decisions/023-points-and-rewards.md): the award of an
 * authentication once per request however often its verdict move is retried, twice as many with
 * the subscription, a redemption raced from two tabs debiting once, the limit per member,
 * strangers refused, and the points for a certificate's transfer, awarded to its sender once, in
 * the transaction that accepts it.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { earningRule, rewardOf } from "#app/data/points.ts";
import { mailOutbox, pointsLedger } from "#server/db/schema.ts";
import { linkToken, mailTo } from "./auth-fixture.ts";
import {
  call,
  handbag,
  type RequestsSite,
  readyPhotos,
  register,
  startRequests,
} from "./requests-fixture.ts";

let site: RequestsSite;
const subscribers = new Set<string>();

beforeAll(async () => {
  site = await startRequests({ subscribed: async (_q, id) => subscribers.has(id) });
}, 60_000);

afterAll(async () => {
  await site?.close();
});

/** Points as the owner's authentications would have earned them (one award per made-up request). */
async function earn(ownerId: string, times: number) {
  for (let i = 0; i < times; i++)
    await site.database.db.transaction((tx) =>
      site.points.awardAuthentication(tx, { id: randomUUID(), ownerId }),
    );
}

async function verdictFor(owner: { id: string; token: string }, key: string) {
  const made = await call(`${site.api}/items`, "POST", handbag, { token: owner.token });
  const itemId = made.json.data.item.id as string;
  await readyPhotos(site.database, { id: itemId, ownerId: owner.id, category: "handbags" });
  const submitted = await call(
    `${site.api}/items/${itemId}/requests`,
    "POST",
    { service: "ai", idempotencyKey: key },
    { token: owner.token },
  );
  expect(submitted.status).toBe(201);
  const requestId = submitted.json.data.request.id as string;
  await site.checks.runOnce();
  return requestId;
}

describe("points for an authentication", () => {
  test("the verdict awards the authentication's points once, even when the move is retried", async () => {
    const owner = await register(site.api, `points-award-${randomUUID()}@collect.test`);
    const staff = await register(site.api, `points-staff-${randomUUID()}@collect.test`);
    const requestId = await verdictFor(owner, "points-award-0001");
    const before = await call(`${site.api}/points`, "GET", undefined, { token: owner.token });
    expect(before.json.data.balance).toBe(0);
    expect(await site.requests.recordVerdict(requestId, staff.id, { outcome: "authentic" })).not.toBeNull();
    expect(await site.requests.recordVerdict(requestId, staff.id, { outcome: "authentic" })).toBeNull();
    const awarded = await call(`${site.api}/points`, "GET", undefined, { token: owner.token });
    expect(awarded.json.data.balance).toBe(100);
    // A retry that reaches the award again (a second process) writes nothing.
    await site.database.db.transaction((tx) =>
      site.points.awardAuthentication(tx, { id: requestId, ownerId: owner.id }),
    );
    const after = await call(`${site.api}/points`, "GET", undefined, { token: owner.token });
    expect(after.status).toBe(200);
    expect(after.json.message).toBe("Your points.");
    expect(after.json.data.balance).toBe(100);
    expect(after.json.data.recent).toHaveLength(1);
    expect(after.json.data.recent[0]).toMatchObject({ delta: 100, reason: "authentication", requestId });
    expect(after.json.data.next).toEqual({ rewardId: "london-mayfair", points: 500, needs: 400 });
  });

  test("a Vault subscriber earns twice as many", async () => {
    const owner = await register(site.api, `points-sub-${randomUUID()}@collect.test`);
    subscribers.add(owner.id);
    await earn(owner.id, 1);
    const rows = await site.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, owner.id));
    expect(rows.map((r) => [r.delta, r.multiplier])).toEqual([[200, 2]]);
  });
});

describe("redeeming a reward", () => {
  test("two tabs racing with one Idempotency-Key debit once and show one voucher; the voucher is mailed", async () => {
    const owner = await register(site.api, `points-race-${randomUUID()}@collect.test`);
    await earn(owner.id, 20);
    const redeem = () =>
      fetch(`${site.api}/rewards/caribbean-bay/redeem`, {
        method: "POST",
        headers: { Authorization: `Bearer ${owner.token}`, "Idempotency-Key": "tab-race-0001" },
      }).then(async (r) => ({ status: r.status, json: await r.json() }));
    const answers = await Promise.all([redeem(), redeem()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    const [first, second] = answers;
    expect(first?.json.data.voucher.code).toBe(second?.json.data.voucher.code);
    expect(first?.json.data.voucher.code).toMatch(/^[A-Z2-9]{5}(-[A-Z2-9]{5}){3}$/);
    const summary = await call(`${site.api}/points`, "GET", undefined, { token: owner.token });
    expect(summary.json.data.balance).toBe(2000 - 1500);
    const mails = await site.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "points:voucher"), eq(mailOutbox.toAddress, owner.email)));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain(first?.json.data.voucher.code);
  });

  test("a short balance and the limit per member are clear 409s in the caller's language", async () => {
    const owner = await register(site.api, `points-limit-${randomUUID()}@collect.test`);
    await earn(owner.id, 4);
    const redeem = (key: string, language = "en") =>
      fetch(`${site.api}/rewards/london-mayfair/redeem`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${owner.token}`,
          "Idempotency-Key": key,
          "Accept-Language": language,
        },
      }).then(async (r) => ({ status: r.status, json: await r.json() }));
    const short = await redeem("limit-key-0001", "fr");
    expect(short.status).toBe(409);
    expect(short.json.message).toBe("Cette récompense coûte 500 points et votre solde est de 400.");
    await earn(owner.id, 6);
    expect(rewardOf("london-mayfair")?.limitPerMember).toBe(1);
    expect((await redeem("limit-key-0002")).status).toBe(201);
    const again = await redeem("limit-key-0003");
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("You have already redeemed this reward once, its limit.");
    const summary = await call(`${site.api}/points`, "GET", undefined, { token: owner.token });
    expect(summary.json.data.balance).toBe(500);
  });

  test("strangers get 401, unknown rewards 404, a missing key 400", async () => {
    const owner = await register(site.api, `points-other-${randomUUID()}@collect.test`);
    const anonymous = await call(`${site.api}/points`, "GET");
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.message).toBe("Sign in to continue.");
    expect((await call(`${site.api}/rewards/caribbean-bay/redeem`, "POST")).status).toBe(401);
    const unknown = await call(`${site.api}/rewards/nowhere`, "GET", undefined, { token: owner.token });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe("This reward does not exist.");
    const noKey = await call(`${site.api}/rewards/caribbean-bay/redeem`, "POST", undefined, {
      token: owner.token,
    });
    expect(noKey.status).toBe(400);
    const page = await call(`${site.api}/points/entries?page=0`, "GET", undefined, { token: owner.token });
    expect(page.status).toBe(400);
  });
});

describe("points for a transfer", () => {
  /** Confirms an address the way its owner does: the registration e-mail's link, opened. */
  async function confirm(email: string) {
    const token = linkToken(await mailTo(site.smtp, email), "/app/verify-email");
    expect((await call(`${site.api}/auth/verify-email`, "POST", { token })).status).toBe(200);
  }
  const balanceOf = async (token: string) =>
    (await call(`${site.api}/points`, "GET", undefined, { token })).json.data.balance as number;

  test("the sender earns the transfer's points once, when the new owner accepts; Vault subscribers twice as many", async () => {
    const stamp = randomUUID();
    const ann = await register(site.api, `points-ann-${stamp}@collect.test`);
    const ben = await register(site.api, `points-ben-${stamp}@collect.test`);
    const issued = await site.certificates.issue({
      item: { category: "Handbags", brand: "Hermès", model: "Birkin 30", colour: "Noir" },
      result: "authentic",
      confidence: 97,
      conditionGrade: 8,
      reviewedBy: "ai+human",
      date: "2026-11-20",
      ownerEmail: ann.email,
    });
    await confirm(ann.email);
    const started = await call(
      `${site.api}/vault/${issued.id}/transfer`,
      "POST",
      { email: ben.email },
      { token: ann.token },
    );
    expect(started.status).toBe(201);
    const transferId = started.json.data.id as string;
    // Starting a transfer earns nothing: the sender could still cancel it.
    expect(await balanceOf(ann.token)).toBe(0);
    await confirm(ben.email);
    const accepted = await call(`${site.api}/vault/transfers/${transferId}/accept`, "POST", undefined, {
      token: ben.token,
    });
    expect(accepted.status).toBe(200);
    expect(earningRule("transfer").points).toBe(50);
    expect(await balanceOf(ann.token)).toBe(50);
    expect(await balanceOf(ben.token)).toBe(0);
    const summary = await call(`${site.api}/points`, "GET", undefined, { token: ann.token });
    expect(summary.json.data.recent).toHaveLength(1);
    expect(summary.json.data.recent[0]).toMatchObject({ delta: 50, reason: "transfer", multiplier: 1 });
    // Accepted twice: refused, nothing more; the award reached again (a second process) writes nothing.
    const again = await call(`${site.api}/vault/transfers/${transferId}/accept`, "POST", undefined, {
      token: ben.token,
    });
    expect(again.status).toBe(409);
    expect(
      await site.database.db.transaction((tx) =>
        site.points.awardTransfer(tx, { id: transferId, fromUserId: ann.id }),
      ),
    ).toBe(false);
    expect(await balanceOf(ann.token)).toBe(50);
    const keyed = await site.database.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.idempotencyKey, `transfer:${transferId}`));
    expect(keyed).toHaveLength(1);

    // Ben, subscribed, hands it back: 100 points to him.
    subscribers.add(ben.id);
    const back = await call(
      `${site.api}/vault/${issued.id}/transfer`,
      "POST",
      { email: ann.email },
      { token: ben.token },
    );
    expect(back.status).toBe(201);
    const returned = await call(
      `${site.api}/vault/transfers/${back.json.data.id as string}/accept`,
      "POST",
      undefined,
      { token: ann.token },
    );
    expect(returned.status).toBe(200);
    expect(await balanceOf(ben.token)).toBe(100);
    expect(await balanceOf(ann.token)).toBe(50);
  });
});
