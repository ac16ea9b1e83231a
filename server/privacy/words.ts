import { wordsIn } from "../words.ts";
import ar from "./copy/ar.json" with { type: "json" };
import en from "./copy/en.json" with { type: "json" };
import fr from "./copy/fr.json" with { type: "json" };
import it from "./copy/it.json" with { type: "json" };

/**
 * What the newsletter, export and deletion services tell a visitor, in the four languages
 * (`copy/<language>.json`, the same keys and placeholders in each).
 */
export type PrivacyWord = keyof typeof en;

export const privacyText = wordsIn<PrivacyWord>({ en, fr, it, ar });
