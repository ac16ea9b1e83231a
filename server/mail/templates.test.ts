import { describe, expect, test } from "vitest";
import { csvField } from "../../scripts/ops/forms-data.ts";
import { contactMail, escapeHtml, headerText, safeReplyTo } from "./templates.ts";

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
  test("CSV fields are quoted and never start a formula", () => {
    expect(csvField('a,"b"')).toBe('"a,""b"""');
    expect(csvField("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvField(null)).toBe("");
  });
});
