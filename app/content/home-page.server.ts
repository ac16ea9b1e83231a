import { categoryCards, featuredBrands, pressQuotes, rewardsOffers } from "./home-data.ts";
import { heroPosterDataUri } from "./home-poster.server.ts";
import { homeHotelOffers } from "./hotels.ts";
import { consumerProducts } from "./plans.ts";

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
