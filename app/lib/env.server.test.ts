import { afterEach, describe, expect, it, vi } from "vitest";
import { cardSignInUrl, signInUrl } from "./site-config.ts";

const keys = ["SITE_URL", "PORT", "SIGN_IN_ORIGIN", "SIGN_IN_PATH", "CARD_SIGN_IN_PATH"] as const;
const saved = Object.fromEntries(keys.map((key) => [key, process.env[key]]));

async function configWith(values: Partial<Record<(typeof keys)[number], string>>) {
  for (const key of keys) delete process.env[key];
  Object.assign(process.env, values);
  vi.resetModules();
  const { siteConfig } = await import("./env.server.ts");
  return siteConfig();
}

afterEach(() => {
  for (const key of keys) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

describe("sign-in addresses", () => {
  it("lead to the site's own sign-in screen by default", async () => {
    const config = await configWith({ SITE_URL: "https://www.example.org" });
    expect(signInUrl(config)).toBe("https://www.example.org/app/login");
    expect(cardSignInUrl(config)).toBe("https://www.example.org/app/login?next=/app/my-vault");
  });

  it("follow the local address when no public origin is set", async () => {
    const config = await configWith({ PORT: "4123" });
    expect(signInUrl(config)).toBe("http://localhost:4123/app/login");
  });

  it("can still be pointed at another sign-in site", async () => {
    const config = await configWith({
      SITE_URL: "https://www.example.org",
      SIGN_IN_ORIGIN: "https://signin.example.net/",
      SIGN_IN_PATH: "/login",
      CARD_SIGN_IN_PATH: "/card/login",
    });
    expect(signInUrl(config)).toBe("https://signin.example.net/login");
    expect(cardSignInUrl(config)).toBe("https://signin.example.net/card/login");
  });
});
