import { describe, expect, test } from "vitest";
import en from "#app/i18n/messages/en.json" with { type: "json" };
import { noticeFor } from "./outcome.ts";
import { check, contactSchema, leadSchema, newsletterSchema } from "./schemas.ts";

const m = en.forms;

describe("newsletter rules", () => {
  test("trimmed, non-empty, contains an at sign", () => {
    expect(check(newsletterSchema("client"), { email: "  a@b  " })).toMatchObject({
      ok: true,
      value: { email: "a@b", source: "website_footer" },
    });
    for (const email of ["", "   ", "ab"])
      expect(check(newsletterSchema("client"), { email })).toMatchObject({
        ok: false,
        issue: { key: "invalidEmail" },
      });
  });
  test("the server adds a sane shape and a length limit", () => {
    expect(check(newsletterSchema("server"), { email: "a b@c" })).toMatchObject({
      ok: false,
      issue: { key: "invalidEmail" },
    });
    expect(check(newsletterSchema("server"), { email: `${"a".repeat(260)}@b` })).toMatchObject({
      ok: false,
      issue: { key: "tooLong", max: 254 },
    });
  });
});

describe("contact rules: first failure only, in the specification's order", () => {
  const full = { firstName: "A", lastName: "B", email: "a@b", subject: "", message: "M" };
  test.each([
    [{}, "firstNameRequired"],
    [{ ...full, firstName: " ", lastName: "" }, "firstNameRequired"],
    [{ ...full, lastName: "\t" }, "lastNameRequired"],
    [{ ...full, email: " ", message: "" }, "emailRequired"],
    [{ ...full, message: "  " }, "messageRequired"],
  ])("%j -> %s", (input, key) => {
    expect(check(contactSchema("client"), input)).toMatchObject({ ok: false, issue: { key } });
  });
  test("subject is optional; the client shows no length limits", () => {
    expect(check(contactSchema("client"), { ...full, message: "x".repeat(50_000) }).ok).toBe(true);
    expect(check(contactSchema("server"), { ...full, message: "x".repeat(50_000) })).toMatchObject({
      ok: false,
      issue: { key: "tooLong" },
    });
  });
});

describe("lead rules", () => {
  const full = { name: "N", email: "e@x", company: "C", useCase: "Brand", consent: true };
  test.each([
    [{}, "nameRequired"],
    [{ ...full, email: "" }, "emailRequired"],
    [{ ...full, company: " " }, "companyRequired"],
    [{ ...full, useCase: "" }, "useCaseRequired"],
    [{ ...full, consent: false }, "consentRequired"],
  ])("%j -> %s", (input, key) => {
    expect(check(leadSchema("client"), input)).toMatchObject({ ok: false, issue: { key } });
  });
  test("email format is not checked beyond the input type in the browser", () => {
    expect(check(leadSchema("client"), { ...full, email: "not an email" }).ok).toBe(true);
  });
});

describe("notices", () => {
  test("newsletter: success with the server message or the fallback", () => {
    expect(noticeFor("newsletter", { status: 200, body: { message: "Hi" } }, m)).toMatchObject({
      kind: "success",
      title: "Success!",
      description: "Hi",
    });
    expect(noticeFor("newsletter", { status: 200, body: {} }, m).description).toBe(
      "Successfully subscribed to newsletter!",
    );
  });
  test("newsletter: 'duplicate' or 'already exists' is the info toast", () => {
    for (const error of ["duplicate key value", "Email already exists"])
      expect(noticeFor("newsletter", { status: 400, body: { error } }, m)).toMatchObject({
        kind: "info",
        title: "Already Subscribed",
        description: "This email is already subscribed to our newsletter.",
      });
  });
  test("errors: the server message or each form's fallback", () => {
    expect(noticeFor("newsletter", null, m)).toMatchObject({
      kind: "error",
      title: "Error",
      description: "Failed to subscribe. Please try again.",
    });
    expect(noticeFor("contact", { status: 503, body: { error: "Down" } }, m)).toMatchObject({
      title: "Error",
      description: "Down",
    });
    expect(noticeFor("contact", null, m).description).toBe("Failed to send message. Please try again.");
    expect(noticeFor("lead", null, m).description).toBe("Failed to send your request. Please try again.");
  });
  test("successes of the contact and lead forms", () => {
    expect(noticeFor("contact", { status: 200, body: { data: {}, error: null } }, m)).toMatchObject({
      title: "Message Sent!",
      description: "Your message has been sent successfully! We'll get back to you soon.",
    });
    expect(noticeFor("lead", { status: 200, body: { data: {}, error: null } }, m)).toMatchObject({
      title: "Demo Request Sent!",
      description: "Thank you for your interest! We'll be in touch soon to schedule your demo.",
    });
  });
});
