import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authRouter } from "#server/api/auth.ts";
import { type Database, openDatabase } from "#server/db/client.ts";

/** /api/auth answers its refusals in the language the request asks for (the site sends the page's). */
let database: Database;
let server: Server;
let base = "";
let dir = "";

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "auth-languages-"));
  database = await openDatabase({ databaseUrl: null, dataDir: dir });
  const app = express();
  app.use("/api/auth", authRouter({ db: database.db }));
  server = app.listen(0, "127.0.0.1");
  server.keepAliveTimeout = 65_000;
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/auth`;
}, 60_000);

afterAll(async () => {
  server?.close();
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

async function post(route: string, body: unknown, language?: string) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (language) headers["Accept-Language"] = language;
  const res = await fetch(`${base}${route}`, { method: "POST", headers, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as { status: string; message: string } };
}

describe("/api/auth in four languages", () => {
  const unknown = { email: "nobody@example.com", password: "velvet-harbour-1907" };

  it("a wrong sign-in is refused in the asked language, English without one", async () => {
    expect(await post("/login", unknown, "fr")).toEqual({
      status: 401,
      json: { status: "error", message: "E-mail ou mot de passe incorrect." },
    });
    expect((await post("/login", unknown, "ar")).json.message).toBe(
      "البريد الإلكتروني أو كلمة المرور غير صحيحة.",
    );
    expect((await post("/login", unknown, "it-IT,it;q=0.9")).json.message).toBe(
      "E-mail o password non corretti.",
    );
    expect((await post("/login", unknown)).json.message).toBe("Invalid email or password.");
  });

  it("the language is negotiated by weight, region and wildcard, as on every server path", async () => {
    const french = "E-mail ou mot de passe incorrect.";
    // A new address each time: the throttle counts failed sign-ins per address.
    let n = 0;
    const stranger = () => ({ ...unknown, email: `stranger-${n++}@example.com` });
    expect((await post("/login", stranger(), "en;q=0.1, fr")).json.message).toBe(french);
    expect((await post("/login", stranger(), "fr-CA")).json.message).toBe(french);
    expect((await post("/login", stranger(), "de, *;q=0.5, fr;q=0.4")).json.message).toBe(
      "Invalid email or password.",
    );
    expect((await post("/login", stranger(), "en;q=0, *")).json.message).toBe(french);
    expect((await post("/login", stranger(), "fr;q=abc, <x>, ar;q=0.2")).json.message).toBe(
      "البريد الإلكتروني أو كلمة المرور غير صحيحة.",
    );
  });

  it("rules with figures and the schema's sentences are translated too", async () => {
    const short = { email: "new@example.com", password: "short", name: "Ada" };
    expect((await post("/register", short, "fr")).json.message).toBe(
      "Choisissez un mot de passe d’au moins 10 caractères.",
    );
    expect((await post("/register", short, "ar")).json.message).toBe("اختر كلمة مرور لا تقل عن 10 أحرف.");
    expect((await post("/register", short, "en")).json.message).toBe(
      "Choose a password of at least 10 characters.",
    );
    const noEmail = { password: "velvet-harbour-1907", name: "Ada" };
    expect((await post("/register", noEmail, "fr")).json.message).toBe("Saisissez votre adresse e-mail.");
    expect((await post("/register", noEmail, "de")).json.message).toBe("Enter your e-mail address.");
    const longName = { email: "new@example.com", password: "velvet-harbour-1907", name: "A".repeat(101) };
    expect((await post("/register", longName, "it")).json.message).toBe(
      "Il nome può contenere al massimo 100 caratteri.",
    );
  });
});
