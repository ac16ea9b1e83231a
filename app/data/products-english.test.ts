import { describe, expect, it } from "vitest";
import { placeholderNames } from "#app/i18n/message.ts";
import productsEn from "./copy/products/en.json";
import {
  annualSavingIn,
  businessPlansIn,
  type ConsumerProduct,
  consumerProductsIn,
  homeProductTexts,
  prepaidCreditMonths,
} from "./products.ts";

const productWordingEn = productsEn;
const consumerProducts = consumerProductsIn(productsEn);
const businessPlans = businessPlansIn(productsEn);
const annualSaving = annualSavingIn(productsEn);
function consumerProduct(id: ConsumerProduct["id"]): ConsumerProduct {
  const product = consumerProducts.find((p) => p.id === id);
  if (!product) throw new Error(`Unknown consumer product: ${id}`);
  return product;
}

describe("consumer products", () => {
  it("read as the specification writes them", () => {
    expect(consumerProducts.map((p) => [p.id, p.price])).toEqual([
      ["virtual-card", "Free"],
      ["ai-authentication", "5 credits ($5)"],
      ["physical-card", "Contact an authorised reseller"],
      ["vault-subscription", "$9.99 per month"],
    ]);
    expect(consumerProduct("vault-subscription").includes).toEqual([
      "Custom Virtual Collect Card",
      "20 credits monthly",
      "2x points",
    ]);
    expect(consumerProduct("physical-card").includes).toEqual(["Insurance benefits", "Credit benefits"]);
  });

  it("carry their figures as numbers for structured data", () => {
    expect(consumerProducts.map((p) => [p.id, p.amount, p.period])).toEqual([
      ["virtual-card", 0, null],
      ["ai-authentication", 5, null],
      ["physical-card", null, null],
      ["vault-subscription", 9.99, "month"],
    ]);
    expect(consumerProduct("ai-authentication").credits).toBe(5);
    expect(consumerProduct("vault-subscription")).toMatchObject({ monthlyCredits: 20, pointsMultiplier: 2 });
  });

  it("are worded by another language with the same figures", () => {
    const words = (title: string) => ({ title, description: `${title}.`, features: [] });
    const texts = homeProductTexts(
      {
        price: {
          free: "Gratuite",
          credits: "{credits} crédits ({price})",
          reseller: "R",
          subscription: "{price}/mois",
        },
        monthlyCredits: "{credits} crédits par mois",
        points: "Points {multiplier}x",
      },
      {
        "virtual-card": words("V"),
        "ai-authentication": words("A"),
        "physical-card": words("P"),
        "vault-subscription": { ...words("S"), features: ["Carte personnalisée"] },
      },
    );
    expect(texts["ai-authentication"]?.price).toBe("5 crédits ($5)");
    expect(texts["vault-subscription"]).toEqual({
      title: "S",
      description: "S.",
      price: "$9.99/mois",
      includes: ["Carte personnalisée", "20 crédits par mois", "Points 2x"],
    });
    expect(texts["virtual-card"]?.price).toBe("Gratuite");
    expect(Object.keys(texts)).toEqual(consumerProducts.map((p) => p.id));
  });

  it("English wording keeps no placeholder unfilled", () => {
    for (const p of consumerProducts) {
      expect(p.price).not.toMatch(/[{}]/);
      for (const line of p.includes) expect(line).not.toMatch(/[{}]/);
    }
    expect(placeholderNames(productWordingEn.price.credits)).toContain("credits");
  });

  it("are built from the copy: the English exports are the English copy's words", () => {
    expect(consumerProduct("ai-authentication").title).toBe(productsEn.products["ai-authentication"].title);
  });

  it("word a count by the language's plural rules", () => {
    const one = consumerProductsIn({
      ...productsEn,
      price: { ...productsEn.price, credits: "{credits, plural, one {# credit} other {# credits}}" },
    });
    expect(one.find((p) => p.id === "ai-authentication")?.price).toBe("5 credits");
    const french = consumerProductsIn(
      { ...productsEn, monthlyCredits: "{credits, plural, one {# crédit} other {# crédits}} par mois" },
      "fr",
    );
    expect(french.find((p) => p.id === "vault-subscription")?.includes).toContain("20 crédits par mois");
  });
});

describe("business plans", () => {
  it("are named from the copy: Base, Authenticate, Pro", () => {
    expect(businessPlans.map((p) => p.name)).toEqual(["Base", "Authenticate", "Pro"]);
    expect(
      businessPlansIn({ plans: { base: "B", authenticate: "A", pro: "P" } }).map((p) => [
        p.id,
        p.name,
        p.monthly,
      ]),
    ).toEqual([
      ["base", "B", 99],
      ["authenticate", "A", 369],
      ["pro", "P", 669],
    ]);
  });

  it("save about 15% a year, worded by the copy", () => {
    expect(annualSaving).toBe("about 15%");
    expect(annualSavingIn({ annualSaving: "environ {percent} %" }, "fr")).toBe("environ 15 %");
  });
});

describe("prepaid credits", () => {
  it("are valid 12 months", () => {
    expect(prepaidCreditMonths).toBe(12);
  });
});
