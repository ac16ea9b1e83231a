import { describe, expect, it } from "vitest";
import { rewardsOfferLine, rewardsOffers } from "./rewards-offers.ts";

describe("rewards offers of the home hero", () => {
  it("are rosewood, joali and four-seasons, in that order", () => {
    expect(rewardsOffers.map((o) => o.id)).toEqual(["rosewood", "joali", "four-seasons"]);
  });

  it("read as the specification writes them, with English templates", () => {
    expect(rewardsOfferLine("rosewood", "{stay} nights for the price of {pay}")).toBe(
      "4 nights for the price of 3",
    );
    expect(rewardsOfferLine("joali", "{stay} nights for the price of {pay}")).toBe(
      "7 nights for the price of 5",
    );
    expect(rewardsOfferLine("four-seasons", "{percent}% off selected dates")).toBe("15% off selected dates");
  });

  it("refuse an unknown offer", () => {
    expect(() => rewardsOfferLine("aman" as "rosewood", "{stay}")).toThrow(/aman/);
  });
});
