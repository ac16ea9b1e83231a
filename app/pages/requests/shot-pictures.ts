/**
 * The little pictures of the shot list: line drawings on a 64 x 64 grid, drawn with the text's
 * colour (stroke only), one per kind of shot. A picture is the category's object seen the way the
 * shot asks for (front, back, from below, inside), or a close-up marked with a loupe where the
 * detail sits, or the label, box or paper the shot is of. Pure data: the component that draws
 * them is shot-picture.tsx; the words that go with them are the copy's.
 */
import type { CategoryId } from "#app/data/shots.ts";

/** The outline of each category's object, as SVG path data. */
export const objectOutlines: Record<CategoryId, string> = {
  handbags: "M14 27h36l-3 25H17z M24 27v-6a8 8 0 0 1 16 0v6 M14 27l18 9 18-9 M32 36v4",
  watches:
    "M32 19a13 13 0 1 1 0 26a13 13 0 1 1 0-26z M26 20v-9h12v9 M26 44v9h12v-9 M32 32v-7 M32 32l5 3 M45 30h3v4h-3",
  sneakers: "M8 46h48v-5c0-4-3-6-8-7l-12-3-7-9h-7l-3 7H8z M8 41h48 M27 27l4 4 M24 31l4 4",
  clothing: "M23 12l-12 8 5 9 5-3v26h22V26l5 3 5-9-12-8c-2 4-5 5-9 5s-7-1-9-5z",
  shoes: "M10 46h7l2-7c7 0 13 3 18 7h17v-4c-7-2-15-7-21-15l-7 3c-5 0-10-4-14-4z M17 46v-7",
  accessories: "M12 20h40v26H12z M12 27h40 M40 27v10h12",
  streetwear: "M23 12l-12 8 5 9 5-3v26h22V26l5 3 5-9-12-8a9 5 0 0 1-18 0z M27 32h10v8H27z",
  "toys-figures": "M32 11a6 6 0 1 1 0 12a6 6 0 1 1 0-12z M25 25h14l2 16h-4v7H27v-7h-4z M18 52h28",
  "trading-cards": "M20 9h24v46H20z M24 13h16v20H24z M24 38h16 M24 43h11",
  "cosmetic-products": "M27 9h10v8H27z M24 17h16v4l4 5v28H20V26l4-5z M24 34h16v10H24z",
  jewelry: "M32 26a13 13 0 1 1 0 26a13 13 0 1 1 0-26z M26 20l6-8 6 8-6 6z M26 20h12",
};

/** How a shot is drawn: the object whole, turned, from below, open, a detail, or another thing. */
export type ShotView =
  | { kind: "front" | "back" | "below" | "inside" | "side" | "angle" }
  | { kind: "detail"; x: number; y: number }
  | { kind: "label" | "box" | "paper" | "pair" | "corner" };

const detail = (x: number, y: number): ShotView => ({ kind: "detail", x, y });
const view = (kind: "front" | "back" | "below" | "inside" | "side" | "angle"): ShotView => ({ kind });
const thing = (kind: "label" | "box" | "paper" | "pair" | "corner"): ShotView => ({ kind });

/** The view of each slot; a slot a category draws differently is given per category below. */
const slotViews: Record<string, ShotView> = {
  front: view("front"),
  back: view("back"),
  base: view("below"),
  interior: view("inside"),
  "heat-stamp": detail(32, 40),
  "date-code": detail(24, 44),
  "hardware-engraving": detail(32, 36),
  "zip-pull": detail(42, 30),
  "dust-bag": thing("box"),
  dial: detail(32, 32),
  caseback: view("back"),
  "crown-side": detail(46, 32),
  clasp: detail(32, 50),
  serial: detail(32, 40),
  movement: detail(32, 32),
  "box-papers": thing("paper"),
  "profile-outer": view("front"),
  "profile-inner": view("side"),
  "size-tag": thing("label"),
  insole: view("inside"),
  "box-label": thing("box"),
  outsole: view("below"),
  stitching: detail(30, 36),
  "brand-label": thing("label"),
  "care-label": thing("label"),
  hardware: detail(44, 32),
  "pair-side": thing("pair"),
  "insole-logo": detail(30, 32),
  "size-stamp": detail(22, 40),
  logo: detail(26, 36),
  packaging: thing("box"),
  "neck-tag": detail(32, 18),
  "print-detail": detail(32, 36),
  "base-stamp": view("below"),
  accessories: thing("box"),
  seal: detail(32, 13),
  "card-front": view("front"),
  "card-back": view("back"),
  corners: thing("corner"),
  "surface-angle": view("angle"),
  "slab-label": thing("label"),
  "batch-code": detail(32, 50),
  "stone-closeup": detail(32, 19),
  certificate: thing("paper"),
  document: thing("paper"),
};

const categoryViews: Partial<Record<CategoryId, Record<string, ShotView>>> = {
  watches: { clasp: detail(32, 50), serial: detail(32, 21) },
  jewelry: { clasp: detail(32, 50), hallmark: detail(24, 44) },
  accessories: { serial: detail(44, 38), hardware: detail(46, 32) },
};

export function shotViewOf(category: CategoryId, slot: string): ShotView {
  return (
    categoryViews[category]?.[slot] ??
    slotViews[slot] ??
    (slot === "hallmark" ? detail(24, 44) : view("front"))
  );
}

/** The marks drawn over (or instead of) the object for each view, as SVG path data. */
export const viewMarks = {
  /** A turning arrow in the top corner: the other side. */
  back: "M46 8a8 8 0 1 1-8 8 M46 8l-4-2 M46 8l-2 4",
  /** An arrow from below: the underside. */
  below: "M32 63v-7 M28 59l4-4 4 4",
  /** An arrow into the top: inside. */
  inside: "M32 2v9 M28 7l4 4 4-4",
  /** An arrow from the side: the other profile. */
  side: "M2 32h7 M5 28l4 4-4 4",
  /** Light falling at an angle: the surface against the light. */
  angle: "M52 4l-8 8 M58 10l-8 8 M56 2l2 2",
  /** A loupe: its lens is drawn at the detail; the handle points down and away. */
  loupe: "a9 9 0 1 1 0 18a9 9 0 1 1 0-18z",
  /** A tag or label with a hole and lines of text. */
  label: "M14 14h36v36H14z M32 20a2 2 0 1 1 0 4a2 2 0 1 1 0-4z M20 31h24 M20 37h24 M20 43h14",
  /** A box with its label. */
  box: "M10 24l22-10 22 10v24L32 58 10 48z M10 24l22 10 22-10 M32 34v24 M16 34l10 4v8l-10-4z",
  /** A paper with a folded corner and lines of text. */
  paper: "M16 8h24l10 10v38H16z M40 8v10h10 M22 28h22 M22 34h22 M22 40h22 M22 46h14",
  /** A pair, side by side. */
  pair: "",
  /** A corner, magnified. */
  corner: "M14 54V22a10 10 0 0 1 10-10h32 M22 54V28a6 6 0 0 1 6-6h28",
} as const;
