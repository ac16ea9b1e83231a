import { expect, test } from "vitest";
import { requestText } from "./words.ts";

test("Arabic plurals of credits", () => {
  expect(requestText("ar", "notEnoughCredits", { cost: 2, balance: 1 })).toBe(
    "تكلّف عملية التوثيق هذه وحدتَي توثيق، ورصيدك الحالي 1.",
  );
  expect(requestText("ar", "cancelledRefunded", { credits: 5 })).toBe(
    "أُلغي طلبك وأُعيدت إلى رصيدك 5 وحدات توثيق.",
  );
  expect(requestText("en", "notEnoughCredits", { cost: 1, balance: 0 })).toBe(
    "This authentication costs 1 credit and your balance is 0.",
  );
});
