import { describe, expect, it } from "vitest";
import { nextTabIndex } from "./tabs.tsx";

describe("home tabs keyboard", () => {
  it("moves forward and back with the arrows, wrapping around", () => {
    expect(nextTabIndex("ArrowRight", 0, 3, "ltr")).toBe(1);
    expect(nextTabIndex("ArrowRight", 2, 3, "ltr")).toBe(0);
    expect(nextTabIndex("ArrowLeft", 0, 3, "ltr")).toBe(2);
  });

  it("mirrors the arrows in right-to-left text", () => {
    expect(nextTabIndex("ArrowLeft", 0, 3, "rtl")).toBe(1);
    expect(nextTabIndex("ArrowRight", 0, 3, "rtl")).toBe(2);
  });

  it("Home and End go to the ends; other keys do nothing", () => {
    expect(nextTabIndex("Home", 2, 3, "ltr")).toBe(0);
    expect(nextTabIndex("End", 0, 3, "rtl")).toBe(2);
    expect(nextTabIndex("Enter", 1, 3, "ltr")).toBeNull();
    expect(nextTabIndex("ArrowDown", 1, 3, "ltr")).toBeNull();
  });
});
