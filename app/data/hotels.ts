/**
 * Partner hotel offers (spec 001 section 2, "Rewards and Benefits"; section 3, "Hotel offer").
 * The rewards page groups them by region in looping carousels; the home page's hotel carousel
 * shows the eleven marked `onHome`. Images are the project's own illustrations. Each offer's
 * figures live once, in its `deal`; the offer line and the label are templates of them, in
 * English here and in the other languages in the home bundles (`homeHotelTexts`).
 */
import { dealText, type OfferDeal, type OfferDealKind } from "./offer-deals.ts";

export type HotelRegion = "americas" | "europe" | "africa-middle-east" | "asia-indian-ocean";

export const hotelRegions: readonly { id: HotelRegion; name: string }[] = [
  { id: "americas", name: "USA, Caribbean & South America" },
  { id: "europe", name: "Europe" },
  { id: "africa-middle-east", name: "Africa & Middle East" },
  { id: "asia-indian-ocean", name: "Asia & Indian Ocean" },
];

export type OfferIcon = "moon" | "percent" | "gift" | "calendar";

export interface HotelOffer {
  id: string;
  name: string;
  region: HotelRegion;
  location: string;
  /** `/images/hotels/{id}.webp` (with an SVG fallback beside it). */
  image: string;
  /** The offer's figures. */
  deal: OfferDeal;
  /** The offer line, in English: "Stay 4 nights, pay for 3". */
  offer: string;
  /** Validity or booking date. */
  details: string;
  /** The card's label, in English, by the kind of deal: "Stay 4 for 3", "Up to 25% off". */
  label: string;
  icon: OfferIcon;
  actionText: string;
  onHome: boolean;
}

/** A card's label by the kind of its deal, as a template of the deal's figures. */
export type DealLabels = Record<OfferDealKind, string>;

export const dealLabelsEn: DealLabels = {
  nights: "Stay {stay} for {pay}",
  "up-to": "Up to {percent}% off",
  percent: "{percent}% off",
  experience: "Exclusive experience",
  welcome: "Members' welcome",
};

/** A record as written below: `offer` is the English template of the deal's figures. */
type HotelOfferRecord = Omit<HotelOffer, "label">;

const image = (id: string) => `/images/hotels/${id}.webp`;

const records: readonly HotelOfferRecord[] = [
  {
    id: "caribbean-bay",
    name: "Rosewood Little Dix Bay",
    region: "americas",
    location: "Virgin Gorda, British Virgin Islands",
    image: image("caribbean-bay"),
    deal: { kind: "nights", stay: 4, pay: 3 },
    offer: "Stay {stay} nights, pay for {pay}",
    details: "Valid for stays until 15 December 2027",
    icon: "moon",
    actionText: "View offer",
    onHome: true,
  },
  {
    id: "miami-beach",
    name: "Four Seasons Surf Club",
    region: "americas",
    location: "Miami, Florida",
    image: image("miami-beach"),
    deal: { kind: "up-to", percent: 25 },
    offer: "Save up to {percent}% on ocean-view suites",
    details: "Book by 31 March 2027",
    icon: "percent",
    actionText: "View offer",
    onHome: true,
  },
  {
    id: "new-york-park",
    name: "The Carlyle, A Rosewood Hotel",
    region: "americas",
    location: "New York, USA",
    image: image("new-york-park"),
    deal: { kind: "nights", stay: 3, pay: 2 },
    offer: "Stay {stay} nights, pay for {pay}",
    details: "Valid Sunday to Thursday until 30 June 2027",
    icon: "moon",
    actionText: "View offer",
    onHome: true,
  },
  {
    id: "patagonia-lodge",
    name: "Explora Patagonia",
    region: "americas",
    location: "Torres del Paine, Chile",
    image: image("patagonia-lodge"),
    deal: { kind: "experience", nights: 4 },
    offer: "A private guided excursion with every stay of {nights} nights or more",
    details: "Valid October to April",
    icon: "gift",
    actionText: "View offer",
    onHome: false,
  },
  {
    id: "lake-como",
    name: "Passalacqua",
    region: "europe",
    location: "Lake Como, Italy",
    image: image("lake-como"),
    deal: { kind: "percent", percent: 15 },
    offer: "Save {percent}% on selected dates",
    details: "Valid for stays April to October 2027",
    icon: "percent",
    actionText: "View offer",
    onHome: true,
  },
  {
    id: "paris-palace",
    name: "Hôtel de Crillon, A Rosewood Hotel",
    region: "europe",
    location: "Paris, France",
    image: image("paris-palace"),
    deal: { kind: "nights", stay: 3, pay: 2 },
    offer: "Stay {stay} nights, pay for {pay}",
    details: "Book by 28 February 2027",
    icon: "moon",
    actionText: "View offer",
    onHome: true,
  },
  {
    id: "london-mayfair",
    name: "Claridge's",
    region: "europe",
    location: "London, United Kingdom",
    image: image("london-mayfair"),
    deal: { kind: "welcome" },
    offer: "Afternoon tea for two and a late check-out",
    details: "Valid all year, subject to availability",
    icon: "gift",
    actionText: "View offer",
    onHome: false,
  },
  {
    id: "alpine-chalet",
    name: "Badrutt's Palace",
    region: "europe",
    location: "St. Moritz, Switzerland",
    image: image("alpine-chalet"),
    deal: { kind: "nights", stay: 7, pay: 6 },
    offer: "Stay {stay} nights, pay for {pay}",
    details: "Valid for the winter season 2026/27",
    icon: "calendar",
    actionText: "View offer",
    onHome: true,
  },
  {
    id: "marrakech-garden",
    name: "Royal Mansour",
    region: "africa-middle-east",
    location: "Marrakech, Morocco",
    image: image("marrakech-garden"),
    deal: { kind: "up-to", percent: 30 },
    offer: "Save up to {percent}% on riad stays",
    details: "Book 60 days in advance",
    icon: "percent",
    actionText: "View offer",
    onHome: true,
  },
  {
    id: "dubai-desert",
    name: "Al Maha, a Luxury Collection Desert Resort",
    region: "africa-middle-east",
    location: "Dubai, United Arab Emirates",
    image: image("dubai-desert"),
    deal: { kind: "nights", stay: 4, pay: 3 },
    offer: "Stay {stay} nights, pay for {pay}",
    details: "Valid until 30 September 2027",
    icon: "moon",
    actionText: "View offer",
    onHome: true,
  },
  {
    id: "cape-winelands",
    name: "Delaire Graff Estate",
    region: "africa-middle-east",
    location: "Stellenbosch, South Africa",
    image: image("cape-winelands"),
    deal: { kind: "experience" },
    offer: "A private cellar tasting with every stay",
    details: "Valid all year",
    icon: "gift",
    actionText: "View offer",
    onHome: false,
  },
  {
    id: "maldives-atoll",
    name: "JOALI Maldives",
    region: "asia-indian-ocean",
    location: "Raa Atoll, Maldives",
    image: image("maldives-atoll"),
    deal: { kind: "nights", stay: 7, pay: 5 },
    offer: "Stay {stay} nights, pay for {pay}",
    details: "Book by 31 May 2027",
    icon: "moon",
    actionText: "View offer",
    onHome: true,
  },
  {
    id: "bali-jungle",
    name: "Four Seasons Resort Bali at Sayan",
    region: "asia-indian-ocean",
    location: "Ubud, Bali",
    image: image("bali-jungle"),
    deal: { kind: "up-to", percent: 25 },
    offer: "Save up to {percent}% on villas",
    details: "Valid for stays until 20 December 2027",
    icon: "percent",
    actionText: "View offer",
    onHome: true,
  },
  {
    id: "kyoto-garden",
    name: "Aman Kyoto",
    region: "asia-indian-ocean",
    location: "Kyoto, Japan",
    image: image("kyoto-garden"),
    deal: { kind: "experience", nights: 3 },
    offer: "A private tea ceremony with every stay of {nights} nights",
    details: "Valid all year",
    icon: "gift",
    actionText: "View offer",
    onHome: true,
  },
];

export const hotelOffers: readonly HotelOffer[] = records.map((record) => ({
  ...record,
  offer: dealText(record.offer, record.deal),
  label: dealText(dealLabelsEn[record.deal.kind], record.deal),
}));

export const homeHotelOffers = hotelOffers.filter((hotel) => hotel.onHome);

/** A home hotel card's words in one language; `offer` is a template of the hotel's deal. */
export interface HotelOfferWords {
  location: string;
  offer: string;
  details: string;
  action: string;
}

/**
 * The home carousel's hotel texts in one language, by hotel id: the offer line and the label are
 * the language's templates with the hotel's figures filled in.
 */
export function homeHotelTexts(
  labels: DealLabels,
  words: Record<string, HotelOfferWords>,
): Record<string, { location: string; offer: string; details: string; label: string; action: string }> {
  return Object.fromEntries(
    Object.entries(words).map(([id, w]) => {
      const hotel = records.find((h) => h.id === id);
      if (!hotel) throw new Error(`Unknown hotel offer: ${id}`);
      return [
        id,
        {
          location: w.location,
          offer: dealText(w.offer, hotel.deal),
          details: w.details,
          label: dealText(labels[hotel.deal.kind], hotel.deal),
          action: w.action,
        },
      ];
    }),
  );
}
