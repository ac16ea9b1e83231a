import { describe, expect, it } from "vitest";
import { receiptMail } from "./receipt.ts";

const options = { brand: "Collect", siteUrl: "https://collect.test" };
const paidAt = new Date(Date.UTC(2026, 10, 3, 12));

describe("receipts", () => {
  it("words a pack in the owner's language, with its amount as the language writes USD", () => {
    const pack = { kind: "pack", credits: 25, amount: 25, paidAt, reference: "pi_123" } as const;
    const en = receiptMail("en", pack, options);
    expect(en.subject).toBe("Your Collect receipt");
    expect(en.text).toContain(
      "Thank you for your purchase of 3 November 2026 (UTC): 25 credits for $25. They are in your balance now.",
    );
    expect(en.text).toContain("Payment reference: pi_123");
    expect(en.text).toContain("https://collect.test/app/buy-credits");
    const ar = receiptMail("ar", { ...pack, credits: 5, amount: 5 }, options);
    expect(ar.subject).toBe("إيصالك من Collect");
    expect(ar.text).toContain("5 وحدات مقابل");
    expect(receiptMail("ar", { ...pack, credits: 2, amount: 2 }, options).text).toContain("وحدتان مقابل");
  });

  it("words a paid month of the subscription with the end of its period", () => {
    const month = {
      kind: "subscription",
      credits: 20,
      amount: 9.99,
      paidAt,
      periodEnd: new Date(Date.UTC(2026, 11, 3)),
      reference: "in_1",
    } as const;
    expect(receiptMail("it", month, options).text).toContain(
      "Grazie: il vostro abbonamento Vault è pagato (9,99\u00a0USD, il 3 novembre 2026 (UTC)) fino al 3 dicembre 2026 (UTC) e 20 crediti sono stati aggiunti al vostro saldo.",
    );
    expect(receiptMail("ar", month, options).text).toContain("20 وحدةً");
  });
});
