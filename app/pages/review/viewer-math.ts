/**
 * The photo viewer's arithmetic, apart from the screen so that it can be tested: a view is a
 * scale (1 = the whole photo) and an offset in pixels of the stage; a rectangle is in fractions
 * 0..1 of the photo as shown upright, as the server stores a verdict's marks.
 */
export interface View {
  scale: number;
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const minScale = 1;
export const maxScale = 8;
/** The smallest side of a mark, so that a click without a drag draws nothing. */
export const minMark = 0.02;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
/** Four decimals are enough for any screen, and keep the numbers the server stores short. */
const round = (v: number) => Math.round(v * 10_000) / 10_000;

/** Keeps the zoom within bounds and the photo covering the stage (no empty band when zoomed). */
export function clampView(view: View, stage: { width: number; height: number }): View {
  const scale = clamp(view.scale, minScale, maxScale);
  const maxX = ((scale - 1) * stage.width) / 2;
  const maxY = ((scale - 1) * stage.height) / 2;
  return { scale, x: clamp(view.x, -maxX, maxX), y: clamp(view.y, -maxY, maxY) };
}

/** Zooms about the stage's centre: the offset grows with the scale so the centre stays put. */
export function zoomView(view: View, factor: number): View {
  const scale = clamp(view.scale * factor, minScale, maxScale);
  const applied = scale / view.scale;
  return { scale, x: view.x * applied, y: view.y * applied };
}

/** The rectangle between two points of a drag, kept inside the photo. */
export function rectFromPoints(a: { x: number; y: number }, b: { x: number; y: number }): Rect {
  const x1 = clamp(Math.min(a.x, b.x), 0, 1);
  const y1 = clamp(Math.min(a.y, b.y), 0, 1);
  const x2 = clamp(Math.max(a.x, b.x), 0, 1);
  const y2 = clamp(Math.max(a.y, b.y), 0, 1);
  return { x: round(x1), y: round(y1), w: round(x2 - x1), h: round(y2 - y1) };
}

/** Moves a rectangle, kept inside the photo. */
export function moveRect(r: Rect, dx: number, dy: number): Rect {
  return { ...r, x: round(clamp(r.x + dx, 0, 1 - r.w)), y: round(clamp(r.y + dy, 0, 1 - r.h)) };
}

/** Grows or shrinks a rectangle from its top-left corner, kept inside the photo and not below the smallest mark. */
export function resizeRect(r: Rect, dw: number, dh: number): Rect {
  return { ...r, w: round(clamp(r.w + dw, minMark, 1 - r.x)), h: round(clamp(r.h + dh, minMark, 1 - r.y)) };
}

/** Whether a drawn rectangle is large enough to be a mark. */
export const isMark = (r: Rect) => r.w >= minMark && r.h >= minMark;
