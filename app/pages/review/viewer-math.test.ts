import { describe, expect, it } from "vitest";
import { clampView, isMark, moveRect, rectFromPoints, resizeRect, zoomView } from "./viewer-math.ts";

describe("the photo viewer's arithmetic", () => {
  const stage = { width: 400, height: 300 };

  it("zooms about the centre within 1x and 8x", () => {
    expect(zoomView({ scale: 1, x: 0, y: 0 }, 1.25)).toEqual({ scale: 1.25, x: 0, y: 0 });
    expect(zoomView({ scale: 2, x: 40, y: -20 }, 2)).toEqual({ scale: 4, x: 80, y: -40 });
    expect(zoomView({ scale: 7, x: 0, y: 0 }, 2).scale).toBe(8);
    expect(zoomView({ scale: 1, x: 0, y: 0 }, 0.5).scale).toBe(1);
  });

  it("never pans the photo off the stage", () => {
    expect(clampView({ scale: 1, x: 50, y: 50 }, stage)).toEqual({ scale: 1, x: 0, y: 0 });
    expect(clampView({ scale: 2, x: 500, y: -500 }, stage)).toEqual({ scale: 2, x: 200, y: -150 });
    expect(clampView({ scale: 2, x: 120, y: 30 }, stage)).toEqual({ scale: 2, x: 120, y: 30 });
  });

  it("draws a rectangle from a drag in any direction, inside the photo", () => {
    expect(rectFromPoints({ x: 0.6, y: 0.5 }, { x: 0.2, y: 0.1 })).toEqual({
      x: 0.2,
      y: 0.1,
      w: 0.4,
      h: 0.4,
    });
    expect(rectFromPoints({ x: -0.2, y: 0.5 }, { x: 0.3, y: 1.4 })).toEqual({ x: 0, y: 0.5, w: 0.3, h: 0.5 });
    expect(isMark(rectFromPoints({ x: 0.3, y: 0.3 }, { x: 0.305, y: 0.4 }))).toBe(false);
  });

  it("moves and resizes the keyboard's box without leaving the photo", () => {
    const box = { x: 0.35, y: 0.35, w: 0.3, h: 0.3 };
    expect(moveRect(box, 0.02, -0.02)).toEqual({ x: 0.37, y: 0.33, w: 0.3, h: 0.3 });
    expect(moveRect(box, 1, 1)).toEqual({ x: 0.7, y: 0.7, w: 0.3, h: 0.3 });
    expect(resizeRect(box, 0.02, 0.04)).toEqual({ x: 0.35, y: 0.35, w: 0.32, h: 0.34 });
    expect(resizeRect(box, -1, 1)).toEqual({ x: 0.35, y: 0.35, w: 0.02, h: 0.65 });
  });
});
