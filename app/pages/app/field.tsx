import type { InputHTMLAttributes, ReactNode } from "react";

/** The look of every text field of the in-app screens. */
export const fieldClass =
  "mt-1 block h-11 w-full rounded-lg border border-line bg-white px-3 text-base text-ink focus:border-ink";

/**
 * A labelled text field of the in-app screens: the label above, the input below (given any
 * input attributes), then what goes with it, such as the password rules it points at.
 */
export function Field({
  id,
  label,
  children,
  ...input
}: { id: string; label: string; children?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input id={id} className={fieldClass} {...input} />
      {children}
    </div>
  );
}
