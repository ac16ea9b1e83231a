/**
 * Per-address limits on the built server, over real HTTP: the window resets; contact and lead
 * share one counter, and so do the API and the pages posted without JavaScript; behind a proxy
 * (TRUST_PROXY) the visitor's address comes from X-Forwarded-For, and without it that header
 * changes nothing; the sign-in throttle per account and per address (IPv6 by /56 network).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { authMessages } from "#server/api/auth.ts";
import { contact, post, type Site, startSite, waitFor } from "./harness.ts";

const tooMany = "Too many submissions from your address. Please wait a few minutes and try again.";
const form = "application/x-www-form-urlencoded";
const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const lead = (n: number) => ({
  name: "Grace Hopper",
  email: `grace${n}@example.com`,
  company: "Navy",
  monthlyVolume: "500 items",
  useCase: "Marketplace",
  message: "Demo please",
  consent: true,
  formType: "lead",
});

/** Behind a proxy, three posts per form per address. */
let proxied: Site;
/** Not behind a proxy (the default), three posts per form per address. */
let direct: Site;
/** Two posts per two-second window. */
let brief: Site;

// One after another: three embedded databases compiling at once crowd a busy machine.
beforeAll(async () => {
  proxied = await startSite({ TRUST_PROXY: "true", RATE_LIMIT_MAX: "3", OUTBOX_WORKER: "false" });
  direct = await startSite({ RATE_LIMIT_MAX: "3", OUTBOX_WORKER: "false" });
  brief = await startSite({ RATE_LIMIT_MAX: "2", RATE_LIMIT_WINDOW_MS: "2000", OUTBOX_WORKER: "false" });
}, 600_000);

afterAll(async () => {
  await Promise.all([proxied?.stop(), direct?.stop(), brief?.stop()]);
});

const from = (address: string) => ({ headers: { "X-Forwarded-For": address } });

describe("form limits", () => {
  test("a visitor who reached the limit may post again once the window has passed", async () => {
    const url = `${brief.url}/api/functions/send-contact-email`;
    expect((await post(url, contact(1, "window"))).status).toBe(200);
    expect((await post(url, contact(2, "window"))).status).toBe(200);
    const refused = await post(url, contact(3, "window"));
    expect(refused.status).toBe(429);
    expect(refused.json.error).toBe(tooMany);
    let n = 4;
    await waitFor(
      async () => (await post(url, contact(n++, "window"))).status === 200,
      60_000,
      "a post accepted in the next window",
    );
  });

  test("contact and lead share one counter, across the API and the pages without JavaScript", async () => {
    const visitor = from("198.51.100.7");
    const api = `${proxied.url}/api/functions/send-contact-email`;
    expect((await post(api, contact(1, "shared"), visitor)).status).toBe(200);
    expect((await post(api, lead(1), visitor)).status).toBe(200);
    const page = await post(`${proxied.url}/business`, encode({ ...lead(2), consent: "on" } as never), {
      type: form,
      ...visitor,
    });
    expect(page.status).toBe(200);
    expect(page.text).toContain("Demo Request Sent!");
    // The fourth, whichever the form and the entrance, is refused.
    const contactPage = await post(
      `${proxied.url}/contact-us`,
      encode({ ...contact(2, "shared"), website: "" }),
      { type: form, ...visitor },
    );
    expect(contactPage.status).toBe(429);
    expect(contactPage.text).toContain(tooMany);
    expect((await post(api, lead(3), visitor)).status).toBe(429);
    // The newsletter keeps a counter of its own, shared by its API and its page.
    const newsletter = `${proxied.url}/api/functions/newsletter-signup`;
    expect((await post(newsletter, { email: "shared1@example.com" }, visitor)).status).toBe(200);
    expect((await post(newsletter, { email: "shared2@example.com" }, visitor)).status).toBe(200);
    const nojs = await post(`${proxied.url}/newsletter`, encode({ email: "shared3@example.com" }), {
      type: form,
      ...visitor,
    });
    expect(nojs.status).toBe(200);
    expect((await post(newsletter, { email: "shared4@example.com" }, visitor)).status).toBe(429);
  });

  test("behind a proxy each visitor is counted by X-Forwarded-For, IPv6 by its /56 network", async () => {
    const api = `${proxied.url}/api/functions/send-contact-email`;
    // Three addresses of one /56 network are one visitor.
    for (const [i, address] of ["2001:db8:0:1200::1", "2001:db8:0:12ff::2", "2001:db8:0:1234::3"].entries())
      expect((await post(api, contact(i, "v6"), from(address))).status).toBe(200);
    expect((await post(api, contact(9, "v6"), from("2001:db8:0:12ab::9"))).status).toBe(429);
    // The next network, and another IPv4 address, are other visitors.
    expect((await post(api, contact(10, "v6"), from("2001:db8:0:1300::1"))).status).toBe(200);
    expect((await post(api, contact(11, "v4"), from("198.51.100.8"))).status).toBe(200);
  });

  test("without TRUST_PROXY a changing X-Forwarded-For does not escape the limit", async () => {
    const api = `${direct.url}/api/functions/send-contact-email`;
    for (let i = 0; i < 3; i++)
      expect((await post(api, contact(i, "spoof"), from(`203.0.113.${i + 1}`))).status).toBe(200);
    const r = await post(api, contact(3, "spoof"), from("203.0.113.200"));
    expect(r.status).toBe(429);
    expect(r.json.error).toBe(tooMany);
  });
});

describe("sign-in throttle (5 failures per account and network address, 20 per address, in 15 minutes)", () => {
  const password = "velvet-harbour-1907";
  const login = (email: string, pass: string, address: string) =>
    post(`${proxied.url}/api/auth/login`, { email, password: pass }, from(address));

  test("5 failed sign-ins lock an account out from that network address only; the owner elsewhere signs in", async () => {
    const email = "throttle-account@example.com";
    const registered = await post(
      `${proxied.url}/api/auth/register`,
      { email, password, name: "Throttle" },
      from("192.0.2.50"),
    );
    expect(registered.status).toBe(201);
    for (let i = 1; i <= 5; i++)
      expect((await login(email, `wrong-guess-${i}-xyz`, "192.0.2.7")).status).toBe(401);
    // From the guessing address, even the right password now waits.
    const throttled = await login(email, password, "192.0.2.7");
    expect(throttled.status).toBe(429);
    expect(throttled.json).toEqual({ status: "error", message: authMessages.throttled });
    // The owner, from their own address, is not locked out by a stranger's guesses (issue 27).
    expect((await login(email, password, "192.0.2.99")).status).toBe(200);
  });

  test("an address is throttled after 20 failed sign-ins on any accounts; IPv6 by /56 network", async () => {
    // 20 unknown accounts (one failure each, far from the per-account limit) from two addresses
    // of one /56 network.
    for (let i = 0; i < 20; i++) {
      const address = i % 2 ? "2001:db8:0:4400::1" : "2001:db8:0:44ff::abcd";
      expect((await login(`nobody${i}@example.com`, "wrong-guess-xyz", address)).status).toBe(401);
    }
    const throttled = await login("nobody20@example.com", "wrong-guess-xyz", "2001:db8:0:4480::7");
    expect(throttled.status).toBe(429);
    expect(throttled.json).toEqual({ status: "error", message: authMessages.throttled });
    // The neighbouring /56 network is another address.
    expect((await login("nobody21@example.com", "wrong-guess-xyz", "2001:db8:0:4500::1")).status).toBe(401);
  });
});
