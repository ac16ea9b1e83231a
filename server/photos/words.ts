import { wordsIn } from "../words.ts";
import ar from "./copy/ar.json" with { type: "json" };
import en from "./copy/en.json" with { type: "json" };
import fr from "./copy/fr.json" with { type: "json" };
import it from "./copy/it.json" with { type: "json" };

/** What the photo API tells its caller, in the four languages (`copy/<language>.json`, the same keys in each). */
export type PhotoWord = keyof typeof en;

export const photoText = wordsIn<PhotoWord>({ en, fr, it, ar });
