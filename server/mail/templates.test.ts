import { describe, expect, test } from "vitest";
import { csvField } from "../../scripts/ops/forms-data.ts";
import { contactMail, escapeHtml, headerText, leadMail, newsletterMail, safeReplyTo } from "./templates.ts";

describe("mail templates", () => {
  test("visitor input cannot break a header", () => {
    expect(headerText("Hello\r\nBcc: x@y")).toBe("Hello Bcc: x@y");
    expect(headerText("a\u0000b\u0007c")).toBe("a b c");
    expect(safeReplyTo("ada@example.com")).toBe("ada@example.com");
    for (const bad of ["a@b\r\nBcc: c@d", "a b@c.d", "<a@b.c>", "x@-bad-.com"])
      expect(safeReplyTo(bad)).toBeNull();
  });
  test("HTML is escaped, text keeps the words", () => {
    const mail = contactMail(
      {
        firstName: "<b>A</b>",
        lastName: "B",
        email: "a@b.c",
        subject: "S\r\nX-Evil: 1",
        message: "<script>x</script>",
      },
      "Collect",
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain(escapeHtml("<script>x</script>"));
    expect(mail.text).toContain("<script>x</script>");
  });
  test("each kind has its subject, rows and Reply-To", () => {
    const lead = leadMail(
      {
        name: "Grace Hopper",
        email: "grace@example.com",
        company: "Navy",
        monthlyVolume: "",
        useCase: "Marketplace",
        message: "",
        consent: true,
        formType: "lead",
      },
      "Collect",
    );
    expect(lead.subject).toBe("Demo request: Navy (Marketplace) from Grace Hopper");
    expect(lead.replyTo).toBe("grace@example.com");
    expect(lead.text).toBe(
      [
        "New demo request from the business page",
        "",
        "Name: Grace Hopper",
        "Email: grace@example.com",
        "Company: Navy",
        "Monthly volume: (not given)",
        "Use case: Marketplace",
        "Message: (none)",
        "Consent to be contacted: yes",
        "",
        "Sent by the Collect website.",
      ].join("\n"),
    );
    const contact = contactMail(
      { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", subject: "", message: "Hi" },
      "Collect",
    );
    expect(contact.subject).toBe("Contact form: (no subject) from Ada Lovelace");
    expect(contact.replyTo).toBe("ada@example.com");
    const newsletter = newsletterMail({ email: "a@b.c", source: "website_footer" }, "Collect");
    expect(newsletter.subject).toBe("New newsletter subscriber: a@b.c");
    expect(newsletter.replyTo).toBeNull();
  });
  test("CSV fields are quoted and never start a formula", () => {
    expect(csvField('a,"b"')).toBe('"a,""b"""');
    expect(csvField("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvField(null)).toBe("");
  });
});
