/**
 * The rewards hero's hotel deals in English, as app/data/claims.test.ts reads them from here. The
 * page itself takes them from copy/rewards/ through its loader; this module only serves that test
 * until it reads the copy file itself, and can then go.
 */
import { formatMessage } from "#app/i18n/message.ts";
import rewards from "./copy/rewards/en.json";

export const hotelDeals = rewards.deals;

export const rewardsHero = { text: formatMessage("en", rewards.hero.text, rewards.deals) };
