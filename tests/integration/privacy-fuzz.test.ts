/**
 * 10,000 generated bad requests across the new endpoints (export, download, deletion, the
 * newsletter's confirm and leave pages, the signup): every answer is a 4xx or a success, never
 * a 5xx, and the server is still answering afterwards.
 */
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type Site, startSite, TestSmtp } from "./harness.ts";

let smtp: TestSmtp;
let site: Site;
let token = "";

beforeAll(async () => {
  smtp = await TestSmtp.start();
  site = await startSite({ SMTP_URL: smtp.url, PRIVACY_POLL_MS: "200" });
  const res = await fetch(`${site.url}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      email: "fuzz@example.com",
      password: "correct horse battery staple 42",
      name: "Fuzz",
    }),
  });
  token = ((await res.json()) as { data: { token: string } }).data.token;
}, 300_000);

afterAll(async () => {
  await site?.stop();
  await smtp?.down();
});

const targets = [
  { method: "POST", path: () => "/api/auth/export", auth: true },
  { method: "POST", path: () => "/api/auth/delete-account", auth: true },
  { method: "POST", path: () => "/api/auth/delete-account", auth: false },
  { method: "GET", path: (s: string) => `/api/auth/export/${encodeURIComponent(s)}`, auth: false },
  { method: "PUT", path: () => "/api/auth/export", auth: true },
  { method: "POST", path: (s: string) => `/newsletter/confirm?token=${encodeURIComponent(s)}`, auth: false },
  {
    method: "POST",
    path: (s: string) => `/newsletter/unsubscribe?token=${encodeURIComponent(s)}`,
    auth: false,
  },
  {
    method: "GET",
    path: (s: string) => `/newsletter/unsubscribe?token=${encodeURIComponent(s)}&token=x`,
    auth: false,
  },
  { method: "POST", path: () => "/api/functions/newsletter-signup", auth: false },
];

/** Otherwise valid bodies with control characters (NUL, C0, DEL, C1, lone surrogates) inside a field. */
const control = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
      fc.constantFrom("\u007f", "\u0085", "\ud800", "\udfff"),
    ),
    { minLength: 1, maxLength: 3 },
  )
  .map((a) => a.join(""));
const withControl = fc
  .record({
    field: fc.constantFrom("reason", "email", "source"),
    before: fc.string({ maxLength: 10 }),
    ctl: control,
  })
  .map(({ field, before, ctl }) =>
    JSON.stringify({
      [field]: field === "email" ? `${before}${ctl}fz@example.com` : `${before}${ctl}`,
      immediate: false,
    }),
  );

const body = fc.oneof(
  withControl,
  fc.string(),
  fc.json(),
  fc.anything().map((v) => JSON.stringify(v) ?? "null"),
  fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b).toString("latin1")),
  fc.constantFrom(
    '{"reason": 42}',
    '{"immediate": "yes"}',
    '{"reason": null, "immediate": null}',
    `{"reason": "${"x".repeat(1200)}"}`,
    "List-Unsubscribe=One-Click",
    "x".repeat(40_000),
    "{",
    "[]",
    '"text"',
  ),
);
const type = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-16",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=zz",
  "",
);
const cases = fc.sample(
  fc.record({ target: fc.nat(targets.length - 1), body, type, word: fc.string({ maxLength: 80 }) }),
  { numRuns: 10_000, seed: 20261123 },
);

test("10,000 bad requests to the privacy and newsletter endpoints: no 5xx", async () => {
  const statuses = new Map<number, number>();
  const fiveHundreds: string[] = [];
  let next = 0;
  const lane = async () => {
    while (next < cases.length) {
      const c = cases[next++];
      if (!c) break;
      // Never the one valid request that would end the account the others use.
      if (/"immediate"\s*:\s*true/.test(c.body)) continue;
      const target = targets[c.target];
      if (!target) continue;
      const headers: Record<string, string> = {};
      if (c.type) headers["Content-Type"] = c.type;
      if (target.auth) headers.Authorization = `Bearer ${token}`;
      const res = await fetch(`${site.url}${target.path(c.word)}`, {
        method: target.method,
        headers,
        body: target.method === "GET" ? undefined : c.body,
      });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status >= 500)
        fiveHundreds.push(
          `${res.status} ${target.method} ${target.path(c.word)} ${c.type} ${c.body.slice(0, 80)}`,
        );
    }
  };
  await Promise.all(Array.from({ length: 12 }, lane));
  console.log(`PRIVACY FUZZ: ${[...statuses].map(([s, n]) => `${s}×${n}`).join(", ")}`);
  expect(fiveHundreds).toEqual([]);
  expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(9_900);
  expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
});
