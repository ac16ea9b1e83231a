import { describe, expect, it } from "vitest";
import { parallaxActive, parallaxShift } from "./parallax.ts";

describe("rewards hero parallax", () => {
  it("is off below 768px and on from 768px", () => {
    expect(parallaxActive(767, false)).toBe(false);
    expect(parallaxActive(768, false)).toBe(true);
    expect(parallaxActive(1280, false)).toBe(true);
  });
  it("is off with reduced motion at any width", () => {
    expect(parallaxActive(1280, true)).toBe(false);
  });
  it("moves a fraction of the scroll and never above the top", () => {
    expect(parallaxShift(400, 0.3)).toBe(120);
    expect(parallaxShift(-50, 0.3)).toBe(0);
  });
});
