/**
 * The accounts' links and sessions on PostgreSQL 15 (the production database), not only on the
 * embedded PGlite: a confirmation, a reset with its race (two uses of one link at once: exactly
 * one wins), and revoking a session.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { type AccountsSite, call, linkToken, mailTo, startAccounts } from "./auth-fixture.ts";
import { type Postgres, startPostgres } from "./harness.ts";

let pg: Postgres;
let site: AccountsSite;
const password = "velvet-harbour-1907";

beforeAll(async () => {
  pg = await startPostgres();
  site = await startAccounts({}, 1500, pg.url);
}, 300_000);
afterAll(async () => {
  await site?.close();
  pg?.stop();
});

test("confirmation, a raced reset and a revoked session on PostgreSQL 15", async () => {
  const registered = await call(`${site.api}/register`, "POST", {
    email: "pg@example.com",
    password,
    name: "Ada",
  });
  expect(registered.status).toBe(201);
  const first = (registered.json.data as { token: string }).token;
  const verify = linkToken(await mailTo(site.smtp, "pg@example.com"), "/app/verify-email");
  expect((await call(`${site.api}/verify-email`, "POST", { token: verify })).json.message).toBe(
    "Your e-mail address is confirmed. Thank you.",
  );

  await call(`${site.api}/forgot-password`, "POST", { email: "pg@example.com" });
  const reset = linkToken(await mailTo(site.smtp, "pg@example.com", 1), "/app/reset-password");
  const raced = await Promise.all(
    ["copper-lantern-2231", "silver-meadow-4410"].map((p) =>
      call(`${site.api}/reset-password`, "POST", { token: reset, password: p }),
    ),
  );
  expect(raced.map((r) => r.status).sort()).toEqual([200, 410]);
  expect((await call(`${site.api}/me`, "GET", undefined, { token: first })).status).toBe(401);

  const winner = raced.find((r) => r.status === 200)?.json.data as { token: string };
  const second = await call(`${site.api}/login`, "POST", {
    email: "pg@example.com",
    password: raced[0]?.status === 200 ? "copper-lantern-2231" : "silver-meadow-4410",
  });
  const secondToken = (second.json.data as { token: string }).token;
  const sessions = (await call(`${site.api}/sessions`, "GET", undefined, { token: winner.token })).json
    .data as { id: string; current: boolean }[];
  expect(sessions).toHaveLength(2);
  const other = sessions.find((s) => !s.current);
  expect(
    (await call(`${site.api}/sessions/${other?.id}`, "DELETE", undefined, { token: winner.token })).status,
  ).toBe(200);
  expect((await call(`${site.api}/me`, "GET", undefined, { token: secondToken })).status).toBe(401);
});
