/**
 * The /services page's figures and structure: the four services with their accuracy, turnaround
 * and starting price (the shared claims), the watch price levels and the handbag showcase, which
 * belong to this page only. The words are in copy/, by id.
 */
import {
  accuracy,
  hoursInWords,
  priceRanges,
  serviceTerms,
  startingPrices,
  turnaround,
} from "#app/data/claims.ts";
import { usd } from "#app/data/plans.ts";

/** A service offer: its figures; its title, descriptions and features are in copy by id. */
export interface ServiceOffer {
  id: "handbag" | "watch" | "jewelry" | "collectibles";
  accuracy: string;
  turnaround: string;
  /** USD. */
  startingPrice: number;
  /** Where the service section sends a visitor next, besides starting an authentication. */
  links?: readonly { id: string; to: string }[];
}

export const serviceOffers: readonly ServiceOffer[] = [
  {
    id: "handbag",
    accuracy: accuracy.general,
    turnaround: hoursInWords(turnaround.handbags),
    startingPrice: startingPrices.handbag,
    links: [{ id: "guide", to: "/guides/handbag-authentication" }],
  },
  {
    id: "watch",
    accuracy: accuracy.watches,
    turnaround: turnaround.watches,
    startingPrice: startingPrices.watch,
    links: [{ id: "pricing", to: "/pricing" }],
  },
  {
    id: "jewelry",
    accuracy: accuracy.jewelryService,
    turnaround: turnaround.jewelry,
    startingPrice: startingPrices.jewelry,
  },
  {
    id: "collectibles",
    accuracy: accuracy.collectibles,
    turnaround: turnaround.collectibles,
    startingPrice: startingPrices.collectibles,
  },
];

/** The watch service's three levels; their names and what each is best for are in copy by id. */
export const watchServiceLevels = [
  { id: "standard", price: 99, turnaround: "48h" },
  { id: "premium", price: 199, turnaround: "24h" },
  { id: "vintage", price: 299, turnaround: "12h" },
] as const;

/** The handbag showcase: brand and model are proper names; the description is in copy by id. */
export const handbagShowcase = [
  /** USD: where pre-owned examples typically start. */
  { id: "birkin", brand: "Hermès", model: "Birkin", startingPrice: 9000 },
  { id: "classic-flap", brand: "Chanel", model: "Classic Flap", startingPrice: 8000 },
  { id: "neverfull", brand: "Louis Vuitton", model: "Neverfull", startingPrice: 1500 },
  { id: "lady-dior", brand: "Dior", model: "Lady Dior", startingPrice: 2500 },
] as const;

/** The figures the page's words quote, by placeholder name. */
export const servicesFigures = {
  collectiblesOver: usd(serviceTerms.collectiblesCertificationOver),
  refundDays: serviceTerms.refundWindowDays,
  guarantee: serviceTerms.satisfactionGuarantee,
  costShare: serviceTerms.costShareOfValue,
  /** Written as "$150-500". */
  professionalPrice: `${usd(priceRanges.typicalProfessional.min)}-${priceRanges.typicalProfessional.max}`,
  professionalDays: priceRanges.typicalProfessional.days,
  handbagPrice: usd(startingPrices.handbag),
};
