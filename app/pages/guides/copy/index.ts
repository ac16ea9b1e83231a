import { defineCopy, type PageCopy } from "#app/i18n/copy.ts";
import type { GuideId } from "../records.ts";
import type en from "./en.json";

/** One block of a guide's chapter: the document's structure, with its words. */
export type GuideBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: readonly string[] }
  | { kind: "steps"; steps: readonly { title: string; text: string }[] }
  | { kind: "flags"; items: readonly string[] }
  /** The Rolex models table: its rows come from records.ts and `rolexModels` in the copy. */
  | { kind: "table"; caption: string; head: readonly string[] };

export interface GuideChapter {
  id: string;
  title: string;
  blocks: readonly GuideBlock[];
}

/** A guide's words: meta, hero, chapters and its closing call to action. */
export interface GuideText {
  title: string;
  eyebrow: string;
  description: string;
  lead: string;
  keywords: readonly string[];
  chapters: readonly GuideChapter[];
  callout: { title: string; text: string; links: Record<string, string> };
}

/** The guides' copy file: the words shared by the three guides, each guide, the Rolex table. */
export type GuidesCopy = Omit<typeof en, GuideId> & Record<GuideId, GuideText>;

/** The words of the three guides, one file per language; the figures come from records.ts. */
const guidesCopy = defineCopy<GuidesCopy>(import.meta.glob("./*.json", { import: "default" }));

/** What one guide's page loads: the shared words, its own document and the Rolex table's words. */
export interface GuideCopy {
  common: GuidesCopy["common"];
  /** Only on the Rolex guide, whose table needs them. */
  rolexModels?: GuidesCopy["rolexModels"];
  guide: GuideText;
}

function guideCopy(id: GuideId): PageCopy<GuideCopy> {
  return {
    languages: guidesCopy.languages,
    load: async (language) => {
      const all = await guidesCopy.load(language);
      return {
        common: all.common,
        guide: all[id],
        ...(id === "rolex" ? { rolexModels: all.rolexModels } : {}),
      };
    },
  };
}

/** Each guide's copy, so that a page sends only its own document. */
export const guideCopies: Record<GuideId, PageCopy<GuideCopy>> = {
  rolex: guideCopy("rolex"),
  handbag: guideCopy("handbag"),
  fraud: guideCopy("fraud"),
};
