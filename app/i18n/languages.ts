/** The four languages of the shared chrome and the home page. */
export const languages = [
  { code: "en", name: "English", flag: "🇬🇧", dir: "ltr" },
  { code: "fr", name: "Français", flag: "🇫🇷", dir: "ltr" },
  { code: "it", name: "Italiano", flag: "🇮🇹", dir: "ltr" },
  { code: "ar", name: "العربية", flag: "🇸🇦", dir: "rtl" },
] as const;

export type Language = (typeof languages)[number]["code"];
export type Direction = "ltr" | "rtl";

export const defaultLanguage: Language = "en";

/** Browser-storage key of the chosen language. */
export const languageStorageKey = "language";

export function isLanguage(value: unknown): value is Language {
  return languages.some((l) => l.code === value);
}

export function directionOf(language: Language): Direction {
  return language === "ar" ? "rtl" : "ltr";
}
