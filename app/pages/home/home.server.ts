import { homeHotelOffers } from "#app/data/hotels.ts";
import { consumerProducts } from "#app/data/plans.ts";
import { categoryCards, featuredBrands, pressQuotes, rewardsOffers } from "./data.ts";
import { heroPosterDataUri } from "./poster.server.ts";

/**
 * What the home page's sections show besides their translated copy, handed to the page by its
 * loader: the data travels with the page's HTML instead of its JavaScript, which keeps the home
 * page within its script budget.
 */
export function homePageContent() {
  return {
    heroPoster: heroPosterDataUri,
    rewardsOffers,
    categoryCards,
    featuredBrands,
    pressQuotes,
    hotels: homeHotelOffers.map(({ id, name, image }) => ({ id, name, image })),
    products: consumerProducts.map(({ id, title, description, amount }) => ({
      id,
      title,
      description,
      amount,
    })),
  };
}

export type HomePageContent = ReturnType<typeof homePageContent>;
