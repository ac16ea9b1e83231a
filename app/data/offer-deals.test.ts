import { describe, expect, it } from "vitest";
import { dealText } from "./offer-deals.ts";

describe("offer deals", () => {
  it("fill a template with the deal's figures", () => {
    expect(dealText("Stay {stay} nights, pay for {pay}", { kind: "nights", stay: 4, pay: 3 })).toBe(
      "Stay 4 nights, pay for 3",
    );
    expect(dealText("Up to {percent}% off", { kind: "up-to", percent: 25 })).toBe("Up to 25% off");
    expect(dealText("every stay of {nights} nights", { kind: "experience", nights: 3 })).toBe(
      "every stay of 3 nights",
    );
  });

  it("leave a placeholder the deal has no figure for as written", () => {
    expect(dealText("{percent}% off", { kind: "welcome" })).toBe("{percent}% off");
    expect(dealText("Exclusive experience", { kind: "experience" })).toBe("Exclusive experience");
  });
});
