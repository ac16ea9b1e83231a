/**
 * Authentication requests over real HTTP on the embedded database: the owner's whole journey
 * (register, item, photos, submit, timeline, cancel and refund), the checks worker, the review
 * desk's moves and their e-mails, ownership, refusals in the caller's language, the data export
 * and the account deletion's cascade.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { authRequests, checkoutSessions, creditLedger, mailOutbox } from "#server/db/schema.ts";
import { buildExportDocument } from "#server/privacy/export-document.ts";
import { readRawMail } from "./auth-mail.ts";
import { waitFor } from "./harness.ts";
import {
  call,
  handbag,
  type RequestsSite,
  readyPhotos,
  register,
  startRequests,
} from "./requests-fixture.ts";

let site: RequestsSite;

beforeAll(async () => {
  site = await startRequests();
}, 60_000);

afterAll(async () => {
  await site?.close();
});

const mailsTo = (email: string) =>
  site.smtp.received.filter((m) => m.to.includes(email)).map((m) => readRawMail(m.raw, m.to));

const handbagRequired = [
  "front",
  "back",
  "base",
  "interior",
  "heat-stamp",
  "date-code",
  "hardware-engraving",
];

describe("an owner's journey", () => {
  let owner: { id: string; email: string; token: string };
  let itemId: string;
  let requestId: string;

  test("registration includes the first authentication: 5 credits, granted once", async () => {
    owner = await register(site.api, "journey@example.com");
    const [first, second] = await Promise.all([
      call(`${site.api}/credits`, "GET", undefined, { token: owner.token }),
      call(`${site.api}/credits`, "GET", undefined, { token: owner.token }),
    ]);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(first.json.message).toBe("Your credits.");
    expect(second.json.data.balance).toBe(5);
    const again = await call(`${site.api}/credits`, "GET", undefined, { token: owner.token });
    expect(again.json.data.balance).toBe(5);
    expect(
      again.json.data.entries.map((e: { reason: string; delta: number }) => [e.reason, e.delta]),
    ).toEqual([["registration", 5]]);
  });

  test("creating an item opens its draft; the item shows shots, services and the draft's timeline", async () => {
    const created = await call(`${site.api}/items`, "POST", handbag, { token: owner.token });
    expect(created.status).toBe(201);
    expect(created.json.message).toBe("Your item is saved.");
    expect(created.json.data.item).toMatchObject({
      purpose: "authenticate",
      category: "handbags",
      brand: "hermes",
      brandName: "",
      model: "Birkin 30",
      colour: "Gold",
      reference: "",
      pricePaid: { amount: "9500.50", currency: "EUR" },
    });
    itemId = created.json.data.item.id;

    const list = await call(`${site.api}/items`, "GET", undefined, { token: owner.token });
    expect(list.json.data.balance).toBe(5);
    expect(list.json.data.items).toHaveLength(1);
    expect(list.json.data.items[0].request.state).toBe("draft");

    const item = await call(`${site.api}/items/${itemId}`, "GET", undefined, { token: owner.token });
    expect(item.status).toBe(200);
    expect(
      item.json.data.shots
        .filter((s: { required: boolean }) => s.required)
        .map((s: { slot: string }) => s.slot),
    ).toEqual(handbagRequired);
    expect(item.json.data.shots.map((s: { slot: string }) => s.slot)).toContain("zip-pull");
    expect(item.json.data.services).toEqual([
      { service: "ai", credits: 5, turnaround: "complexCases", turnaroundHours: 72 },
      { service: "expert", credits: 149, turnaround: "handbags", turnaroundHours: 48 },
    ]);
    expect(item.json.data.photos).toEqual([]);
    expect(item.json.data.requests).toHaveLength(1);
    expect(
      item.json.data.requests[0].events.map((e: { state: string; by: string }) => [e.state, e.by]),
    ).toEqual([["draft", "owner"]]);
  });

  test("submitting without the required photos is a 409 naming the missing shots, in the caller's language", async () => {
    const none = await call(
      `${site.api}/items/${itemId}/requests`,
      "POST",
      { service: "ai", idempotencyKey: "journey-0001" },
      { token: owner.token },
    );
    expect(none.status).toBe(409);
    expect(none.json.message).toBe("7 required photos are missing: add them before you submit.");
    expect(none.json.errors).toEqual({ field: "photos", missingShots: handbagRequired });

    await readyPhotos(
      site.database,
      { id: itemId, ownerId: owner.id, category: "handbags" },
      handbagRequired.slice(0, 6),
    );
    const one = await call(
      `${site.api}/items/${itemId}/requests`,
      "POST",
      { service: "ai", idempotencyKey: "journey-0001" },
      { token: owner.token, language: "ar" },
    );
    expect(one.status).toBe(409);
    expect(one.json.message).toBe("تنقص صورة مطلوبة واحدة: أضفها قبل الإرسال.");
    expect(one.json.errors.missingShots).toEqual(["hardware-engraving"]);
    const fr = await call(
      `${site.api}/items/${itemId}/requests`,
      "POST",
      { service: "ai", idempotencyKey: "journey-0001" },
      { token: owner.token, language: "fr-CH, en;q=0.5" },
    );
    expect(fr.json.message).toBe(
      "Il manque une photo obligatoire\u202f: ajoutez-les avant d’envoyer votre demande.",
    );
  });

  test("expert review costs more than the balance: 402 with the balance and the cost", async () => {
    await readyPhotos(site.database, { id: itemId, ownerId: owner.id, category: "handbags" }, [
      "hardware-engraving",
    ]);
    const r = await call(
      `${site.api}/items/${itemId}/requests`,
      "POST",
      { service: "expert", idempotencyKey: "journey-expert" },
      { token: owner.token },
    );
    expect(r.status).toBe(402);
    expect(r.json.message).toBe("This authentication costs 149 credits and your balance is 5.");
    expect(r.json.errors).toEqual({ field: "service", balance: 5, cost: 149 });
  });

  test("submit debits once: the same key twice answers the first result", async () => {
    const body = { service: "ai", idempotencyKey: "journey-0001" };
    const first = await call(`${site.api}/items/${itemId}/requests`, "POST", body, { token: owner.token });
    expect(first.status).toBe(201);
    expect(first.json.message).toBe("Your request is received.");
    expect(first.json.data.balance).toBe(0);
    const request = first.json.data.request;
    requestId = request.id;
    expect(request).toMatchObject({
      state: "submitted",
      service: "ai",
      turnaround: "complexCases",
      costCredits: 5,
    });
    expect(Date.parse(request.deadlineAt) - Date.parse(request.submittedAt)).toBe(72 * 3_600_000);
    expect(request.events.map((e: { state: string }) => e.state)).toEqual(["draft", "submitted"]);
    expect(request.events[1].detail).toEqual({ service: "ai", credits: 5 });

    const again = await call(`${site.api}/items/${itemId}/requests`, "POST", body, { token: owner.token });
    expect(again.status).toBe(200);
    expect(again.json.data.request.id).toBe(requestId);
    expect(again.json.data.balance).toBe(0);
    const otherKey = await call(
      `${site.api}/items/${itemId}/requests`,
      "POST",
      { service: "ai", idempotencyKey: "journey-0002" },
      { token: owner.token },
    );
    expect(otherKey.status).toBe(409);
    expect(otherKey.json.message).toBe("This item has already been sent for authentication.");

    const credits = await call(`${site.api}/credits`, "GET", undefined, { token: owner.token });
    expect(credits.json.data.balance).toBe(0);
    expect(
      credits.json.data.entries.map((e: { reason: string; delta: number }) => [e.reason, e.delta]),
    ).toEqual([
      ["submit", -5],
      ["registration", 5],
    ]);
    const list = await call(`${site.api}/items`, "GET", undefined, { token: owner.token });
    expect(list.json.data.items[0].request).toMatchObject({ id: requestId, state: "submitted" });
  });

  test("the owner is mailed that the request is received, without what they typed", async () => {
    const [mail] = await waitFor(
      () => {
        const found = mailsTo(owner.email).filter(
          (m) => m.subject === "Your authentication request is received",
        );
        return found.length > 0 && found;
      },
      15_000,
      "the request-received e-mail",
    );
    expect(mail?.text).toContain("We have received your request to authenticate an item (Handbags).");
    expect(mail?.text).toContain(`https://collect.test/app/item/${itemId}`);
    expect(mail?.text).not.toContain("Birkin");
  });

  test("cancelling before review refunds once", async () => {
    const cancelled = await call(`${site.api}/requests/${requestId}/cancel`, "POST", undefined, {
      token: owner.token,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.message).toBe("Your request is cancelled and 5 credits are back in your balance.");
    expect(cancelled.json.data.balance).toBe(5);
    expect(cancelled.json.data.request.events.map((e: { state: string }) => e.state)).toEqual([
      "draft",
      "submitted",
      "cancelled",
    ]);
    const twice = await call(`${site.api}/requests/${requestId}/cancel`, "POST", undefined, {
      token: owner.token,
    });
    expect(twice.status).toBe(200);
    expect(twice.json.message).toBe("This request was already cancelled.");
    expect(twice.json.data.balance).toBe(5);
    const refunds = await site.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, owner.id), eq(creditLedger.reason, "refund")));
    expect(refunds).toHaveLength(1);
  });

  test("a new request on the same item goes through the checks to the experts; then it cannot be cancelled or changed", async () => {
    const submitted = await call(
      `${site.api}/items/${itemId}/requests`,
      "POST",
      { service: "ai", idempotencyKey: "journey-0003" },
      { token: owner.token, language: "it" },
    );
    expect(submitted.status).toBe(201);
    expect(submitted.json.message).toBe("La vostra richiesta è stata ricevuta.");
    requestId = submitted.json.data.request.id;
    expect(await site.checks.runOnce()).toBe(1);
    expect(await site.checks.runOnce()).toBe(0);

    const item = await call(`${site.api}/items/${itemId}`, "GET", undefined, { token: owner.token });
    const [latest, earlier] = item.json.data.requests;
    expect(earlier.state).toBe("cancelled");
    expect(latest.state).toBe("in_review");
    expect(latest.events.map((e: { state: string; by: string }) => [e.state, e.by])).toEqual([
      ["draft", "owner"],
      ["submitted", "owner"],
      ["checks", "system"],
      ["in_review", "system"],
    ]);
    expect(latest.events[2].detail).toEqual({ photos: 7, flagged: ["base"] });
    expect(latest.events[3].detail).toBeNull();
    const [stored] = await site.database.db
      .execute<{ detail: unknown }>(
        sql`select detail from auth_request_events where request_id = ${requestId} and state = 'in_review'`,
      )
      .then((r) => r.rows);
    expect(stored?.detail).toEqual({ assessor: "none" });

    const cancel = await call(`${site.api}/requests/${requestId}/cancel`, "POST", undefined, {
      token: owner.token,
    });
    expect(cancel.status).toBe(409);
    expect(cancel.json.message).toBe("This request can no longer be cancelled: it is with our experts.");
    const patch = await call(
      `${site.api}/items/${itemId}`,
      "PATCH",
      { model: "Kelly" },
      { token: owner.token },
    );
    expect(patch.status).toBe(409);
    expect(patch.json.message).toBe(
      "This item has been sent for authentication: its details can no longer change.",
    );
    const del = await call(`${site.api}/items/${itemId}`, "DELETE", undefined, { token: owner.token });
    expect(del.status).toBe(409);
  });

  test("the review desk's moves mail the owner in the language they submitted in, as they chose", async () => {
    const staff = await register(site.api, "reviewer@example.com");
    const prefs = await call(
      `${site.api}/notifications`,
      "PUT",
      { requestReceived: true, morePhotosNeeded: true, verdictReady: false },
      { token: owner.token },
    );
    expect(prefs.status).toBe(200);
    expect(prefs.json.message).toBe("Your e-mail choices are saved.");
    const read = await call(`${site.api}/notifications`, "GET", undefined, { token: owner.token });
    expect(read.json.data).toEqual({ requestReceived: true, morePhotosNeeded: true, verdictReady: false });

    const asked = await site.requests.askForMorePhotos(requestId, staff.id, ["base", "interior"]);
    expect(asked?.state).toBe("more_photos");
    const mail = await waitFor(
      () => mailsTo(owner.email).find((m) => m.subject === "Ci servono altre foto del vostro articolo"),
      15_000,
      "the more-photos e-mail",
    );
    expect(mail.text).toContain("hanno bisogno di altre 2 foto del vostro articolo (Borse)");
    // A move that does not start where the request is writes nothing.
    expect(await site.requests.recordVerdict(requestId, staff.id, { outcome: "authentic" })).toBeNull();
    const resume = () =>
      call(`${site.api}/requests/${requestId}/resume`, "POST", undefined, { token: owner.token });
    const early = await resume();
    expect(early.status).toBe(409);
    expect(early.json.message).toBe("2 required photos are missing: add them before you submit.");
    expect(early.json.errors.missingShots).toEqual(["base", "interior"]);
    await site.database.db.execute(
      sql`update photos set replaced_at = now() where item_id = ${itemId} and slot in ('base', 'interior')`,
    );
    await readyPhotos(site.database, { id: itemId, ownerId: owner.id, category: "handbags" }, [
      "base",
      "interior",
    ]);
    const resumed = await resume();
    expect(resumed.status).toBe(200);
    expect(resumed.json.message).toBe("Your new photos are with our experts.");
    expect(resumed.json.data.request.state).toBe("in_review");
    expect((await resume()).json.message).toBe("This request is not waiting for photos.");
    const verdict = await site.requests.recordVerdict(requestId, staff.id, { outcome: "authentic" });
    expect(verdict?.state).toBe("verdict");
    expect(verdict?.events?.map((e) => [e.state, e.by]).slice(-3)).toEqual([
      ["more_photos", "staff"],
      ["in_review", "owner"],
      ["verdict", "staff"],
    ]);
    const queued = await site.database.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(eq(mailOutbox.recordId, requestId));
    expect(queued.map((q) => q.kind).sort()).toEqual(["request:morePhotosNeeded", "request:requestReceived"]);
  });

  test("the data export holds the items, requests with their events, the ledger, points and payments; deleting the account removes them all", async () => {
    // The points the verdict earned are the journey's own; a checkout as the payments service opens one.
    await site.database.db
      .insert(checkoutSessions)
      .values({ id: `cs_export_${owner.id}`, userId: owner.id, kind: "pack", credits: 5 });
    const document = (await buildExportDocument(
      site.database.db,
      { id: owner.id, email: owner.email },
      new Date(),
      "Collect",
    )) as {
      authentication: { items: unknown[]; requests: { events: unknown[] }[]; credits: unknown[] };
      points: unknown;
      payments: unknown;
    };
    expect(document.points).toEqual({
      moves: [expect.objectContaining({ delta: 100, reason: "authentication", multiplier: 1 })],
      vouchers: [],
    });
    expect(document.payments).toEqual({
      subscription: null,
      checkouts: [expect.objectContaining({ kind: "pack", credits: 5, status: "open" })],
    });
    expect(JSON.stringify(document.payments)).not.toContain("cs_export_");
    const auth = document.authentication;
    expect(auth.items).toHaveLength(1);
    expect(auth.items[0]).toMatchObject({ model: "Birkin 30", pricePaidMinor: 950050, currency: "EUR" });
    expect((auth.items[0] as { photos: unknown[] }).photos).toHaveLength(9);
    expect(auth.requests.map((r) => r.events.length)).toEqual([3, 7]);
    expect(auth.credits).toHaveLength(4);

    const counts = async () =>
      (
        await site.database.db.execute<Record<string, number>>(sql`select
          (select count(*)::int from items where owner_id = ${owner.id}) as items,
          (select count(*)::int from auth_requests where owner_id = ${owner.id}) as requests,
          (select count(*)::int from auth_request_events e join auth_requests r on r.id = e.request_id
             where r.owner_id = ${owner.id}) as events,
          (select count(*)::int from photos where owner_id = ${owner.id}) as photos,
          (select count(*)::int from credit_ledger where user_id = ${owner.id}) as ledger,
          (select count(*)::int from notification_preferences where user_id = ${owner.id}) as preferences,
          (select count(*)::int from points_ledger where user_id = ${owner.id}) as points,
          (select count(*)::int from checkout_sessions where user_id = ${owner.id}) as checkouts`)
      ).rows[0];
    const ids = (
      await site.database.db
        .select({ id: authRequests.id })
        .from(authRequests)
        .where(eq(authRequests.ownerId, owner.id))
    ).map((r) => r.id);
    expect(await counts()).toEqual({
      items: 1,
      requests: 2,
      events: 10,
      photos: 9,
      ledger: 4,
      preferences: 1,
      points: 1,
      checkouts: 1,
    });
    // The account deletion (server/privacy) ends with this statement; the foreign keys do the rest.
    await site.database.db.execute(sql`delete from users where id = ${owner.id}`);
    expect(await counts()).toEqual({
      items: 0,
      requests: 0,
      events: 0,
      photos: 0,
      ledger: 0,
      preferences: 0,
      points: 0,
      checkouts: 0,
    });
    const orphans = await site.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from auth_request_events where request_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
    expect(orphans.rows[0]?.n).toBe(0);
  });
});

describe("ownership", () => {
  test("another account gets 404 for every item and request of the first, and sees none of them", async () => {
    const a = await register(site.api, "owner-a@example.com");
    const b = await register(site.api, "owner-b@example.com");
    const item = (
      await call(`${site.api}/items`, "POST", { ...handbag, purpose: "vault" }, { token: a.token })
    ).json.data.item;
    await readyPhotos(site.database, { id: item.id, ownerId: a.id, category: "handbags" });
    const submitted = await call(
      `${site.api}/items/${item.id}/requests`,
      "POST",
      { service: "ai", idempotencyKey: "owner-a-0001" },
      { token: a.token },
    );
    expect(submitted.status).toBe(201);
    const requestId = submitted.json.data.request.id;

    const attempts = [
      ["GET", `/items/${item.id}`, undefined],
      ["PATCH", `/items/${item.id}`, { model: "Mine now" }],
      ["DELETE", `/items/${item.id}`, undefined],
      ["POST", `/items/${item.id}/requests`, { service: "ai", idempotencyKey: "owner-b-0001" }],
      ["POST", `/items/${item.id}/requests`, { service: "ai", idempotencyKey: "owner-a-0001" }],
      ["POST", `/requests/${requestId}/cancel`, undefined],
      ["POST", `/requests/${requestId}/resume`, undefined],
    ] as const;
    for (const [method, path, body] of attempts) {
      const r = await call(`${site.api}${path}`, method, body, { token: b.token });
      expect([method, path, r.status]).toEqual([method, path, 404]);
      expect(r.json.message).toMatch(/^This (item|request) does not exist\.$/);
    }
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "%27%20or%201%3D1"]) {
      expect((await call(`${site.api}/items/${id}`, "GET", undefined, { token: a.token })).status).toBe(404);
      expect(
        (await call(`${site.api}/requests/${id}/cancel`, "POST", undefined, { token: a.token })).status,
      ).toBe(404);
    }
    const list = await call(`${site.api}/items`, "GET", undefined, { token: b.token });
    expect(list.json.data.items).toEqual([]);
    // Nothing of b's attempts changed a's request or balance.
    const mine = await call(`${site.api}/items/${item.id}`, "GET", undefined, { token: a.token });
    expect(mine.json.data.requests[0].state).toBe("submitted");
    expect(mine.json.data.item.model).toBe("Birkin 30");
    expect(mine.json.data.balance).toBe(0);

    const anonymous = await call(`${site.api}/items`, "GET");
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toBe("Bearer");
    expect(anonymous.json.message).toBe("Sign in to continue.");
  });
});

describe("concurrent submits on one database connection", () => {
  test("20 submits at once, with one key and with many: one debit", async () => {
    const owner = await register(site.api, "concurrent@example.com");
    const item = (await call(`${site.api}/items`, "POST", handbag, { token: owner.token })).json.data.item;
    await readyPhotos(site.database, { id: item.id, ownerId: owner.id, category: "handbags" });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(
          `${site.api}/items/${item.id}/requests`,
          "POST",
          { service: "ai", idempotencyKey: i % 2 ? "same-key-0001" : `other-key-${i}-0001` },
          { token: owner.token },
        ),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 201 || s === 409)).toBe(true);
    const debits = await site.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, owner.id), eq(creditLedger.reason, "submit")));
    expect(debits).toHaveLength(1);
    const credits = await call(`${site.api}/credits`, "GET", undefined, { token: owner.token });
    expect(credits.json.data.balance).toBe(0);
  });
});

describe("refusals", () => {
  let token: string;
  let itemId: string;
  beforeAll(async () => {
    const owner = await register(site.api, "refusals@example.com");
    token = owner.token;
    itemId = (await call(`${site.api}/items`, "POST", handbag, { token })).json.data.item.id;
  });

  test("each field is checked and named, in the caller's language", async () => {
    const cases: [unknown, number, string, string][] = [
      [
        { ...handbag, model: "Birkin\u000730" },
        400,
        "en",
        "The field model must not contain control characters.",
      ],
      [
        { ...handbag, model: "Birkin\n30" },
        400,
        "en",
        "The field model must not contain control characters.",
      ],
      [{ ...handbag, category: "cars" }, 400, "en", "Choose a category from the list."],
      [
        { ...handbag, brand: "not-a-brand" },
        400,
        "en",
        "Choose a brand from the directory, or write its name.",
      ],
      [
        { ...handbag, brand: undefined },
        400,
        "en",
        "Give the brand: choose it from the directory or write its name.",
      ],
      [{ ...handbag, model: "   " }, 400, "en", "The field model must not be empty."],
      [{ ...handbag, model: "x".repeat(121) }, 400, "en", "The field model must be at most 120 characters."],
      [{ ...handbag, colour: 7 }, 400, "en", "The field colour must be text."],
      [{ ...handbag, purpose: "sell" }, 400, "en", "The field purpose must be one of: authenticate, vault."],
      [{ ...handbag, price: 3 }, 400, "en", "The field price is not part of this request."],
      [{ ...handbag, colour: undefined }, 400, "en", "The field colour is missing."],
      [
        { ...handbag, pricePaid: { amount: "12.345", currency: "USD" } },
        400,
        "en",
        "The field pricePaid.amount must be an amount written with digits and at most 2 decimals, such as 1250.",
      ],
      [
        { ...handbag, pricePaid: { amount: "100", currency: "usd" } },
        400,
        "en",
        "The field pricePaid.currency must be a three-letter currency code in capitals, such as USD.",
      ],
      [{ ...handbag, model: "Birkin\u000730" }, 400, "ar", "يجب ألا يحتوي الحقل model على محارف تحكّم."],
      [{ ...handbag, category: "cars" }, 400, "it", "Scegliete una categoria dall’elenco."],
      [[1, 2], 400, "en", "Send a JSON object."],
    ];
    for (const [body, status, language, message] of cases) {
      const r = await call(`${site.api}/items`, "POST", body, { token, language });
      expect([JSON.stringify(body).slice(0, 60), r.status, r.json.message]).toEqual([
        JSON.stringify(body).slice(0, 60),
        status,
        message,
      ]);
    }
    const jpy = await call(
      `${site.api}/items`,
      "POST",
      {
        ...handbag,
        brand: undefined,
        brandName: "Maison Inconnue",
        pricePaid: { amount: "150000", currency: "JPY" },
      },
      { token },
    );
    expect(jpy.status).toBe(201);
    expect(jpy.json.data.item).toMatchObject({
      brand: null,
      brandName: "Maison Inconnue",
      pricePaid: { amount: "150000", currency: "JPY" },
    });
    const badKey = await call(
      `${site.api}/items/${itemId}/requests`,
      "POST",
      { service: "ai", idempotencyKey: "short" },
      { token },
    );
    expect(badKey.status).toBe(400);
    expect(badKey.json.message).toBe(
      "The idempotencyKey must be 8 to 200 letters, digits or the signs - _ : .",
    );
    const notJson = await fetch(`${site.api}/items`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "text/plain" },
      body: "hello",
    });
    expect(notJson.status).toBe(415);
    const method = await call(`${site.api}/credits`, "POST", {}, { token });
    expect(method.status).toBe(405);
    expect(method.headers.get("allow")).toBe("GET");
  });

  test("a draft is cancelled without a refund; its item can then change and be deleted", async () => {
    const item = await call(`${site.api}/items/${itemId}`, "GET", undefined, { token });
    const draft = item.json.data.requests[0];
    expect(draft.state).toBe("draft");
    const cancelled = await call(`${site.api}/requests/${draft.id}/cancel`, "POST", undefined, {
      token,
      language: "ar",
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.message).toBe("أُلغي طلبك.");
    expect(cancelled.json.data.balance).toBe(5);
    const patched = await call(
      `${site.api}/items/${itemId}`,
      "PATCH",
      { brandName: "Atelier", colour: "Noir" },
      { token, language: "fr" },
    );
    expect(patched.status).toBe(200);
    expect(patched.json.message).toBe("Votre article est mis à jour.");
    expect(patched.json.data.item).toMatchObject({
      brand: null,
      brandName: "Atelier",
      colour: "Noir",
      model: "Birkin 30",
    });
    const other = (await call(`${site.api}/items`, "POST", { ...handbag, purpose: "vault" }, { token })).json
      .data.item;
    const deleted = await call(`${site.api}/items/${other.id}`, "DELETE", undefined, { token });
    expect(deleted.status).toBe(200);
    expect(deleted.json.message).toBe("Your item is deleted.");
    expect((await call(`${site.api}/items/${other.id}`, "GET", undefined, { token })).status).toBe(404);
  });

  test("1,000 generated bad bodies: every answer a 4xx with a message, none a 5xx", async () => {
    let seed = 20_260_128;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const controls = ["\u0000", "\u0007", "\u001b", "\n", "\r", "\u007f", "\u0085", "\u009b"];
    const junkText = () => {
      const kind = pick(["control", "long", "unicode", "number", "empty", "sql"]);
      if (kind === "control") return `model${pick(controls)}x`;
      if (kind === "long") return "x".repeat(100 + Math.floor(random() * 20_000));
      if (kind === "unicode") return "\u202e\ud83d\udc5c\u0645\u0631\u062d\u0628\u0627\ufffe";
      if (kind === "number") return random() * 1e12;
      if (kind === "sql") return "'; drop table items; --";
      return "";
    };
    const junkValue = (): unknown =>
      pick([
        () => junkText(),
        () => null,
        () => true,
        () => [junkText()],
        () => ({ nested: junkText() }),
        () => Math.floor(random() * 1e9) - 5e8,
        () => ({ amount: junkText(), currency: pick(["USD", "XXX", "usd", "EURO", 5]) }),
      ])();
    const fields = [
      "purpose",
      "category",
      "brand",
      "brandName",
      "model",
      "colour",
      "reference",
      "pricePaid",
      "service",
      "idempotencyKey",
      "requestReceived",
      "__proto__",
      "constructor",
    ];
    const body = (): string => {
      const kind = pick(["object", "object", "object", "raw"]);
      if (kind === "raw")
        return pick([
          "",
          "{",
          "[]",
          "null",
          '"text"',
          '{"a":}',
          "\u0000",
          '{"model":"\\u0000"}',
          "9".repeat(400),
        ]);
      const value: Record<string, unknown> = random() < 0.5 ? { ...handbag } : {};
      const n = 1 + Math.floor(random() * 4);
      for (let i = 0; i < n; i++) value[pick(fields)] = junkValue();
      return JSON.stringify(value);
    };
    const targets = [
      ["POST", "/items"],
      ["PATCH", `/items/${itemId}`],
      ["POST", `/items/${itemId}/requests`],
      ["PUT", "/notifications"],
    ] as const;
    const statuses = new Map<number, number>();
    const queue = Array.from({ length: 1000 }, (_, i) => i);
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
          const [method, path] = targets[i % targets.length] as (typeof targets)[number];
          const res = await fetch(`${site.api}${path}`, {
            method,
            headers: {
              Authorization: `Bearer ${token}`,
              "Content-Type": i % 50 === 7 ? "application/x-www-form-urlencoded" : "application/json",
              "Accept-Language": pick(["en", "fr", "it", "ar", "zz"]),
            },
            body: body(),
          });
          const json = (await res.json()) as { status: string; message: string };
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status >= 500) throw new Error(`5xx for request ${i}`);
          if (res.status >= 400) expect(json.message.length).toBeGreaterThan(0);
        }
      }),
    );
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(1000);
    expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
    // Most of them are refusals (some PATCHes and notification choices are valid by chance).
    expect([...statuses.entries()].filter(([s]) => s >= 400).reduce((a, [, n]) => a + n, 0)).toBeGreaterThan(
      900,
    );
  });
});

describe("when the database goes away", () => {
  test("the requests API answers 503 with a sentence in the caller's language, never a trace", async () => {
    const own = await startRequests();
    try {
      const owner = await register(own.api, "gone@example.com");
      await own.database.close();
      const r = await call(`${own.api}/items`, "GET", undefined, { token: owner.token, language: "it" });
      expect(r.status).toBe(503);
      expect(r.headers.get("retry-after")).toBe("30");
      expect(r.json).toEqual({
        status: "error",
        message: "Qualcosa non ha funzionato da parte nostra. Riprovate tra un momento.",
      });
    } finally {
      await own.close();
    }
  });
});
