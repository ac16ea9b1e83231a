import { describe, expect, test } from "vitest";
import ar from "./visitor-copy/ar.json" with { type: "json" };
import en from "./visitor-copy/en.json" with { type: "json" };
import fr from "./visitor-copy/fr.json" with { type: "json" };
import it from "./visitor-copy/it.json" with { type: "json" };
import { visitorMail } from "./visitor-mail.ts";

const base = {
  brand: "Collect",
  subject: "Reset your password",
  paragraphs: ["Someone asked to reset the password of your account.", "The link works once, for one hour."],
  action: {
    label: "Choose a new password",
    url: "https://collect.example.com/app/reset-password?token=a&b=<c>",
  },
  footer: "If you did not ask for this, ignore this e-mail: your password stays as it is.",
};

describe("the layout of e-mails to visitors", () => {
  test("plain text carries the paragraphs, the action's address written out, the signature and the footer", () => {
    const mail = visitorMail({ ...base, language: "en" });
    expect(mail.subject).toBe("Reset your password");
    expect(mail.text).toBe(
      [
        "Someone asked to reset the password of your account.",
        "",
        "The link works once, for one hour.",
        "",
        "Choose a new password:",
        "https://collect.example.com/app/reset-password?token=a&b=%3Cc%3E",
        "",
        "The Collect team",
        "",
        "--",
        "If you did not ask for this, ignore this e-mail: your password stays as it is.",
        "This e-mail was sent automatically; replies to it are not read.",
        "",
      ].join("\n"),
    );
  });

  test("HTML escapes what it is given and loads nothing from elsewhere", () => {
    const mail = visitorMail({
      ...base,
      language: "en",
      brand: "<Collect>",
      paragraphs: ["<script>alert(1)</script> & more"],
    });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; more");
    expect(mail.html).toContain("&lt;Collect&gt;");
    expect(mail.html).toContain(
      'href="https://collect.example.com/app/reset-password?token=a&amp;b=%3Cc%3E"',
    );
    expect(mail.html).not.toMatch(/<img|<link|<script|url\(|@import|src=/i);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });

  test("Arabic is right to left, in Arabic, with the address still left to right", () => {
    const mail = visitorMail({ ...base, language: "ar", subject: "أعد تعيين كلمة المرور" });
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain("text-align:right");
    expect(mail.html).toContain("فريق Collect");
    expect(mail.html).toContain(`${ar.linkFallback}<br><a href=`);
    expect(mail.html).toContain('dir="ltr">https://collect.example.com/');
    expect(mail.text).toContain("أُرسلت هذه الرسالة تلقائيًا");
  });

  test("French and Italian sign in their own words", () => {
    expect(visitorMail({ ...base, language: "fr" }).text).toContain("L’équipe Collect");
    expect(visitorMail({ ...base, language: "it" }).text).toContain("Il team di Collect");
  });

  test("a subject cannot break a header, and an action must be a web address", () => {
    expect(visitorMail({ ...base, language: "en", subject: "Hi\r\nBcc: x@y" }).subject).toBe("Hi Bcc: x@y");
    expect(() =>
      visitorMail({ ...base, language: "en", action: { label: "x", url: "javascript:alert(1)" } }),
    ).toThrow(/http/);
    expect(() =>
      visitorMail({ ...base, language: "en", action: { label: "x", url: "/relative" } }),
    ).toThrow();
  });

  test("without an action or a footer, neither appears", () => {
    const mail = visitorMail({ language: "it", brand: "Collect", subject: "Ciao", paragraphs: ["Uno."] });
    expect(mail.html).not.toContain("<a ");
    expect(mail.text).toBe(["Uno.", "", "Il team di Collect", "", "--", it.automatic, ""].join("\n"));
  });

  test("the four languages have the same sentences", () => {
    for (const bundle of [fr, it, ar]) expect(Object.keys(bundle).sort()).toEqual(Object.keys(en).sort());
  });
});
