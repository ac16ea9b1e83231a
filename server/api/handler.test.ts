import type { AddressInfo } from "node:net";
import express, { Router } from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { logSerializers } from "../logger.ts";
import { addressesOf, apiErrors, declareRoutes, handle, jsonBody } from "./handler.ts";

class Refusal extends Error {
  readonly status: number;
  readonly word: string;
  constructor(status: number, word: string) {
    super(word);
    this.status = status;
    this.word = word;
  }
}

/** The lines a logger with the server's serializers writes, as JSON. */
const logged: Record<string, unknown>[] = [];
const log = pino(
  { base: undefined, serializers: logSerializers },
  {
    write: (line: string) => {
      logged.push(JSON.parse(line));
    },
  },
);

describe("the JSON prelude of server/api (real HTTP through Express)", () => {
  let origin = "";
  let close = () => {};

  beforeAll(async () => {
    const router = Router();
    router.post(
      "/echo",
      ...jsonBody("1kb"),
      handle(async (req, res) => {
        res.json({ status: "success", data: req.body });
      }),
    );
    router.get(
      "/refused",
      handle(async () => {
        throw new Refusal(409, "taken");
      }),
    );
    router.get(
      "/broken",
      handle(async () => {
        throw new Error("SELECT secret FROM users WHERE email = 'ada@example.com'");
      }),
    );
    router.use(
      apiErrors<Refusal>({
        known: (error) => (error instanceof Refusal ? error : null),
        body: (fault) => new Refusal(fault === "notJson" ? 415 : fault === "tooLarge" ? 413 : 400, fault),
        refuse: (_req, res, refusal) => {
          res.status(refusal.status).json({ status: "error", message: refusal.word });
        },
        unexpected: (_req, res) => {
          res.status(503).json({ status: "error", message: "unexpected" });
        },
        failed: "test API failed",
      }),
    );
    const app = express();
    app.use((req, _res, next) => {
      (req as unknown as { log: unknown }).log = log;
      next();
    });
    app.use("/api", router);
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://localhost:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const post = (body: string, type = "application/json") =>
    fetch(`${origin}/api/echo`, { method: "POST", headers: { "Content-Type": type }, body });
  const answer = async (res: Response) => ({
    status: res.status,
    cache: res.headers.get("cache-control"),
    body: await res.json(),
  });

  test("a JSON body is read, any JSON value", async () => {
    expect(await answer(await post('{"a":1}'))).toEqual({
      status: 200,
      cache: null,
      body: { status: "success", data: { a: 1 } },
    });
    expect((await answer(await post("[1,2]"))).body.data).toEqual([1, 2]);
  });

  test("a body of another type is 415, a malformed one 400, a large one 413, each in the router's words", async () => {
    expect(await answer(await post("a=1", "application/x-www-form-urlencoded"))).toEqual({
      status: 415,
      cache: "no-store",
      body: { status: "error", message: "notJson" },
    });
    expect(await answer(await post("{"))).toEqual({
      status: 400,
      cache: "no-store",
      body: { status: "error", message: "badJson" },
    });
    expect(await answer(await post(JSON.stringify({ a: "x".repeat(2000) })))).toEqual({
      status: 413,
      cache: "no-store",
      body: { status: "error", message: "tooLarge" },
    });
  });

  test("the router's refusals are answered as it words them; anything else is a logged 503", async () => {
    expect(await answer(await fetch(`${origin}/api/refused`))).toEqual({
      status: 409,
      cache: "no-store",
      body: { status: "error", message: "taken" },
    });
    logged.length = 0;
    const broken = await fetch(`${origin}/api/broken`);
    expect(broken.headers.get("retry-after")).toBe("30");
    expect(await answer(broken)).toEqual({
      status: 503,
      cache: "no-store",
      body: { status: "error", message: "unexpected" },
    });
    // The line the server's own serializers write: the failure and its kind, no address.
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ msg: "test API failed", err: { type: "Error" } });
    expect(JSON.stringify(logged)).not.toContain("ada@example.com");
  });
});

describe("declareRoutes: each router's addresses once (real HTTP through Express)", () => {
  let origin = "";
  let close = () => {};
  const errors = apiErrors<Refusal>({
    known: (error) => (error instanceof Refusal ? error : null),
    body: (fault) => new Refusal(fault === "notJson" ? 415 : fault === "tooLarge" ? 413 : 400, fault),
    refuse: (_req, res, refusal) => {
      res.status(refusal.status).json({ status: "error", message: refusal.word });
    },
    unexpected: (_req, res) => {
      res.status(503).json({ status: "error", message: "unexpected" });
    },
    failed: "test API failed",
  });
  /** Signed in when the header says so; a stranger is refused before the body is read. */
  const signedIn = (req: express.Request, _res: express.Response, next: express.NextFunction) =>
    next(req.get("authorization") === "Bearer ok" ? undefined : new Refusal(401, "signIn"));

  beforeAll(async () => {
    const open = declareRoutes(
      Router(),
      [
        { method: "get", path: "/things/:id", run: async (req, res) => void res.json({ id: req.params.id }) },
        { method: "put", path: "/things/:id", body: true, run: async (req, res) => void res.json(req.body) },
        {
          method: "post",
          path: "/hook",
          guards: [],
          run: async (_req, res) => void res.json({ hook: true }),
        },
      ],
      { notAllowed: () => new Refusal(405, "method"), guards: [signedIn], jsonLimit: "1kb", errors },
    );
    const closed = declareRoutes(
      Router(),
      [{ method: "get", path: "/inside", run: async (_req, res) => void res.json({ inside: true }) }],
      { unknown: () => new Refusal(404, "nothing"), notAllowed: () => new Refusal(405, "method"), errors },
    );
    const app = express();
    app.use("/api", open);
    app.use("/api/closed", closed);
    app.use("/api", (_req, res) => void res.status(404).json({ status: "error", message: "next router" }));
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://localhost:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${origin}/api${path}`, init);
    return { status: res.status, allow: res.headers.get("allow"), body: await res.json() };
  };
  const ok = { authorization: "Bearer ok" };

  test("each path is known once with all its methods; another method is a 405 with Allow", async () => {
    expect(
      addressesOf([
        { method: "get", path: "/a/:id" },
        { method: "put", path: "/a/:id" },
        { method: "get", path: "/a/:id" },
      ]).map((a) => [String(a.pattern), a.methods]),
    ).toEqual([["/^\\/a\\/[^/]+\\/?$/", ["GET", "PUT"]]]);
    expect(await call("/things/7", { headers: ok })).toEqual({ status: 200, allow: null, body: { id: "7" } });
    expect(await call("/things/7/", { headers: ok })).toEqual({
      status: 200,
      allow: null,
      body: { id: "7" },
    });
    expect(await call("/things/7", { method: "DELETE", headers: ok })).toEqual({
      status: 405,
      allow: "GET, PUT",
      body: { status: "error", message: "method" },
    });
  });

  test("the guards come before the body: a stranger's malformed body is a 401, not a 400", async () => {
    const put = (headers: Record<string, string>) =>
      call("/things/7", {
        method: "PUT",
        headers: { "content-type": "application/json", ...headers },
        body: "{",
      });
    expect((await put({})).body).toEqual({ status: "error", message: "signIn" });
    expect((await put(ok)).body).toEqual({ status: "error", message: "badJson" });
    expect(await call("/hook", { method: "POST" })).toEqual({
      status: 200,
      allow: null,
      body: { hook: true },
    });
  });

  test("an unknown address goes on to the next router, or is the router's own 404 when it says so", async () => {
    expect((await call("/elsewhere")).body).toEqual({ status: "error", message: "next router" });
    expect(await call("/closed/elsewhere")).toEqual({
      status: 404,
      allow: null,
      body: { status: "error", message: "nothing" },
    });
    expect((await call("/closed/inside")).body).toEqual({ inside: true });
  });
});
