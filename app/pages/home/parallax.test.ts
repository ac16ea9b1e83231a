import { describe, expect, it } from "vitest";
import { mobileBreakpoint } from "#app/data/breakpoints.ts";
import { parallaxEnabled, parallaxFactor, parallaxOffset } from "./parallax.ts";

describe("home hero parallax", () => {
  it("is on from the mobile breakpoint up, and never with reduced motion", () => {
    expect(parallaxEnabled(mobileBreakpoint, false)).toBe(true);
    expect(parallaxEnabled(1280, false)).toBe(true);
    expect(parallaxEnabled(mobileBreakpoint - 1, false)).toBe(false);
    expect(parallaxEnabled(375, false)).toBe(false);
    expect(parallaxEnabled(1280, true)).toBe(false);
  });

  it("moves the background at a fraction of the scroll, capped at the hero's height", () => {
    expect(parallaxOffset(0, 800, true)).toBe(0);
    expect(parallaxOffset(-40, 800, true)).toBe(0);
    expect(parallaxOffset(100, 800, true)).toBe(Math.round(100 * parallaxFactor));
    expect(parallaxOffset(5000, 800, true)).toBe(Math.round(800 * parallaxFactor));
  });

  it("stays still when disabled", () => {
    expect(parallaxOffset(300, 800, false)).toBe(0);
  });
});
