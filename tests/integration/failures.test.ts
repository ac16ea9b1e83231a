import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages, authRouter } from "#server/api/auth.ts";
import { formPageGuard } from "#server/api/functions.ts";
import { openDatabase } from "#server/db/client.ts";

/**
 * When the database goes away under a request: the accounts API and a form posted without
 * JavaScript answer a clear 503, never the site's 500 or a trace. Real HTTP, a real (closed)
 * embedded database.
 */
let server: Server;
let base = "";
let dir = "";

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "failures-test-"));
  const database = await openDatabase({ databaseUrl: null, dataDir: dir });
  await database.close();
  const app = express();
  app.use("/api/auth", authRouter({ db: database.db }));
  const failingLimiter: express.RequestHandler = (_req, _res, next) => next(new Error("database is down"));
  app.use(formPageGuard({ newsletter: failingLimiter, contact: failingLimiter }));
  app.use((_req, res) => void res.status(200).send("reached the page"));
  app.use((_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(500).send("site 500");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("the database away", () => {
  it("/api/auth answers 503 in its usual shape, with Retry-After", async () => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "ada@example.com", password: "velvet-harbour-1907" }),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("30");
    // The reference matches the log line of the failure (server/logger.ts); the log keeps no query.
    expect(await res.json()).toEqual({
      status: "error",
      message: authMessages.unexpected,
      reference: expect.stringMatching(/^[0-9a-f]{10}$/),
    });
  });

  it("a form posted without JavaScript gets the forms' 503 page when its limiter cannot count", async () => {
    const res = await fetch(`${base}/contact-us`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "firstName=Ada&lastName=Lovelace&email=ada%40example.com&message=Hello",
    });
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).not.toContain("site 500");
    expect(html).not.toContain("database is down");
  });
});
