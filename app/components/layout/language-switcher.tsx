import { useI18n } from "#app/components/i18n-provider.tsx";
import { isLanguage, languages } from "#app/i18n/languages.ts";

/** Language choice (en, fr, it, ar) with flags; a native select, so keyboards and readers just work. */
export function LanguageSwitcher({ tone, id }: { tone: "dark" | "light"; id: string }) {
  const { m, language, setLanguage } = useI18n();
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm">
        {m.language.label}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next)) void setLanguage(next);
        }}
        className={
          tone === "dark"
            ? "h-11 rounded-md border border-white/30 bg-ink px-2 text-sm text-white"
            : "h-11 rounded-md border border-line bg-white px-2 text-sm text-ink"
        }
      >
        {languages.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.flag} {l.name}
          </option>
        ))}
      </select>
    </div>
  );
}
