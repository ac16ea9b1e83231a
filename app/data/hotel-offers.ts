/**
 * Partner hotel offers.
 * The rewards page groups them by region in looping carousels; the home page's hotel carousel
 * shows the eleven marked `onHome`. Images are the project's own renders (art/places): each hotel's
 * setting at dusk, drawn in ink and wash. Each offer's
 * figures live once, in its `deal`; its words (location, offer line, validity, label by kind of
 * deal) are in the copy, `copy/hotels/<language>.json`, where the offer line and the label are
 * templates of the deal's figures. `hotelOffersIn(words, language)` puts the two together.
 * This module holds no words, so a page that words the offers in its own language does not ship
 * the English ones.
 */
import type { Language } from "#app/i18n/languages.ts";
import { type Art, fallbackSrc } from "./art/art.ts";
import { placesArt } from "./art/places.ts";
import type hotelsEn from "./copy/hotels/en.json";
import { dealText, type OfferDeal, type OfferDealKind } from "./offer-deals.ts";

/** The hotels' words in one language, in the shape of `copy/hotels/en.json`. */
export type HotelsCopy = typeof hotelsEn;

export type HotelRegion = "americas" | "europe" | "africa-middle-east" | "asia-indian-ocean";

const regionIds: readonly HotelRegion[] = ["americas", "europe", "africa-middle-east", "asia-indian-ocean"];

/** The regions in order, named in the language of `words`. */
export function hotelRegionsIn(words: Pick<HotelsCopy, "regions">): { id: HotelRegion; name: string }[] {
  return regionIds.map((id) => ({ id, name: words.regions[id] }));
}

export type OfferIcon = "moon" | "percent" | "gift" | "calendar";

/** An offer's figures and everything about it that no language changes. */
export interface HotelOfferRecord {
  id: string;
  name: string;
  region: HotelRegion;
  /** The render's single address (the middle width, WebP), for structured data. */
  image: string;
  /** The render at every width and format, for `<Picture>`. */
  art: Art;
  /** The offer's figures. */
  deal: OfferDeal;
  icon: OfferIcon;
  onHome: boolean;
}

export interface HotelOffer extends HotelOfferRecord {
  location: string;
  /** The offer line with its figures: "Stay 4 nights, pay for 3". */
  offer: string;
  /** Validity or booking date. */
  details: string;
  /** The card's label, by the kind of deal: "Stay 4 for 3", "Up to 25% off". */
  label: string;
  actionText: string;
}

/** A card's label by the kind of its deal, as a template of the deal's figures. */
export type DealLabels = Record<OfferDealKind, string>;

type PlaceId = keyof typeof placesArt;

/** A hotel's render: `<Picture>` reads `art`, structured data the single address `image`. */
const image = (id: PlaceId) => fallbackSrc(placesArt[id]);

/** The offers' figures, in the rewards page's order. */
export const hotelOfferRecords: readonly HotelOfferRecord[] = [
  {
    id: "caribbean-bay",
    name: "Rosewood Little Dix Bay",
    region: "americas",
    image: image("caribbean-bay"),
    art: placesArt["caribbean-bay"],
    deal: { kind: "nights", stay: 4, pay: 3 },
    icon: "moon",
    onHome: true,
  },
  {
    id: "miami-beach",
    name: "Four Seasons Surf Club",
    region: "americas",
    image: image("miami-beach"),
    art: placesArt["miami-beach"],
    deal: { kind: "up-to", percent: 25 },
    icon: "percent",
    onHome: true,
  },
  {
    id: "new-york-park",
    name: "The Carlyle, A Rosewood Hotel",
    region: "americas",
    image: image("new-york-park"),
    art: placesArt["new-york-park"],
    deal: { kind: "nights", stay: 3, pay: 2 },
    icon: "moon",
    onHome: true,
  },
  {
    id: "patagonia-lodge",
    name: "Explora Patagonia",
    region: "americas",
    image: image("patagonia-lodge"),
    art: placesArt["patagonia-lodge"],
    deal: { kind: "experience", nights: 4 },
    icon: "gift",
    onHome: false,
  },
  {
    id: "lake-como",
    name: "Passalacqua",
    region: "europe",
    image: image("lake-como"),
    art: placesArt["lake-como"],
    deal: { kind: "percent", percent: 15 },
    icon: "percent",
    onHome: true,
  },
  {
    id: "paris-palace",
    name: "Hôtel de Crillon, A Rosewood Hotel",
    region: "europe",
    image: image("paris-palace"),
    art: placesArt["paris-palace"],
    deal: { kind: "nights", stay: 3, pay: 2 },
    icon: "moon",
    onHome: true,
  },
  {
    id: "london-mayfair",
    name: "Claridge's",
    region: "europe",
    image: image("london-mayfair"),
    art: placesArt["london-mayfair"],
    deal: { kind: "welcome" },
    icon: "gift",
    onHome: false,
  },
  {
    id: "alpine-chalet",
    name: "Badrutt's Palace",
    region: "europe",
    image: image("alpine-chalet"),
    art: placesArt["alpine-chalet"],
    deal: { kind: "nights", stay: 7, pay: 6 },
    icon: "calendar",
    onHome: true,
  },
  {
    id: "marrakech-garden",
    name: "Royal Mansour",
    region: "africa-middle-east",
    image: image("marrakech-garden"),
    art: placesArt["marrakech-garden"],
    deal: { kind: "up-to", percent: 30 },
    icon: "percent",
    onHome: true,
  },
  {
    id: "dubai-desert",
    name: "Al Maha, a Luxury Collection Desert Resort",
    region: "africa-middle-east",
    image: image("dubai-desert"),
    art: placesArt["dubai-desert"],
    deal: { kind: "nights", stay: 4, pay: 3 },
    icon: "moon",
    onHome: true,
  },
  {
    id: "cape-winelands",
    name: "Delaire Graff Estate",
    region: "africa-middle-east",
    image: image("cape-winelands"),
    art: placesArt["cape-winelands"],
    deal: { kind: "experience" },
    icon: "gift",
    onHome: false,
  },
  {
    id: "maldives-atoll",
    name: "JOALI Maldives",
    region: "asia-indian-ocean",
    image: image("maldives-atoll"),
    art: placesArt["maldives-atoll"],
    deal: { kind: "nights", stay: 7, pay: 5 },
    icon: "moon",
    onHome: true,
  },
  {
    id: "bali-jungle",
    name: "Four Seasons Resort Bali at Sayan",
    region: "asia-indian-ocean",
    image: image("bali-jungle"),
    art: placesArt["bali-jungle"],
    deal: { kind: "up-to", percent: 25 },
    icon: "percent",
    onHome: true,
  },
  {
    id: "kyoto-garden",
    name: "Aman Kyoto",
    region: "asia-indian-ocean",
    image: image("kyoto-garden"),
    art: placesArt["kyoto-garden"],
    deal: { kind: "experience", nights: 3 },
    icon: "gift",
    onHome: true,
  },
];

/** A hotel card's words in one language; `offer` is a template of the hotel's deal. */
export interface HotelOfferWords {
  location: string;
  offer: string;
  details: string;
  action: string;
}

/** What `hotelOffersIn` needs: the labels by kind of deal and each offer's words by id. */
export interface HotelWords {
  labels: DealLabels;
  offers: Readonly<Record<string, HotelOfferWords>>;
}

function offerIn(record: HotelOfferRecord, words: HotelWords, language: Language): HotelOffer {
  const w = words.offers[record.id];
  if (!w) throw new Error(`No words for hotel offer: ${record.id}`);
  // In the order the records were written in before their words moved to the copy.
  return {
    id: record.id,
    name: record.name,
    region: record.region,
    location: w.location,
    image: record.image,
    art: record.art,
    deal: record.deal,
    offer: dealText(w.offer, record.deal, language),
    details: w.details,
    icon: record.icon,
    actionText: w.action,
    onHome: record.onHome,
    label: dealText(words.labels[record.deal.kind], record.deal, language),
  };
}

/** Every offer, worded in one language: the language's templates filled with each offer's figures. */
export function hotelOffersIn(words: HotelWords, language: Language = "en"): HotelOffer[] {
  return hotelOfferRecords.map((record) => offerIn(record, words, language));
}

/** The home carousel's offers (those marked `onHome`), worded in one language. */
export function homeHotelOffersIn(words: HotelWords, language: Language = "en"): HotelOffer[] {
  return hotelOfferRecords.filter((h) => h.onHome).map((record) => offerIn(record, words, language));
}

/**
 * The home carousel's hotel texts in one language, by hotel id: the offer line and the label are
 * the language's templates with the hotel's figures filled in.
 */
export function homeHotelTexts(
  labels: DealLabels,
  words: Record<string, HotelOfferWords>,
  language: Language = "en",
): Record<string, { location: string; offer: string; details: string; label: string; action: string }> {
  return Object.fromEntries(
    Object.entries(words).map(([id, w]) => {
      const hotel = hotelOfferRecords.find((h) => h.id === id);
      if (!hotel) throw new Error(`Unknown hotel offer: ${id}`);
      return [
        id,
        {
          location: w.location,
          offer: dealText(w.offer, hotel.deal, language),
          details: w.details,
          label: dealText(labels[hotel.deal.kind], hotel.deal, language),
          action: w.action,
        },
      ];
    }),
  );
}
