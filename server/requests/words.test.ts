import { expect, test } from "vitest";
import { requestText, safeError } from "./words.ts";

test("a failed query is logged by its kind and code, never its SQL or parameters", () => {
  const failed = Object.assign(
    new Error("Failed query: select * from users where email = $1\nparams: owner@example.com"),
    {
      name: "DrizzleQueryError",
      cause: { code: "57P01" },
    },
  );
  expect(safeError(failed)).toEqual({ name: "DrizzleQueryError", code: "57P01" });
  expect(JSON.stringify(safeError(failed))).not.toContain("owner@example.com");
  expect(safeError("text")).toEqual({ name: "string" });
});

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
