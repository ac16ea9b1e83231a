import { expect, test } from "vitest";
import { isOpen, itemEditable, mayMove, refundsOnCancel, requestStates } from "./states.ts";

test("the owner submits and cancels before review; the system runs the checks; staff decide", () => {
  expect(mayMove("draft", "submitted", "owner")).toBe(true);
  expect(mayMove("submitted", "checks", "system")).toBe(true);
  expect(mayMove("checks", "in_review", "system")).toBe(true);
  expect(mayMove("submitted", "cancelled", "owner")).toBe(true);
  expect(mayMove("checks", "cancelled", "owner")).toBe(true);
  expect(mayMove("in_review", "cancelled", "owner")).toBe(false);
  expect(mayMove("in_review", "more_photos", "staff")).toBe(true);
  expect(mayMove("more_photos", "in_review", "owner")).toBe(true);
  expect(mayMove("in_review", "verdict", "owner")).toBe(false);
  expect(mayMove("in_review", "verdict", "staff")).toBe(true);
  expect(mayMove("verdict", "certificate_issued", "staff")).toBe(true);
  expect(mayMove("draft", "in_review", "owner")).toBe(false);
  for (const s of requestStates) {
    expect(mayMove("cancelled", s, "staff")).toBe(false);
    expect(mayMove("certificate_issued", s, "staff")).toBe(false);
  }
});

test("open states, refunds and editable items", () => {
  expect(requestStates.filter(isOpen)).toEqual(["draft", "submitted", "checks", "in_review", "more_photos"]);
  expect(requestStates.filter(refundsOnCancel)).toEqual(["submitted", "checks"]);
  expect(itemEditable(["cancelled", "draft"])).toBe(true);
  expect(itemEditable(["submitted"])).toBe(false);
});
