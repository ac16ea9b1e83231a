import { useEffect, useState } from "react";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { honeypotField } from "#app/forms/fields.ts";

/**
 * False in the server HTML and until hydration: the forms post natively (browser validation,
 * route action) until then, and take over with toasts once the page is interactive.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * The honeypot: a field people never see or reach, that bots fill in. Visually hidden (not
 * display:none, which some bots skip), out of the tab order, hidden from assistive technology.
 */
export function Honeypot({
  id,
  value,
  onChange,
}: {
  id: string;
  value?: string;
  onChange?: (v: string) => void;
}) {
  const { m } = useI18n();
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{m.forms.honeypot}</label>
      <input
        id={id}
        name={honeypotField}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value ?? ""}
        onChange={(e) => onChange?.(e.target.value)}
      />
    </div>
  );
}
