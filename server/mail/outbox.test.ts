import { describe, expect, test } from "vitest";
import { storedHeaders } from "./outbox.ts";

describe("extra headers stored with an outbox message", () => {
  test("the list headers come back as stored", () => {
    const headers = {
      "List-Unsubscribe": "<https://collect.test/newsletter/unsubscribe?token=abc>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    };
    expect(storedHeaders(JSON.stringify(headers))).toEqual(headers);
    expect(storedHeaders(null)).toEqual({});
  });

  test("nothing that could inject a header line or is not a header survives", () => {
    expect(
      storedHeaders(
        JSON.stringify({ "X-Ok": "fine", "X-Bad": "a\r\nBcc: x@example.com", "Bad Name": "v", "X-Num": 3 }),
      ),
    ).toEqual({ "X-Ok": "fine" });
    expect(storedHeaders("not json")).toEqual({});
    expect(storedHeaders("[1,2]")).toEqual({});
  });
});
