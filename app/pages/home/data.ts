/**
 * The home page's language-independent records: ids, images, brand and model names, ratings.
 * Every sentence a visitor reads lives in the home copy (copy/<language>.json), keyed by the ids
 * below.
 */

/** The id of one of the eleven item categories. */
type CategoryId = ItemCategoryRecord["id"];

/** The hero's rewards offers: their texts are in the copy under `rewards.offers`. */
import type { Art } from "#app/data/art/art.ts";
import { objectsArt } from "#app/data/art/objects.ts";
import type { ItemCategoryRecord } from "#app/data/categories.ts";

export { type RewardsOffer, rewardsOffers } from "#app/data/rewards-offers.ts";

/** The common nouns of the recent authentications, translated in the home copy (`builtFor.kinds`). */
export type RecentKind = "coat" | "loafer" | "scarf" | "sunglasses" | "hoodie" | "tee" | "rookieCard";

/** One line of a category card's recent authentications. */
export interface RecentAuthentication {
  brand: string;
  /** The model's proper name ("Santos"), shown as written in every language. */
  item: string;
  /** What the item is, when the model's name does not say it: worded per language around `item`. */
  kind?: RecentKind;
  /** Shown as "{n} min ago" or "{n} h ago" in the visitor's language. */
  timeAgo: { value: number; unit: "minutes" | "hours" };
  initial: string;
  /** Background of the initial's avatar: dark enough for white text (AA). */
  colour: string;
}

/** Category card; title and alt text are translated by category id. */
export interface CategoryCard {
  categoryId: CategoryId;
  /** The category's studio still-life (art/objects), named by the category id. */
  image: Art;
  recent: readonly RecentAuthentication[];
}

const card = (categoryId: CategoryId, recent: RecentAuthentication[]): CategoryCard => ({
  categoryId,
  image: objectsArt[categoryId],
  recent,
});
const ago = (value: number, unit: "minutes" | "hours" = "minutes") => ({ value, unit });

export const categoryCards: readonly CategoryCard[] = [
  card("handbags", [
    { brand: "Hermès", item: "Birkin 25", timeAgo: ago(2), initial: "S", colour: "#7a4b1e" },
    { brand: "Chanel", item: "Classic Flap Medium", timeAgo: ago(9), initial: "L", colour: "#3b4a6b" },
  ]),
  card("sneakers", [
    { brand: "Nike", item: "Air Jordan 1 Chicago", timeAgo: ago(4), initial: "M", colour: "#8c2f2f" },
    { brand: "Adidas", item: "Yeezy Boost 350", timeAgo: ago(17), initial: "J", colour: "#2f5d50" },
  ]),
  card("clothing", [
    { brand: "Dior", item: "Bar Jacket", timeAgo: ago(11), initial: "A", colour: "#4a3b6b" },
    {
      brand: "Prada",
      item: "Re-Nylon",
      kind: "coat",
      timeAgo: ago(1, "hours"),
      initial: "E",
      colour: "#5a4a1e",
    },
  ]),
  card("shoes", [
    { brand: "Christian Louboutin", item: "So Kate 120", timeAgo: ago(6), initial: "C", colour: "#7b2d3b" },
    { brand: "Gucci", item: "Horsebit", kind: "loafer", timeAgo: ago(23), initial: "R", colour: "#2f4f3a" },
  ]),
  card("accessories", [
    {
      brand: "Louis Vuitton",
      item: "Monogram",
      kind: "scarf",
      timeAgo: ago(8),
      initial: "N",
      colour: "#6b4a2b",
    },
    {
      brand: "Cartier",
      item: "Santos",
      kind: "sunglasses",
      timeAgo: ago(2, "hours"),
      initial: "D",
      colour: "#3a3a5a",
    },
  ]),
  card("watches", [
    { brand: "Rolex", item: "Submariner Date", timeAgo: ago(3), initial: "T", colour: "#1f5a45" },
    { brand: "Patek Philippe", item: "Nautilus 5711", timeAgo: ago(31), initial: "H", colour: "#2b3f66" },
  ]),
  card("streetwear", [
    { brand: "Supreme", item: "Box Logo", kind: "hoodie", timeAgo: ago(5), initial: "K", colour: "#8a2626" },
    { brand: "Off-White", item: "Arrows", kind: "tee", timeAgo: ago(42), initial: "B", colour: "#3d3d3d" },
  ]),
  card("toys-figures", [
    { brand: "KAWS", item: "Companion Open Edition", timeAgo: ago(12), initial: "Y", colour: "#4d3a66" },
    { brand: "Bearbrick", item: "1000% Basquiat", timeAgo: ago(3, "hours"), initial: "O", colour: "#6a3d1f" },
  ]),
  card("trading-cards", [
    { brand: "Pokemon", item: "Charizard Base Set Holo", timeAgo: ago(7), initial: "P", colour: "#8a4a12" },
    { brand: "Topps", item: "Chrome", kind: "rookieCard", timeAgo: ago(54), initial: "G", colour: "#24506b" },
  ]),
  card("cosmetic-products", [
    { brand: "La Mer", item: "Crème de la Mer 60 ml", timeAgo: ago(14), initial: "I", colour: "#2d5866" },
    { brand: "Tom Ford", item: "Oud Wood 50 ml", timeAgo: ago(1, "hours"), initial: "F", colour: "#4f3a24" },
  ]),
  card("jewelry", [
    {
      brand: "Van Cleef & Arpels",
      item: "Alhambra Necklace",
      timeAgo: ago(10),
      initial: "V",
      colour: "#5c2f4f",
    },
    { brand: "Tiffany & Co.", item: "T Wire Bracelet", timeAgo: ago(38), initial: "Z", colour: "#1f5c5c" },
  ]),
];

/** The featured-brands carousel: eleven brands, each shown with the category it is best known for. */
export const featuredBrands: readonly { name: string; categoryId: CategoryId }[] = [
  { name: "Hermès", categoryId: "handbags" },
  { name: "Chanel", categoryId: "handbags" },
  { name: "Louis Vuitton", categoryId: "accessories" },
  { name: "Rolex", categoryId: "watches" },
  { name: "Patek Philippe", categoryId: "watches" },
  { name: "Cartier", categoryId: "jewelry" },
  { name: "Dior", categoryId: "clothing" },
  { name: "Nike", categoryId: "sneakers" },
  { name: "Supreme", categoryId: "streetwear" },
  { name: "KAWS", categoryId: "toys-figures" },
  { name: "Pokemon", categoryId: "trading-cards" },
];

/** Partner press quotes: the quote and the author's title are translated. */
export interface PressQuote {
  id: string;
  author: string;
  publication: string;
  /** ISO month, shown when given. */
  date?: string;
  /** Out of 5. */
  rating: number;
}

export const pressQuotes: readonly PressQuote[] = [
  { id: "vault-review", author: "Helena Marsh", publication: "The Vault Review", date: "2025-03", rating: 5 },
  {
    id: "horology-ledger",
    author: "Marco Bellini",
    publication: "Horology Ledger",
    date: "2025-06",
    rating: 5,
  },
  { id: "resale-quarterly", author: "Amira Haddad", publication: "Resale Quarterly", rating: 4.8 },
];
