import { describe, expect, it } from "vitest";
import { firstForbiddenField, hasForbiddenCharacter } from "./text-rules.ts";

describe("the shared text rule", () => {
  it("refuses C0, DEL, C1 and lone surrogates; line breaks and tabs only where several lines belong", () => {
    for (const bad of ["a\u0000b", "\u001b[31m", "x\u007f", "x\u0085", "x\u009f", "\ud800", "a\udc00b"])
      expect(hasForbiddenCharacter(bad, true), JSON.stringify(bad)).toBe(true);
    for (const lines of ["one\ntwo", "one\r\ntwo", "\tindented"]) {
      expect(hasForbiddenCharacter(lines, true)).toBe(false);
      expect(hasForbiddenCharacter(lines, false)).toBe(true);
    }
    for (const good of ["Hermès", "محمد", "日本", "😀 emoji", "a\u2028b", ""])
      expect(hasForbiddenCharacter(good, false), good).toBe(false);
  });

  it("names the first field that breaks it, by its dotted path, and leaves passwords alone", () => {
    expect(firstForbiddenField({ name: "Ada", item: { brand: "B\u0000" } })).toBe("item.brand");
    expect(firstForbiddenField({ message: "two\nlines", reason: "a\tb" })).toBeNull();
    expect(firstForbiddenField({ subject: "two\nlines" })).toBe("subject");
    expect(firstForbiddenField({ password: "pa\u0000ss", currentPassword: "\u0001" })).toBeNull();
    expect(firstForbiddenField({ list: ["ok", "n\u0000"] })).toBe("list.1");
    expect(firstForbiddenField({ "k\u0000": "v" })).toBe("body");
    expect(firstForbiddenField("\u0000")).toBe("body");
    expect(firstForbiddenField(42)).toBeNull();
  });
});
