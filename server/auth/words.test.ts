import { describe, expect, test } from "vitest";
import { accountText } from "./words.ts";

describe("account sentences in the visitor's language", () => {
  test("sentences with figures follow the language's plural forms", () => {
    expect(accountText("en", "passwordTooShort", { min: 10 })).toBe(
      "Choose a password of at least 10 characters.",
    );
    expect(accountText("fr", "invalidCredentials")).toBe("E-mail ou mot de passe incorrect.");
    expect(accountText("ar", "passwordTooShort", { min: 10 })).toBe("اختر كلمة مرور لا تقل عن 10 أحرف.");
    expect(accountText("ar", "passwordTooLong", { max: 200 })).toBe("اختر كلمة مرور لا تزيد على 200 حرف.");
  });
});
