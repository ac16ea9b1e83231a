import { wordsIn } from "../words.ts";
import ar from "./copy/ar.json" with { type: "json" };
import en from "./copy/en.json" with { type: "json" };
import fr from "./copy/fr.json" with { type: "json" };
import it from "./copy/it.json" with { type: "json" };

/**
 * What the certificate registry tells its callers, in the four languages (`copy/<language>.json`,
 * checked against the English at build like every page's copy). The service names a sentence by
 * its key; the HTTP side writes it in the language the request asks for.
 */
export type CertificateWord = keyof typeof en;

export const certificateText = wordsIn<CertificateWord>({ en, fr, it, ar });
