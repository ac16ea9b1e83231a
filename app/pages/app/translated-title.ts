import { useEffect } from "react";

/**
 * The document title follows the shown language: the server wrote the English title (the in-app
 * area has no region prefix), and once the words switch in the browser, the title's English part
 * is replaced by its translation (the brand after it stays).
 */
export function useTranslatedTitle(english: string, shown: string): void {
  useEffect(() => {
    if (shown === english) return;
    const title = document.title;
    if (title.includes(english)) document.title = title.replace(english, shown);
    return () => {
      if (document.title.includes(shown)) document.title = document.title.replace(shown, english);
    };
  }, [english, shown]);
}
