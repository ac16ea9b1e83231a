import { awardIn } from "#app/data/claims.ts";
import { claimsCopy } from "#app/data/copy/index.ts";
import { type Language, languages } from "#app/i18n/languages.ts";
import { categoryCards, featuredBrands, pressQuotes, rewardsOffers } from "./data.ts";
import { heroPosterDataUri } from "./poster.server.ts";

/**
 * What the home page's sections show besides their translated copy, handed to the page by its
 * loader: the data travels with the page's HTML instead of its JavaScript, which keeps the home
 * page within its script budget. The award line comes in the four languages, so that a visitor who
 * switches language reads it in theirs without another request.
 */
export async function homePageContent() {
  return {
    heroPoster: heroPosterDataUri,
    awards: Object.fromEntries(
      await Promise.all(
        languages.map(async ({ code }) => [code, awardIn(await claimsCopy.load(code), code).text] as const),
      ),
    ) as Record<Language, string>,
    rewardsOffers,
    categoryCards,
    featuredBrands,
    pressQuotes,
  };
}

export type HomePageContent = Awaited<ReturnType<typeof homePageContent>>;
