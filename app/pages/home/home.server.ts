import { awardIn } from "#app/data/claims.ts";
import { claimsCopy } from "#app/data/copy/index.ts";
import { categoryCards, featuredBrands, pressQuotes, rewardsOffers } from "./data.ts";
import { heroPosterDataUri } from "./poster.server.ts";

/**
 * What the home page's sections show besides their translated copy, handed to the page by its
 * loader: the data travels with the page's HTML instead of its JavaScript, which keeps the home
 * page within its script budget. The award is quoted in English on every language's page.
 */
export async function homePageContent() {
  return {
    heroPoster: heroPosterDataUri,
    award: awardIn(await claimsCopy.load("en")).text,
    rewardsOffers,
    categoryCards,
    featuredBrands,
    pressQuotes,
  };
}

export type HomePageContent = Awaited<ReturnType<typeof homePageContent>>;
