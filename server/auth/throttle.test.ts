import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Database, openDatabase } from "../db/client.ts";
import { createLoginThrottle, type LoginThrottle } from "./throttle.ts";

describe("the login throttle, on the embedded database", () => {
  let dir = "";
  let database: Database;
  let throttle: LoginThrottle;
  const minutes = (n: number) => n * 60_000;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "throttle-"));
    database = await openDatabase({ databaseUrl: null, dataDir: dir });
    throttle = createLoginThrottle(database.db, {
      maxFailuresPerAccount: 2,
      maxFailuresPerAddress: 3,
      failureWindowMs: minutes(15),
      maxRegistrationsPerAddress: 1,
      registrationWindowMs: minutes(10),
      maxLinksPerAccount: 1,
      maxLinksPerAddress: 5,
      linkWindowMs: minutes(60),
    });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  });

  test("an account is locked from one address only, and each address has its own allowance", async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await throttle.signIn("ada@example.com", "10.0.0.1"));
    expect(answers).toEqual([null, null, minutes(15)]);
    // The owner elsewhere is not locked out by the guesses from 10.0.0.1.
    expect(await throttle.signIn("ada@example.com", "10.0.0.2")).toBeNull();
    // 10.0.0.1 has spent its three tries over all accounts.
    expect(await throttle.signIn("bob@example.com", "10.0.0.1")).toBe(minutes(15));
  });

  test("a sign-in that succeeded is no failure; a reset lifts the account's locks from every address", async () => {
    expect(await throttle.signIn("cy@example.com", "10.0.1.1")).toBeNull();
    await throttle.signedIn("cy@example.com", "10.0.1.1");
    expect(await throttle.signIn("cy@example.com", "10.0.1.1")).toBeNull();
    expect(await throttle.signIn("cy@example.com", "10.0.1.1")).toBeNull();
    expect(await throttle.signIn("cy@example.com", "10.0.1.2")).toBeNull();
    expect(await throttle.signIn("cy@example.com", "10.0.1.2")).toBeNull();
    await throttle.liftSignInLocks("Cy@Example.com");
    expect(await throttle.signIn("cy@example.com", "10.0.1.1")).toBeNull();
    expect(await throttle.signIn("cy@example.com", "10.0.1.2")).toBeNull();
  });

  test("registrations, links and counted steps have their own limits and windows", async () => {
    expect(await throttle.registration("10.0.2.1")).toBeNull();
    expect(await throttle.registration("10.0.2.1")).toBe(minutes(10));
    expect(await throttle.link("reset-link", "10.0.2.1", "dee@example.com")).toBeNull();
    expect(await throttle.link("reset-link", "10.0.2.2", "dee@example.com")).toBe(minutes(60));
    expect(await throttle.link("verify-link", "10.0.2.2", "dee@example.com")).toBeNull();
    const per = [];
    for (let i = 0; i < 3; i++) per.push(await throttle.attempt("reauth:account:1", "account"));
    expect(per).toEqual([null, null, minutes(15)]);
    await throttle.clear("reauth:account:1");
    expect(await throttle.attempt("reauth:account:1", "account")).toBeNull();
  });
});
