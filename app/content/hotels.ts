/**
 * Partner hotel offers (spec 001 section 2, "Rewards and Benefits"; section 3, "Hotel offer").
 * The rewards page groups them by region in looping carousels; the home page's hotel carousel
 * shows the eleven marked `onHome`. Images are the project's own illustrations.
 */
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
  offer: string;
  /** Validity or booking date. */
  details: string;
  label: string;
  icon: OfferIcon;
  actionText: string;
  onHome: boolean;
}

const image = (id: string) => `/images/hotels/${id}.webp`;

export const hotelOffers: readonly HotelOffer[] = [
  {
    id: "caribbean-bay",
    name: "Rosewood Little Dix Bay",
    region: "americas",
    location: "Virgin Gorda, British Virgin Islands",
    image: image("caribbean-bay"),
    offer: "Stay 4 nights, pay for 3",
    details: "Valid for stays until 15 December 2027",
    label: "Stay 4 for 3",
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
    offer: "Save up to 25% on ocean-view suites",
    details: "Book by 31 March 2027",
    label: "Up to 25% off",
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
    offer: "Stay 3 nights, pay for 2",
    details: "Valid Sunday to Thursday until 30 June 2027",
    label: "Stay 3 for 2",
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
    offer: "A private guided excursion with every stay of 4 nights or more",
    details: "Valid October to April",
    label: "Exclusive experience",
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
    offer: "Save 15% on selected dates",
    details: "Valid for stays April to October 2027",
    label: "15% off",
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
    offer: "Stay 3 nights, pay for 2",
    details: "Book by 28 February 2027",
    label: "Stay 3 for 2",
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
    offer: "Afternoon tea for two and a late check-out",
    details: "Valid all year, subject to availability",
    label: "Members' welcome",
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
    offer: "Stay 7 nights, pay for 6",
    details: "Valid for the winter season 2026/27",
    label: "Stay 7 for 6",
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
    offer: "Save up to 30% on riad stays",
    details: "Book 60 days in advance",
    label: "Up to 30% off",
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
    offer: "Stay 4 nights, pay for 3",
    details: "Valid until 30 September 2027",
    label: "Stay 4 for 3",
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
    offer: "A private cellar tasting with every stay",
    details: "Valid all year",
    label: "Exclusive experience",
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
    offer: "Stay 7 nights, pay for 5",
    details: "Book by 31 May 2027",
    label: "Stay 7 for 5",
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
    offer: "Save up to 25% on villas",
    details: "Valid for stays until 20 December 2027",
    label: "Up to 25% off",
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
    offer: "A private tea ceremony with every stay of 3 nights",
    details: "Valid all year",
    label: "Exclusive experience",
    icon: "gift",
    actionText: "View offer",
    onHome: true,
  },
];

export const homeHotelOffers = hotelOffers.filter((hotel) => hotel.onHome);
