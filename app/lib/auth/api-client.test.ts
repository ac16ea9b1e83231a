import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiTimeoutMs, createApiClient, serverMessage, tokenStorageKey } from "./api-client.ts";

/** A real HTTP server that records what the client sent and answers per path. */
let server: Server;
let origin = "";
const seen: { method: string; url: string; headers: IncomingMessage["headers"]; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      if (req.url === "/api/slow") return; // never answers
      if (req.url === "/api/missing") {
        res.writeHead(404, "Not Found", { "Content-Type": "application/json" });
        res.end(JSON.stringify({ status: "error", message: "No such thing" }));
        return;
      }
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ status: "success", echo: body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const memory = new Map<string, string>();
beforeEach(() => {
  seen.length = 0;
  memory.clear();
  (globalThis as { window?: unknown }).window = {
    localStorage: {
      getItem: (k: string) => memory.get(k) ?? null,
      setItem: (k: string, v: string) => memory.set(k, v),
      removeItem: (k: string) => memory.delete(k),
    },
  };
});

describe("the API client", () => {
  it("has a 10-second timeout by default", () => {
    expect(apiTimeoutMs).toBe(10_000);
  });

  it("sends an Idempotency-Key header only when a post names one", async () => {
    const client = createApiClient({ baseUrl: origin });
    await client.post("/rewards/lake-como/redeem", undefined, { idempotencyKey: "redeem-attempt-0001" });
    await client.post("/rewards/lake-como/redeem");
    expect(seen[0]?.headers["idempotency-key"]).toBe("redeem-attempt-0001");
    expect(seen[1]?.headers["idempotency-key"]).toBeUndefined();
  });

  it("sends JSON to /api with no authorization header when no token is stored", async () => {
    const client = createApiClient({ baseUrl: origin });
    const answer = await client.post<{ echo: string }>("/auth/login", { email: "a@b.co", password: "x" });
    expect(answer.echo).toBe('{"email":"a@b.co","password":"x"}');
    expect(seen[0]?.url).toBe("/api/auth/login");
    expect(seen[0]?.headers["content-type"]).toBe("application/json");
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it("adds the bearer header when auth_token is stored", async () => {
    memory.set(tokenStorageKey, "t0ken");
    const client = createApiClient({ baseUrl: origin });
    await client.get("/auth/profile");
    await client.put("/auth/profile", { name: "A" });
    await client.delete("/things/1");
    expect(seen.map((s) => [s.method, s.headers.authorization])).toEqual([
      ["GET", "Bearer t0ken"],
      ["PUT", "Bearer t0ken"],
      ["DELETE", "Bearer t0ken"],
    ]);
  });

  it("turns a non-OK status into 'Request failed: API Error: {status} {statusText}' and keeps the answer", async () => {
    const client = createApiClient({ baseUrl: origin });
    const error = await client.get("/missing").catch((e: unknown) => e);
    expect((error as Error).message).toBe("Request failed: API Error: 404 Not Found");
    expect(serverMessage(error)).toBe("No such thing");
  });

  it("gives up after its timeout with a wrapped error", async () => {
    const client = createApiClient({ baseUrl: origin, timeoutMs: 200 });
    const error = await client.get("/slow").catch((e: unknown) => e);
    expect((error as Error).message).toBe("Request failed: no answer within 0.2 seconds");
  });

  it("uploads multipart without the JSON content type", async () => {
    const client = createApiClient({ baseUrl: origin });
    const form = new FormData();
    form.set("file", new Blob(["hello"], { type: "text/plain" }), "hello.txt");
    await client.upload("/upload", form);
    expect(seen[0]?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.body).toContain("hello");
  });
});
