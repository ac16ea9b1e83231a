import { describe, expect, it } from "vitest";
import { cardSignInUrl, collectCardUrl, type SiteConfig, signInUrl } from "./site-config.ts";

const config = {
  signIn: { origin: "https://collect.example.com", signInPath: "/login", cardSignInPath: "/card/login" },
  collectCardsOrigin: "https://collect.example.com",
} as SiteConfig;

describe("outside addresses", () => {
  it("builds the sign-in and card sign-in links", () => {
    expect(signInUrl(config)).toBe("https://collect.example.com/login");
    expect(cardSignInUrl(config)).toBe("https://collect.example.com/card/login");
  });

  it("sends /collectcard/explore/{id} to collect-cards/{id} with the query string kept", () => {
    expect(collectCardUrl(config, "abc123", "?ref=qr&x=1")).toBe(
      "https://collect.example.com/collect-cards/abc123?ref=qr&x=1",
    );
    expect(collectCardUrl(config, "a b/../c", "")).toBe(
      "https://collect.example.com/collect-cards/a%20b%2F..%2Fc",
    );
  });
});
