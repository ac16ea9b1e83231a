/**
 * ASSESSOR_URL: the checks worker posts the request's photo check summary to the assessor and
 * keeps its score for the reviewers (never shown to the owner); an assessor that answers outside
 * its contract or not at all leaves the request with the experts all the same.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  call,
  handbag,
  type RequestsSite,
  readyPhotos,
  register,
  startRequests,
} from "./requests-fixture.ts";

let site: RequestsSite;
let assessor: Server;
const received: unknown[] = [];
let answer: { status: number; body: string } = { status: 200, body: JSON.stringify({ score: 0.87 }) };

beforeAll(async () => {
  assessor = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({
        method: req.method,
        type: req.headers["content-type"],
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
      });
      res.writeHead(answer.status, { "Content-Type": "application/json" }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => assessor.listen(0, "127.0.0.1", resolve));
  site = await startRequests({
    assessorUrl: `http://127.0.0.1:${(assessor.address() as AddressInfo).port}/assess`,
  });
}, 60_000);

afterAll(async () => {
  await site?.close();
  assessor?.closeAllConnections();
  assessor?.close();
});

async function submittedRequest(email: string) {
  const owner = await register(site.api, email);
  const item = (await call(`${site.api}/items`, "POST", handbag, { token: owner.token })).json.data.item;
  await readyPhotos(site.database, { id: item.id, ownerId: owner.id, category: "handbags" });
  const r = await call(
    `${site.api}/items/${item.id}/requests`,
    "POST",
    { service: "ai", idempotencyKey: `${email.replace("@", ".")}-key` },
    { token: owner.token },
  );
  expect(r.status).toBe(201);
  return { owner, item, requestId: r.json.data.request.id as string };
}

const reviewDetail = async (requestId: string) =>
  (
    await site.database.db.execute<{ detail: unknown }>(
      sql`select detail from auth_request_events where request_id = ${requestId} and state = 'in_review'`,
    )
  ).rows.map((r) => r.detail);

test("the score is stored for the reviewers; the assessor gets the checks, not the owner's words", async () => {
  const { owner, item, requestId } = await submittedRequest("assessed@example.com");
  expect(await site.checks.runOnce()).toBe(1);
  expect(await reviewDetail(requestId)).toEqual([{ assessor: "scored", score: 0.87 }]);
  expect(received).toHaveLength(1);
  const sent = received[0] as {
    method: string;
    type: string;
    body: { photos: unknown[] } & Record<string, unknown>;
  };
  expect(sent.method).toBe("POST");
  expect(sent.type).toBe("application/json");
  expect(Object.keys(sent.body).sort()).toEqual(["brand", "category", "photos", "requestId", "service"]);
  expect(sent.body).toMatchObject({ requestId, category: "handbags", brand: "hermes", service: "ai" });
  expect(sent.body.photos).toHaveLength(7);
  expect(sent.body.photos[0]).toEqual({
    slot: "front",
    width: 3024,
    height: 4032,
    checks: {
      resolution: { ok: true },
      sharpness: { ok: true },
      exposure: { ok: true },
      duplicate: { ok: true },
    },
  });
  expect(JSON.stringify(sent.body)).not.toContain("Birkin");
  expect(JSON.stringify(sent.body)).not.toContain(owner.email);
  const view = await call(`${site.api}/items/${item.id}`, "GET", undefined, { token: owner.token });
  expect(JSON.stringify(view.json.data)).not.toContain("0.87");
});

test("an answer outside the contract, or none, sends the request to the experts all the same", async () => {
  answer = { status: 200, body: JSON.stringify({ score: 7 }) };
  const first = await submittedRequest("out-of-range@example.com");
  expect(await site.checks.runOnce()).toBe(1);
  expect(await reviewDetail(first.requestId)).toEqual([{ assessor: "unavailable" }]);
  answer = { status: 500, body: "{}" };
  const second = await submittedRequest("assessor-down@example.com");
  expect(await site.checks.runOnce()).toBe(1);
  expect(await reviewDetail(second.requestId)).toEqual([{ assessor: "unavailable" }]);
});
