/**
 * The film's caption tracks, one per language of the site. Only the player (loaded on the first
 * click of the play button) reads this, so none of it weighs on the home page's first script.
 */
export const filmLanguages = ["en", "fr", "it", "ar"] as const;

/** Each track is named in its own language, whatever the page's language. */
export const captionLabels: Record<(typeof filmLanguages)[number], string> = {
  en: "English",
  fr: "Français",
  it: "Italiano",
  ar: "العربية",
};

/** The address of the captions in one language (written by art/film/build.ts). */
export const captionsSrc = (language: string) => `/images/home/hero.${language}.vtt`;
