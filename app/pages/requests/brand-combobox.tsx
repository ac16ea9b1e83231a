import { type KeyboardEvent, useId, useMemo, useState } from "react";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { fieldClass } from "#app/pages/app/field.tsx";
import { matchingBrands } from "./flow.ts";

/**
 * The brand field: a text field with a list of the directory's brands that match what is typed
 * (the ARIA combobox pattern with a list box: arrows move through the suggestions, Enter takes
 * one, Escape closes the list). Any other brand may be typed and is kept as typed.
 */
export function BrandCombobox({
  id,
  label,
  hint,
  resultsWords,
  brands,
  value,
  onChange,
  issue,
}: {
  id: string;
  label: string;
  hint: string;
  /** "{count} brands match..." (a plural message). */
  resultsWords: string;
  brands: readonly string[];
  value: string;
  onChange: (value: string) => void;
  issue?: string;
}) {
  const { t } = useI18n();
  const listId = useId();
  const hintId = useId();
  const statusId = useId();
  const issueId = `${id}-issue`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = useMemo(() => matchingBrands(brands, value), [brands, value]);
  const shown = open && options.length > 0 && !(options.length === 1 && options[0] === value);

  function choose(brand: string) {
    onChange(brand);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (options.length === 0 ? -1 : (i + 1) % options.length));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (options.length === 0 ? -1 : (i <= 0 ? options.length : i) - 1));
    } else if (event.key === "Enter" && shown && active >= 0) {
      event.preventDefault();
      const brand = options[active];
      if (brand) choose(brand);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="relative">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name="brandName"
        type="text"
        role="combobox"
        autoComplete="off"
        required
        maxLength={80}
        value={value}
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={issue ? true : undefined}
        aria-describedby={[hintId, issue ? issueId : ""].filter(Boolean).join(" ")}
        className={fieldClass}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <p id={hintId} className="mt-1 text-sm text-ink/75">
        {hint}
      </p>
      {issue ? (
        <p id={issueId} className="mt-1 text-sm font-semibold text-red-800">
          {issue}
        </p>
      ) : null}
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!shown}
        className="absolute inset-x-0 z-10 mt-1 max-h-72 overflow-y-auto rounded-lg border border-line bg-white py-1 shadow-lg"
      >
        {options.map((brand, i) => (
          <div
            key={brand}
            id={`${listId}-${i}`}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            className={`flex min-h-11 cursor-pointer items-center px-3 ${i === active ? "bg-ink text-white" : "hover:bg-paper"}`}
            // The field keeps the focus: a pointer press chooses without blurring it first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(brand);
            }}
          >
            {brand}
          </div>
        ))}
      </div>
      <p id={statusId} role="status" className="sr-only">
        {open && value ? t(resultsWords, { count: options.length }) : ""}
      </p>
    </div>
  );
}
