/**
 * The /services page's figures and structure: the four services with their accuracy, turnaround
 * and starting price (the shared claims), the watch price levels and the handbag showcase, which
 * belong to this page only. The words are in copy/, by id.
 */
import { type Claims, startingPrices } from "#app/data/claims.ts";
import { formatNumberIn, formatUsdIn } from "#app/i18n/format.ts";
import type { Language } from "#app/i18n/languages.ts";

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

/** The four services with their accuracy and turnaround from the claims in one language. */
export function serviceOffersIn(claims: Claims): ServiceOffer[] {
  const { accuracy, turnaround, turnaroundInWords } = claims;
  return [
    {
      id: "handbag",
      accuracy: accuracy.general,
      turnaround: turnaroundInWords.handbags,
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
}

/** The watch service's three levels; their names and what each is best for are in copy by id. */
export const watchServiceLevels = [
  { id: "standard", price: 99, turnaroundHours: 48 },
  { id: "premium", price: 199, turnaroundHours: 24 },
  { id: "vintage", price: 299, turnaroundHours: 12 },
] as const;

/** The handbag showcase: brand and model are proper names; the description is in copy by id. */
export const handbagShowcase = [
  /** USD: where pre-owned examples typically start. */
  { id: "birkin", brand: "Hermès", model: "Birkin", startingPrice: 9000 },
  { id: "classic-flap", brand: "Chanel", model: "Classic Flap", startingPrice: 8000 },
  { id: "neverfull", brand: "Louis Vuitton", model: "Neverfull", startingPrice: 1500 },
  { id: "lady-dior", brand: "Dior", model: "Lady Dior", startingPrice: 2500 },
] as const;

/**
 * A range of USD amounts: "$150-500" in English as the page has always written it; elsewhere the
 * amounts joined by an en dash with the currency written once, as Intl writes ranges:
 * "150–500 $US", "150–500 USD", "150–500 US$" (after a right-to-left mark in Arabic).
 */
export function usdRangeIn(language: Language, range: { min: number; max: number }): string {
  if (language === "en") return `${formatUsdIn(language, range.min)}-${range.max}`;
  const high = formatUsdIn(language, range.max).replace(/^\u200f/, "");
  return `${language === "ar" ? "\u200f" : ""}${formatNumberIn(language, range.min)}\u2013${high}`;
}

/** The figures the page's words quote, by placeholder name, written in one language. */
export function servicesFiguresIn(language: Language, claims: Claims) {
  const { priceRanges, serviceTerms } = claims;
  return {
    collectiblesOver: formatUsdIn(language, serviceTerms.collectiblesCertificationOver),
    refundDays: serviceTerms.refundWindowDays,
    guarantee: serviceTerms.satisfactionGuarantee,
    costShare: serviceTerms.costShareOfValue,
    /** Written as "$150-500" in English. */
    professionalPrice: usdRangeIn(language, priceRanges.typicalProfessional),
    professionalDays: priceRanges.typicalProfessional.days,
    handbagPrice: formatUsdIn(language, startingPrices.handbag),
  };
}
