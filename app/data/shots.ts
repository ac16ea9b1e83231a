/**
 * The guided shot list of each category: which photos an authentication needs, in the order the
 * pictures screen asks for them. Required shots must each hold a ready photo before a request can
 * be submitted; optional shots help the experts. Receipts and papers go in the `document` slot of
 * every category (optional, several allowed). The shots' names and instructions are copy
 * (per language, on the screens); the server reads this list to check a submission.
 */
import type { ItemCategoryRecord } from "./categories.ts";

export type CategoryId = ItemCategoryRecord["id"];

export interface ShotRecord {
  /** The slot key stored with each photo; unique within a category. */
  slot: string;
  required: boolean;
}

/** The slot of receipts, certificates and papers: optional, any number, in every category. */
export const documentSlot = "document";

/** At most this many photos in one slot (documents) and on one item. */
export const photoLimits = { perSlot: 1, perDocumentSlot: 6, perItem: 30 } as const;

const r = (slot: string): ShotRecord => ({ slot, required: true });
const o = (slot: string): ShotRecord => ({ slot, required: false });

export const shotLists: Record<CategoryId, readonly ShotRecord[]> = {
  handbags: [
    r("front"),
    r("back"),
    r("base"),
    r("interior"),
    r("heat-stamp"),
    r("date-code"),
    r("hardware-engraving"),
    o("zip-pull"),
    o("dust-bag"),
  ],
  watches: [
    r("dial"),
    r("caseback"),
    r("crown-side"),
    r("clasp"),
    r("serial"),
    o("movement"),
    o("box-papers"),
  ],
  sneakers: [
    r("profile-outer"),
    r("profile-inner"),
    r("size-tag"),
    r("insole"),
    r("box-label"),
    o("outsole"),
    o("stitching"),
  ],
  clothing: [r("front"), r("back"), r("brand-label"), r("care-label"), o("stitching"), o("hardware")],
  shoes: [r("pair-side"), r("outsole"), r("insole-logo"), r("size-stamp"), o("box-label"), o("stitching")],
  accessories: [r("front"), r("back"), r("logo"), r("serial"), o("hardware"), o("packaging")],
  streetwear: [r("front"), r("back"), r("neck-tag"), r("care-label"), o("print-detail"), o("stitching")],
  "toys-figures": [r("front"), r("back"), r("base-stamp"), r("packaging"), o("accessories"), o("seal")],
  "trading-cards": [r("card-front"), r("card-back"), r("corners"), r("surface-angle"), o("slab-label")],
  "cosmetic-products": [r("front"), r("batch-code"), r("base"), r("packaging"), o("seal")],
  jewelry: [r("front"), r("back"), r("hallmark"), r("clasp"), o("stone-closeup"), o("certificate")],
};

/** The shots of one category, or null for an id the site does not list. */
export function shotsOf(category: string): readonly ShotRecord[] | null {
  return Object.hasOwn(shotLists, category) ? shotLists[category as CategoryId] : null;
}
