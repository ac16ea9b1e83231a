import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { LoadedCopy, PageCopy } from "#app/i18n/copy.ts";
import { directionOf, isLanguage, type Language, languageStorageKey } from "#app/i18n/languages.ts";
import { formatMessage, type MessageValues } from "#app/i18n/message.ts";
import type { Messages } from "#app/i18n/messages.ts";
import { loadMessages } from "#app/i18n/messages.ts";
import { whenHydrated } from "#app/lib/hydration.ts";

interface I18nValue {
  language: Language;
  dir: "ltr" | "rtl";
  m: Messages;
  /** `t(m.footer.rights, { year })` with the brand filled in; numbers are written in the language's form (pass a year as a string). */
  t: (template: string, values?: MessageValues) => string;
  setLanguage: (language: Language) => Promise<void>;
  /**
   * Shows the site in a language without storing it as the visitor's choice: for addresses
   * without a region prefix that follow the browser's preference when nothing is stored.
   */
  showLanguage: (language: Language) => Promise<void>;
}

const I18nContext = createContext<I18nValue | null>(null);

export function readStoredLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Goes to the page being shown under the address of a language (`/pricing` in French is
 * `/fr/pricing`): the router fetches that address's data, words included. `replace` for a stored
 * choice applied at start, so that Back does not return to the address it left.
 */
export type SwitchAddress = (language: Language, options: { replace: boolean }) => void;

/**
 * Language state. On the public pages the address carries the language (`/fr/...`), so choosing
 * one is a navigation (`switchAddress`): the page's words and figures arrive finished from the
 * loader of that address, and the language is the page's. Pages without a region prefix (the
 * in-app area) have no such address: there the chosen language's chrome words are loaded here.
 * A stored choice applies at start either way; a switch stores it.
 */
export function I18nProvider(props: {
  language: Language;
  messages: Messages;
  brand: string;
  switchAddress?: SwitchAddress;
  children: ReactNode;
}) {
  const { switchAddress } = props;
  const [chosen, setChosen] = useState<{ language: Language; m: Messages } | null>(null);
  const state = switchAddress || !chosen ? { language: props.language, m: props.messages } : chosen;

  const apply = useCallback(async (language: Language) => {
    const m = await loadMessages(language);
    setChosen({ language, m });
  }, []);

  const show = useCallback(
    async (language: Language, replace: boolean) => {
      if (switchAddress) switchAddress(language, { replace });
      else await apply(language);
    },
    [switchAddress, apply],
  );

  const setLanguage = useCallback(
    async (language: Language) => {
      try {
        window.localStorage.setItem(languageStorageKey, language);
      } catch {
        // Storage may be disabled; the choice still applies to this page view.
      }
      await show(language, false);
    },
    [show],
  );

  // A stored choice wins over the address's language, at start and after a navigation that
  // crosses a region prefix.
  const current = useRef(state.language);
  current.current = state.language;
  useEffect(() => {
    let cancelled = false;
    void whenHydrated().then(() => {
      const target = readStoredLanguage() ?? props.language;
      if (!cancelled && target !== current.current) void show(target, true);
    });
    return () => {
      cancelled = true;
    };
  }, [props.language, show]);

  useEffect(() => {
    document.documentElement.lang = state.language;
    document.documentElement.dir = directionOf(state.language);
  }, [state.language]);

  const value = useMemo<I18nValue>(
    () => ({
      language: state.language,
      dir: directionOf(state.language),
      m: state.m,
      t: (template, values) => formatMessage(state.language, template, { brand: props.brand, ...values }),
      setLanguage,
      showLanguage: apply,
    }),
    [state.language, state.m, props.brand, setLanguage, apply],
  );

  return <I18nContext value={value}>{props.children}</I18nContext>;
}

let englishMessages: Promise<Messages> | undefined;

/**
 * The chrome in English for the one screen drawn without the root loader's data (the root
 * loader itself failed): its words are loaded like any language's, so that no page's bundle
 * carries them. Rendering waits for them on the server and in the browser alike.
 */
export function EnglishFallback(props: { brand?: string; children: ReactNode }) {
  englishMessages ??= loadMessages("en");
  const messages = use(englishMessages);
  return (
    <I18nProvider language="en" messages={messages} brand={props.brand ?? "Collect"}>
      {props.children}
    </I18nProvider>
  );
}

export function useI18n(): I18nValue {
  const value = use(I18nContext);
  if (!value) throw new Error("useI18n must be used within an I18nProvider");
  return value;
}

/**
 * A page's copy in the visitor's language: what the loader sent for the page's own language, or,
 * once the visitor picks another language (or a stored choice applies), that language's file,
 * fetched on demand. Until it arrives the page keeps the copy it has.
 */
export function usePageCopy<T>(copy: PageCopy<T>, loaded: LoadedCopy<T>): T {
  const { language } = useI18n();
  const [other, setOther] = useState<LoadedCopy<T> | null>(null);
  useEffect(() => {
    if (language === loaded.language) return;
    let current = true;
    void copy.load(language).then((words) => {
      if (current) setOther({ language, copy: words });
    });
    return () => {
      current = false;
    };
  }, [copy, language, loaded.language]);
  if (language === loaded.language) return loaded.copy;
  return other?.language === language ? other.copy : (other?.copy ?? loaded.copy);
}

/**
 * Words for a part of the page that only the browser draws (a signed-in panel): loaded in the
 * visitor's language after the page starts, null until they arrive. The server never renders such
 * parts, so no page waits for them.
 */
export function useLazyCopy<T>(copy: PageCopy<T>): T | null {
  const { language } = useI18n();
  const [loaded, setLoaded] = useState<LoadedCopy<T> | null>(null);
  useEffect(() => {
    let current = true;
    void copy.load(language).then((words) => {
      if (current) setLoaded({ language, copy: words });
    });
    return () => {
      current = false;
    };
  }, [copy, language]);
  return loaded?.copy ?? null;
}
