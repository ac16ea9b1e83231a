import { expect, test } from "vitest";
import { requestMail } from "./mail.ts";

const context = {
  brand: "Collect",
  siteUrl: "https://collect.test",
  to: "owner@example.com",
  itemId: "0b5e8a52-6a43-4d0e-9a33-1f8c2a4f0e11",
  requestId: "5b9f8f0e-0e1c-4d3c-9d7e-0a5cb2f1d1aa",
  category: "watches",
  deadline: new Date("2026-03-04T10:00:00Z"),
};

test("request received: the category in the site's words, the deadline's day, the item's link", () => {
  const mail = requestMail("requestReceived", { ...context, language: "en" });
  expect(mail.subject).toBe("Your authentication request is received");
  expect(mail.text).toContain(
    "We have received your request to authenticate an item (Watches). Our experts will give their verdict by 4 March 2026 (UTC) at the latest.",
  );
  expect(mail.text).toContain("https://collect.test/app/item/0b5e8a52-6a43-4d0e-9a33-1f8c2a4f0e11");
  expect(mail.text).toContain("https://collect.test/app/profile/notifications");
});

test("more photos in Arabic, right to left, with the dual", () => {
  const mail = requestMail("morePhotosNeeded", { ...context, language: "ar", shots: 2 });
  expect(mail.subject).toBe("نحتاج إلى صور إضافية لقطعتك");
  expect(mail.text).toContain("يحتاج خبراؤنا إلى صورتين إضافيتين لقطعتك (الساعات) كي يُصدروا حكمهم.");
  expect(mail.html).toContain('dir="rtl"');
});

test("the verdict e-mail in French", () => {
  const mail = requestMail("verdictReady", { ...context, language: "fr" });
  expect(mail.subject).toBe("Le verdict sur votre article est rendu");
  expect(mail.text).toContain("Nos experts ont rendu leur verdict sur votre article (Montres).");
});
