import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayIn } from "#app/pages/verify/certificate-words.ts";
import { type Site, startSite, waitFor } from "./harness.ts";

/**
 * Hostile text and the log, over real HTTP against the built server (embedded database): a
 * control character in any stored field of any endpoint answers 400 naming the field, in the
 * caller's language, and the server's own output (stdout and stderr, which the harness keeps)
 * holds none of what was sent; redirects never leave the site; a revoked certificate's page says
 * so on the very next request; a slow body answers 408; token-bearing answers are not stored;
 * the camera is allowed on the verify pages only.
 */

const issuerKey = "issuer-key-for-input-safety-0123";
let site: Site;

beforeAll(async () => {
  site = await startSite({
    ISSUER_API_KEY: issuerKey,
    CERTIFICATE_LOOKUP_MAX: "1000000",
    // Every request line is logged: the log below is checked line by line for what was sent.
    LOG_LEVEL: "info",
    REQUEST_TIMEOUT_MS: "3000",
  });
}, 300_000);

afterAll(async () => {
  await site?.stop();
});

type Json = {
  status?: string;
  message?: string;
  error?: string;
  code?: string;
  data?: { field?: string; token?: string; id?: string } | null;
};

async function send(
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Json; headers: Headers; text: string }> {
  const res = await fetch(`${site.url}${path}`, {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: Json = {};
  try {
    json = JSON.parse(text) as Json;
  } catch {}
  return { status: res.status, json, headers: res.headers, text };
}

const nul = "\u0000";
const refusal = (field: string) =>
  `${field} contains a character that cannot be stored (an invisible control character). Please remove it and try again.`;

/** The personal data the refused bodies carry: none of it may reach the log. */
const marker = "Quuxley";
const markerMail = "quux.marker@example.com";

const password = "velvet-harbour-1907";
let token = "";

const certificate = {
  item: { category: "Handbags", brand: "Hermès", model: "Birkin 30", colour: "Gold", reference: "X-1" },
  result: "authentic",
  confidence: 97,
  conditionGrade: 8,
  marketValue: { min: 18000, max: 24000, currency: "USD" },
  reviewedBy: "ai+human",
  date: "2026-11-20",
};
const issuer = { Authorization: `Bearer ${issuerKey}` };

describe("a control character in a stored field", () => {
  beforeAll(async () => {
    const registered = await send("POST", "/api/auth/register", {
      email: "owner.input@example.com",
      password,
      name: "Owner",
    });
    expect(registered.status).toBe(201);
    token = String(registered.json.data?.token ?? "");
    expect(token).not.toBe("");
  });

  const bearer = () => ({ Authorization: `Bearer ${token}` });

  /** Every JSON API field that is stored, with a body valid but for that field. */
  const apiCases: {
    name: string;
    method: string;
    path: string;
    body: unknown;
    field: string;
    auth?: "user" | "issuer";
  }[] = [
    {
      name: "registration name",
      method: "POST",
      path: "/api/auth/register",
      body: { email: markerMail, password, name: `${marker}${nul}` },
      field: "name",
    },
    {
      name: "registration e-mail",
      method: "POST",
      path: "/api/auth/register",
      body: { email: `quux${nul}.marker@example.com`, password, name: marker },
      field: "email",
    },
    {
      name: "profile name",
      method: "PUT",
      path: "/api/auth/profile",
      body: { name: `${marker}\u001b[31m` },
      field: "name",
      auth: "user",
    },
    {
      name: "profile e-mail",
      method: "PUT",
      path: "/api/auth/profile",
      body: { email: `${markerMail}\u007f` },
      field: "email",
      auth: "user",
    },
    {
      name: "forgot-password e-mail",
      method: "POST",
      path: "/api/auth/forgot-password",
      body: { email: `${markerMail}${nul}` },
      field: "email",
    },
    {
      name: "deletion reason",
      method: "POST",
      path: "/api/auth/delete-account",
      body: { reason: `moving to ${marker}${nul}`, immediate: false },
      field: "reason",
      auth: "user",
    },
    {
      name: "certificate item brand",
      method: "POST",
      path: "/api/certificates",
      body: { ...certificate, item: { ...certificate.item, brand: `${marker}${nul}` } },
      field: "item.brand",
      auth: "issuer",
    },
    {
      name: "certificate item model (lone surrogate)",
      method: "POST",
      path: "/api/certificates",
      body: { ...certificate, item: { ...certificate.item, model: `${marker}\ud800` } },
      field: "item.model",
      auth: "issuer",
    },
    {
      name: "certificate item colour",
      method: "POST",
      path: "/api/certificates",
      body: { ...certificate, item: { ...certificate.item, colour: `${marker}\u0085` } },
      field: "item.colour",
      auth: "issuer",
    },
    {
      name: "certificate item reference",
      method: "POST",
      path: "/api/certificates",
      body: { ...certificate, item: { ...certificate.item, reference: `${marker}\n` } },
      field: "item.reference",
      auth: "issuer",
    },
    {
      name: "certificate owner e-mail",
      method: "POST",
      path: "/api/certificates",
      body: { ...certificate, ownerEmail: `${markerMail}${nul}` },
      field: "ownerEmail",
      auth: "issuer",
    },
    {
      name: "revoke reason",
      method: "POST",
      path: "/api/certificates/CC-TP05-MW1M-RT16/revoke",
      body: { reason: `${marker}${nul}` },
      field: "reason",
      auth: "issuer",
    },
    {
      name: "transfer e-mail",
      method: "POST",
      path: "/api/vault/CC-TP05-MW1M-RT16/transfer",
      body: { email: `${markerMail}${nul}` },
      field: "email",
      auth: "user",
    },
  ];

  for (const c of apiCases)
    it(`${c.name}: 400 naming ${c.field}`, async () => {
      const headers = c.auth === "user" ? bearer() : c.auth === "issuer" ? issuer : {};
      const res = await send(c.method, c.path, c.body, headers);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ status: "error", message: refusal(c.field), data: { field: c.field } });
    });

  it("the refusal is in the caller's language", async () => {
    const fr = await send(
      "POST",
      "/api/auth/register",
      { email: markerMail, password, name: `${marker}${nul}` },
      { "Accept-Language": "fr" },
    );
    expect(fr.status).toBe(400);
    expect(fr.json.message).toBe(
      "name contient un caractère qui ne peut pas être enregistré (un caractère de contrôle invisible). Supprimez-le et réessayez.",
    );
    const ar = await send(
      "POST",
      "/api/certificates/CC-TP05-MW1M-RT16/revoke",
      { reason: `${marker}${nul}` },
      { ...issuer, "Accept-Language": "ar" },
    );
    expect(ar.json.message).toBe(
      "في reason حرف لا يمكن حفظه (حرف تحكّم غير مرئي). يُرجى حذفه والمحاولة مرة أخرى.",
    );
  });

  /** The forms' functions: JSON, with the field's name in the visitor's words. */
  const formCases: {
    name: string;
    path: string;
    body: Record<string, unknown>;
    field: string;
    named: string;
  }[] = [
    {
      name: "newsletter e-mail",
      path: "/api/functions/newsletter-signup",
      body: { email: `${markerMail}${nul}` },
      field: "email",
      named: "Email",
    },
    ...(["firstName", "lastName", "email", "subject", "message"] as const).map((field) => ({
      name: `contact ${field}`,
      path: "/api/functions/send-contact-email",
      body: {
        firstName: "Ada",
        lastName: marker,
        email: markerMail,
        subject: "Hello",
        message: "Line one\nline two",
        [field]: `${field === "email" ? markerMail : marker}${nul}`,
      },
      field,
      named: {
        firstName: "First name",
        lastName: "Last name",
        email: "Email",
        subject: "Subject",
        message: "Message",
      }[field],
    })),
    ...(["name", "email", "company", "monthlyVolume", "message"] as const).map((field) => ({
      name: `demo request ${field}`,
      path: "/api/functions/send-contact-email",
      body: {
        formType: "lead",
        name: marker,
        email: markerMail,
        company: `${marker} Maison`,
        monthlyVolume: "100",
        useCase: "Brand",
        message: "Two\nlines",
        consent: true,
        [field]: `${field === "email" ? markerMail : marker}${nul}`,
      },
      field,
      named: {
        name: "Name",
        email: "Email",
        company: "Company",
        monthlyVolume: "Monthly volume",
        message: "Message",
      }[field],
    })),
  ];

  for (const c of formCases)
    it(`${c.name}: 400 naming the field`, async () => {
      const res = await send("POST", c.path, c.body);
      expect(res.status).toBe(400);
      expect(res.json.code).toBe("controlCharacters");
      expect(res.json.error).toBe(refusal(c.named));
    });

  it("a multi-line message keeps its line breaks and tabs", async () => {
    const res = await send("POST", "/api/functions/send-contact-email", {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada.lines@example.com",
      subject: "Lines",
      message: "First line\r\n\tindented second line",
    });
    expect(res.status).toBe(200);
  });

  /** The same forms posted without JavaScript: the page answers 400 with the sentence. */
  const pageCases: { name: string; path: string; body: Record<string, string>; sentence: string }[] = [
    {
      name: "newsletter page",
      path: "/newsletter",
      body: { email: `${markerMail}${nul}` },
      sentence: refusal("Email"),
    },
    {
      name: "contact page",
      path: "/contact-us",
      body: { firstName: `Ada${nul}`, lastName: marker, email: markerMail, message: "Hello" },
      sentence: refusal("First name"),
    },
    {
      name: "business page (demo company)",
      path: "/business",
      body: {
        name: marker,
        email: markerMail,
        company: `${marker}${nul}`,
        useCase: "Brand",
        consent: "on",
        message: "Hello",
      },
      sentence: refusal("Company"),
    },
    {
      name: "French contact page",
      path: "/fr/contact-us",
      body: { firstName: "Ada", lastName: `${marker}${nul}`, email: markerMail, message: "Bonjour" },
      sentence:
        "Le nom contient un caractère qui ne peut pas être enregistré (un caractère de contrôle invisible). Supprimez-le et réessayez.",
    },
  ];

  for (const c of pageCases)
    it(`${c.name} without JavaScript: 400 with the sentence`, async () => {
      const res = await fetch(`${site.url}${c.path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(c.body).toString(),
      });
      expect(res.status).toBe(400);
      const html = (await res.text()).replaceAll("&#x27;", "'").replaceAll("&#39;", "'");
      expect(html).toContain(c.sentence);
    });

  it("the log holds none of what was sent: no personal data, no password hash, no SQL", async () => {
    // Every line written so far has reached the harness once the line of a last request has.
    await fetch(`${site.url}/log-flush-marker`);
    await waitFor(() => site.output().includes("/log-flush-marker"), 10_000, "the log to be read");
    const log = site.output();
    // The log is there and read: request lines at info level.
    expect(log).toContain('"url":"/api/auth/register"');
    expect(log).not.toMatch(/quux/i);
    expect(log).not.toContain(marker);
    expect(log).not.toContain("owner.input@example.com");
    expect(log).not.toContain("$argon2");
    expect(log).not.toMatch(/params|Failed query|insert into|select "/i);
    expect(log).not.toContain(token);
  });
});

describe("control characters inside otherwise valid bodies (fuzz)", () => {
  it("no endpoint answers 5xx", async () => {
    const control = fc
      .array(
        fc.oneof(
          fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
          fc.constantFrom("\u007f", "\u0085", "\u009f", "\ud800", "\udfff", "\u2028", "\ufeff"),
        ),
        { minLength: 1, maxLength: 4 },
      )
      .map((a) => a.join(""));
    const text = fc
      .tuple(fc.string({ maxLength: 12 }), control, fc.string({ maxLength: 12 }))
      .map((p) => p.join(""));
    const targets: {
      method: string;
      path: string;
      body: () => Record<string, unknown>;
      headers: () => Record<string, string>;
    }[] = [
      {
        method: "POST",
        path: "/api/auth/register",
        body: () => ({ email: "fz@example.com", password, name: "Fz" }),
        headers: () => ({}),
      },
      {
        method: "POST",
        path: "/api/auth/login",
        body: () => ({ email: "fz@example.com", password }),
        headers: () => ({}),
      },
      {
        method: "PUT",
        path: "/api/auth/profile",
        body: () => ({ name: "Fz", email: "owner.input@example.com" }),
        headers: () => ({ Authorization: `Bearer ${token}` }),
      },
      {
        method: "POST",
        path: "/api/auth/forgot-password",
        body: () => ({ email: "fz@example.com" }),
        headers: () => ({}),
      },
      {
        method: "POST",
        path: "/api/auth/reset-password",
        body: () => ({ token: "abc", password }),
        headers: () => ({}),
      },
      { method: "POST", path: "/api/auth/verify-email", body: () => ({ token: "abc" }), headers: () => ({}) },
      {
        method: "POST",
        path: "/api/functions/newsletter-signup",
        body: () => ({ email: "fz@example.com", source: "footer" }),
        headers: () => ({}),
      },
      {
        method: "POST",
        path: "/api/functions/send-contact-email",
        body: () => ({ firstName: "F", lastName: "Z", email: "fz@example.com", subject: "S", message: "M" }),
        headers: () => ({}),
      },
      {
        method: "POST",
        path: "/api/functions/send-contact-email",
        body: () => ({
          formType: "lead",
          name: "F",
          email: "fz@example.com",
          company: "C",
          monthlyVolume: "1",
          useCase: "Brand",
          message: "M",
          consent: true,
        }),
        headers: () => ({}),
      },
      {
        method: "POST",
        path: "/api/certificates",
        body: () => structuredClone(certificate),
        headers: () => issuer,
      },
      {
        method: "POST",
        path: "/api/certificates/CC-MJVN-DNMX-Y6YW/revoke",
        body: () => ({ reason: "R" }),
        headers: () => issuer,
      },
      {
        method: "POST",
        path: "/api/vault/CC-MJVN-DNMX-Y6YW/transfer",
        body: () => ({ email: "fz@example.com" }),
        headers: () => ({ Authorization: `Bearer ${token}` }),
      },
    ];
    const cases = fc.sample(fc.record({ target: fc.nat(targets.length - 1), pick: fc.nat(), value: text }), {
      numRuns: 240,
      seed: 27,
    });
    const statuses: number[] = [];
    for (const c of cases) {
      const target = targets[c.target];
      if (!target) continue;
      const body = target.body();
      // The value goes into one of the body's text fields, nested ones included.
      const slots: [Record<string, unknown>, string][] = [];
      const walk = (o: Record<string, unknown>) => {
        for (const [k, v] of Object.entries(o)) {
          if (typeof v === "string") slots.push([o, k]);
          else if (v && typeof v === "object") walk(v as Record<string, unknown>);
        }
      };
      walk(body);
      const slot = slots[c.pick % slots.length];
      if (slot) slot[0][slot[1]] = c.value;
      statuses.push((await send(target.method, target.path, body, target.headers())).status);
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 400).length).toBeGreaterThan(100);
  }, 240_000);
});

describe("redirects stay on the site", () => {
  /** A raw request, so that the path goes out exactly as written (fetch would rewrite the backslash). */
  const raw = (path: string) =>
    new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port: site.port, path, method: "GET" }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      });
      req.on("error", reject);
      req.end();
    });

  for (const path of [
    "/\\example.org/",
    "//example.org/",
    "//example.org",
    "/\\\\example.org//",
    "/%5Cexample.org/",
  ])
    it(`${path} never answers a Location off the site`, async () => {
      const { status, location } = await raw(path);
      if (location !== undefined) {
        expect(location.startsWith("/")).toBe(true);
        expect(location).not.toMatch(/^\/[\\/]/);
        expect(new URL(location, site.url).origin).toBe(site.url);
      } else expect(status).toBeLessThan(500);
    });

  it("/\\example.org/ answers 308 to /example.org", async () => {
    expect(await raw("/\\example.org/")).toEqual({ status: 308, location: "/example.org" });
  });
});

describe("a revoked certificate's page", () => {
  it("says revoked on the very next request, in every language", async () => {
    const issued = await send("POST", "/api/certificates", certificate, issuer);
    expect(issued.status).toBe(201);
    const id = String(issued.json.data?.id);
    const pages = [`/verify/${id}`, `/fr/verify/${id}`];
    for (const path of pages) {
      const first = await (await fetch(`${site.url}${path}`)).text();
      const second = await (await fetch(`${site.url}${path}`)).text();
      // The second answer is the shared cache's copy of the first.
      expect(second).toBe(first);
    }
    const before = await (await fetch(`${site.url}/verify/${id}`)).text();
    expect(before).toContain("Signature checked: issued by Collect");
    expect(before).not.toContain("Revoked on 2");
    const revoked = await send(
      "POST",
      `/api/certificates/${id}/revoke`,
      { reason: "Issued in error" },
      issuer,
    );
    expect(revoked.status).toBe(200);
    // The page's data carries every sentence of its copy ("Revoked on {date}"): the rendered
    // sentence, with the day of the revocation, is what only a revoked page shows.
    const at = String((revoked.json.data as { revokedAt?: string } | null)?.revokedAt);
    expect(await (await fetch(`${site.url}/verify/${id}`)).text()).toContain(`Revoked on ${dayIn("en", at)}`);
    expect(await (await fetch(`${site.url}/fr/verify/${id}`)).text()).toContain(
      `Révoqué le ${dayIn("fr", at)}`,
    );
  });
});

describe("a slow body", () => {
  it("answers 408 when the whole request has not arrived in time", async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(site.port, "127.0.0.1");
      let received = "";
      socket.on("data", (c) => {
        received += c.toString();
      });
      socket.on("close", () => resolve(received));
      socket.on("error", reject);
      socket.write(
        "POST /api/functions/send-contact-email HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n",
      );
      socket.write('{"firstName":"Ada",');
    });
    expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 408 Request Timeout");
    expect(answer).toContain("The request took too long to arrive.");
  }, 30_000);
});

describe("answers that carry a token or personal data", () => {
  it("are never stored by a cache", async () => {
    const email = "nostore@example.com";
    const register = await send("POST", "/api/auth/register", { email, password, name: "No Store" });
    const login = await send("POST", "/api/auth/login", { email, password });
    const auth = { Authorization: `Bearer ${login.json.data?.token}` };
    const answers = [
      register,
      login,
      await send("GET", "/api/auth/profile", undefined, auth),
      await send("GET", "/api/auth/me", undefined, auth),
      await send("PUT", "/api/auth/profile", { name: "No Store Two" }, auth),
      await send("GET", "/api/auth/sessions", undefined, auth),
      await send("POST", "/api/auth/refresh", undefined, auth),
      await send("POST", "/api/auth/export", {}, auth),
      await send("GET", "/api/auth/export", undefined, auth),
      await send("GET", "/api/auth/delete-account", undefined, auth),
      await send("GET", "/api/vault", undefined, auth),
      await send("POST", "/api/auth/login", { email, password: "wrong-password-123" }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(500);
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
  });
});

describe("the camera", () => {
  it("is allowed to the site itself on the verify pages only", async () => {
    const policy = async (path: string) =>
      (await fetch(`${site.url}${path}`, { redirect: "manual" })).headers.get("permissions-policy") ?? "";
    for (const path of [
      "/verify",
      "/fr/verify",
      "/it/verify",
      "/ae/verify",
      "/verify/CC-TP05-MW1M-RT16",
      "/ae/verify/CC-TP05-MW1M-RT16",
    ])
      expect(await policy(path), path).toContain("camera=(self)");
    for (const path of [
      "/",
      "/terms",
      "/fr/contact-us",
      "/verifyx",
      "/api/certificates/CC-TP05-MW1M-RT16",
      "/healthz",
    ]) {
      const value = await policy(path);
      expect(value, path).toContain("camera=()");
      expect(value, path).not.toContain("camera=(self)");
    }
  });
});
