/**
 * The two backend functions over real HTTP against the built server (embedded PGlite, an
 * in-process SMTP server): every success and error path, duplicates in any letter case, the
 * honeypot, limits, content types, rate limits, the pages' form posts without JavaScript,
 * and mail delivered to the company's inbox without header or markup injection.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { post, type Site, startSite, TestSmtp, waitFor } from "./harness.ts";

let smtp: TestSmtp;
let site: Site;
let limited: Site;
const newsletter = () => `${site.url}/api/functions/newsletter-signup`;
const contact = () => `${site.url}/api/functions/send-contact-email`;
const validContact = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  subject: "Hello",
  message: "Hi",
};
const validLead = {
  name: "Grace Hopper",
  email: "grace@example.com",
  company: "Navy",
  monthlyVolume: "500 items",
  useCase: "Marketplace",
  message: "Demo please",
  consent: true,
  formType: "lead",
};

beforeAll(async () => {
  smtp = await TestSmtp.start();
  [site, limited] = await Promise.all([
    startSite({ SMTP_URL: smtp.url }),
    startSite({ SMTP_URL: smtp.url, RATE_LIMIT_MAX: "3", OUTBOX_WORKER: "false" }),
  ]);
}, 240_000);

afterAll(async () => {
  await Promise.all([site?.stop(), limited?.stop()]);
  await smtp?.down();
});

describe("newsletter-signup", () => {
  test("subscribes and answers a message; the address is trimmed", async () => {
    const r = await post(newsletter(), { email: "  first@example.com ", source: "website_footer" });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      message: "Almost there: we have sent you an e-mail. Please confirm your subscription from your inbox.",
    });
  });

  test("source defaults to website_footer and form-encoded bodies are accepted", async () => {
    const r = await post(newsletter(), "email=form%40example.com", {
      type: "application/x-www-form-urlencoded",
    });
    expect(r.status).toBe(200);
    expect(r.json.message).toBe(
      "Almost there: we have sent you an e-mail. Please confirm your subscription from your inbox.",
    );
  });

  test("an address waiting for its confirmation, in any letter case, is asked again to confirm (one subscription)", async () => {
    // Confirmed addresses answer 409 'already exists': tests/integration/newsletter.test.ts.
    expect((await post(newsletter(), { email: "Case@Example.com", source: "website_footer" })).status).toBe(
      200,
    );
    for (const email of ["case@example.com", "CASE@EXAMPLE.COM", " cAsE@eXaMpLe.CoM "]) {
      const r = await post(newsletter(), { email, source: "website_footer" });
      expect(r.status).toBe(200);
      expect(r.json.message).toBe(
        "Almost there: we have sent you an e-mail. Please confirm your subscription from your inbox.",
      );
    }
  });

  test.each([
    [{ email: "" }, "Please enter a valid email address"],
    [{ email: "   " }, "Please enter a valid email address"],
    [{ email: "no-at-sign" }, "Please enter a valid email address"],
    [{ email: "two words@example.com" }, "Please enter a valid email address"],
    [
      { email: "a\r\nbcc:x@example.com" },
      "Email contains a character that cannot be stored (an invisible control character). Please remove it and try again.",
    ],
    [{}, "Please enter a valid email address"],
    [{ email: 42 }, "Email could not be read. Please check it and try again."],
    [{ email: `${"a".repeat(300)}@example.com` }, "Email is too long: please keep it under 254 characters."],
    [
      { email: "ok@example.com", source: "x".repeat(80) },
      "Source is too long: please keep it under 50 characters.",
    ],
  ])("refuses %j with a clear message", async (body, message) => {
    const r = await post(newsletter(), body);
    expect(r.status).toBe(400);
    expect(r.json.error).toBe(message);
  });

  test("a filled honeypot is dropped quietly: success answer, nothing stored", async () => {
    const r = await post(newsletter(), {
      email: "bot@example.com",
      source: "website_footer",
      website: "http://spam",
    });
    expect(r.status).toBe(200);
    const again = await post(newsletter(), { email: "bot@example.com", source: "website_footer" });
    expect(again.status).toBe(200);
  });
});

describe("send-contact-email", () => {
  test("the contact body answers {data, error}", async () => {
    const r = await post(contact(), validContact);
    expect(r.status).toBe(200);
    expect(r.json.error).toBeNull();
    expect(r.json.data).toMatchObject({ received: true });
  });

  test("the lead body (formType 'lead') answers without error", async () => {
    const r = await post(contact(), validLead);
    expect(r.status).toBe(200);
    expect(r.json.error).toBeNull();
  });

  test.each([
    [{ ...validContact, firstName: " " }, "Please enter your first name"],
    [{ ...validContact, firstName: "", lastName: "" }, "Please enter your first name"],
    [{ ...validContact, lastName: "" }, "Please enter your last name"],
    [{ ...validContact, email: "" }, "Please enter your email address"],
    [{ ...validContact, message: "\n\t " }, "Please enter a message"],
    [{ ...validContact, email: "a b@c" }, "Please enter a valid email address"],
    [
      { ...validContact, message: "x".repeat(5001) },
      "Message is too long: please keep it under 5000 characters.",
    ],
    [{ ...validContact, subject: ["array"] }, "Subject could not be read. Please check it and try again."],
  ])("contact: refuses %# with its message", async (body, message) => {
    const r = await post(contact(), body);
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ data: null, error: message });
  });

  test.each([
    [{ ...validLead, name: "" }, "Please enter your name"],
    [{ ...validLead, email: " " }, "Please enter your email address"],
    [{ ...validLead, company: "" }, "Please enter your company name"],
    [{ ...validLead, useCase: "" }, "Please select your use case"],
    [{ ...validLead, useCase: "Pirate" }, "Please select your use case"],
    [{ ...validLead, consent: false }, "Please provide consent to be contacted"],
    [{ ...validLead, formType: "spam" }, "Please provide consent to be contacted"],
    [{ ...validLead, company: "c".repeat(201) }, "Company is too long: please keep it under 200 characters."],
  ])("lead: refuses %# with its message", async (body, message) => {
    const r = await post(contact(), body);
    expect(r.status).toBe(400);
    if (body.formType === "spam")
      expect(r.json.error).toBe("Form type could not be read. Please check it and try again.");
    else expect(r.json.error).toBe(message);
  });

  test("server messages follow Accept-Language", async () => {
    const r = await post(
      contact(),
      { ...validContact, firstName: "" },
      { headers: { "Accept-Language": "fr-FR,fr;q=0.9" } },
    );
    expect(r.json.error).toBe("Veuillez saisir votre prénom");
  });
});

describe("what the functions refuse before reading a body", () => {
  test("anything but JSON or form-encoded is 415", async () => {
    for (const type of ["text/plain", "application/xml", "multipart/form-data; boundary=x", "image/png"]) {
      const r = await post(contact(), "hello", { type, raw: true });
      expect(r.status, type).toBe(415);
      expect(r.json.error).toBe("This form only accepts JSON or form-encoded submissions.");
    }
  });

  test("bodies over 16 KB are 413", async () => {
    const r = await post(contact(), { ...validContact, message: "x".repeat(17 * 1024) });
    expect(r.status).toBe(413);
    expect(r.json.error).toBe("This submission is too large. Please shorten it and try again.");
  });

  test("malformed JSON, a JSON array or null is 400", async () => {
    for (const body of ["{", '{"email":', "[1,2]", "null", '"text"']) {
      const r = await post(newsletter(), body, { raw: true });
      expect(r.status, body).toBe(400);
      expect(r.json.error).toBe("This submission could not be read. Please try again.");
    }
  });

  test("other methods are 405, unknown functions 404, never a page or a trace", async () => {
    const get = await fetch(newsletter());
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    const unknown = await post(`${site.url}/api/functions/unknown`, {});
    expect(unknown.status).toBe(404);
  });
});

describe("per-address rate limits", () => {
  test("the fourth post within the window is 429 with a clear message in the visitor's language", async () => {
    const url = `${limited.url}/api/functions/newsletter-signup`;
    for (let i = 0; i < 3; i++) expect((await post(url, { email: `rl${i}@example.com` })).status).toBe(200);
    const r = await post(url, { email: "rl4@example.com" });
    expect(r.status).toBe(429);
    expect(r.json.error).toBe(
      "Too many submissions from your address. Please wait a few minutes and try again.",
    );
    const it = await post(url, { email: "rl5@example.com" }, { headers: { "Accept-Language": "it" } });
    expect(it.json.error).toBe("Troppi invii dal vostro indirizzo. Attendete qualche minuto e riprovate.");
  });
});

describe("forms posted without JavaScript", () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const type = "application/x-www-form-urlencoded";

  test("the contact page answers with the page and the success message", async () => {
    const r = await post(`${site.url}/contact-us`, form({ ...validContact, website: "" }), { type });
    expect(r.status).toBe(200);
    expect(r.text).toContain("Message Sent!");
    expect(r.text).toContain("Your message has been sent successfully! We&#x27;ll get back to you soon.");
  });

  test("the contact page keeps the values and shows the message of a failure", async () => {
    const r = await post(`${site.url}/contact-us`, form({ ...validContact, lastName: "" }), { type });
    expect(r.status).toBe(400);
    expect(r.text).toContain("Validation Error");
    expect(r.text).toContain("Please enter your last name");
    expect(r.text).toContain('value="Ada"');
  });

  test("the business page takes a lead; the French copy answers in French", async () => {
    const ok = await post(`${site.url}/business`, form({ ...validLead, consent: "on" } as never), { type });
    expect(ok.status).toBe(200);
    expect(ok.text).toContain("Demo Request Sent!");
    const fr = await post(
      `${site.url}/fr/business`,
      form({ ...validLead, company: "", consent: "on" } as never),
      { type },
    );
    expect(fr.status).toBe(400);
    expect(fr.text).toContain("Veuillez saisir le nom de votre entreprise");
  });

  test("the newsletter post answers a page with the same messages", async () => {
    const ok = await post(
      `${site.url}/newsletter`,
      form({ email: "nojs@example.com", returnTo: "/pricing" }),
      { type },
    );
    expect(ok.status).toBe(200);
    expect(ok.text).toContain("Success!");
    expect(ok.text).toContain("Please confirm your subscription from your inbox.");
    expect(ok.text).toContain('href="/pricing"');
    const again = await post(`${site.url}/newsletter`, form({ email: "NOJS@example.com" }), { type });
    expect(again.status).toBe(200);
    expect(again.text).toContain("Please confirm your subscription from your inbox.");
  });

  test("other pages stay read-only; other encodings are 415", async () => {
    expect((await post(`${site.url}/pricing`, "a=b", { type })).status).toBe(405);
    expect((await post(`${site.url}/contact-us`, "{}", { type: "application/json", raw: true })).status).toBe(
      415,
    );
  });
});

describe("mail to the company's inbox", () => {
  test("each accepted submission is delivered once, as text and escaped HTML, headers intact", async () => {
    const marker = `inj-${Date.now()}`;
    // A line break in a one-line field never reaches a header: it is refused at the door (issue 27).
    const injected = await post(contact(), {
      ...validContact,
      subject: `${marker}\r\nBcc: victim@example.com`,
      message: "Hello",
    });
    expect(injected.status).toBe(400);
    expect(injected.json.error).toBe(
      "Subject contains a character that cannot be stored (an invisible control character). Please remove it and try again.",
    );
    const r = await post(contact(), {
      ...validContact,
      subject: `${marker} Bcc: victim@example.com`,
      message: `<script>alert(1)</script> & <b>${marker}</b>\r\nBcc: victim@example.com`,
    });
    expect(r.status).toBe(200);
    const mail = await waitFor(() => smtp.received.find((m) => m.raw.includes(marker)), 30_000, "the mail");
    expect(mail.to).toEqual(["inbox@collect.test"]);
    const headers = mail.raw.slice(0, mail.raw.indexOf("\r\n\r\n"));
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(headers).toMatch(/^Reply-To: ada@example.com/im);
    const html = mail.raw.slice(mail.raw.indexOf("Content-Type: text/html"));
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp;");
    expect(smtp.received.filter((m) => m.raw.includes(marker))).toHaveLength(1);
  });
});
