import { describe, expect, it } from "vitest";
import { homeCarouselOptions } from "./carousel.tsx";

describe("home carousels", () => {
  it("loop, with the specified drag threshold 10 and duration 25 (embla's defaults, set explicitly)", () => {
    expect(homeCarouselOptions).toMatchObject({ loop: true, dragThreshold: 10, duration: 25 });
  });
});
