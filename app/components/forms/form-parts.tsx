import type { ReactNode } from "react";
import type { Notice } from "#app/forms/outcome.ts";

// The two parts every form needs, the footer's included, live on their own so that the footer
// (on every page) does not bring the rest of this file with it.
export { Honeypot, useHydrated } from "./honeypot.tsx";

/** The answer to a form posted without JavaScript: the same title and sentence as the toast. */
export function FormNotice({ notice, tone = "light" }: { notice: Notice; tone?: "light" | "dark" }) {
  const colours =
    tone === "dark"
      ? "border-white/30 bg-white/10 text-white"
      : notice.kind === "success"
        ? "border-emerald-700/40 bg-emerald-50 text-emerald-950"
        : notice.kind === "info"
          ? "border-sky-700/40 bg-sky-50 text-sky-950"
          : "border-red-700/40 bg-red-50 text-red-950";
  return (
    <div
      role={notice.ok ? "status" : "alert"}
      data-notice={notice.kind}
      className={`rounded-lg border px-4 py-3 text-sm ${colours}`}
    >
      <p className="font-semibold">{notice.title}</p>
      <p className="mt-1">{notice.description}</p>
    </div>
  );
}

export const inputClass =
  "mt-1 block w-full rounded-md border border-ink/30 bg-white px-3 py-2.5 text-base text-ink placeholder:text-ink/60 focus:border-gold focus:outline-2 focus:outline-offset-1 focus:outline-gold disabled:cursor-not-allowed disabled:opacity-70";

/** A label with the asterisk that marks a required field. */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-ink">
      {children}
      {required ? (
        <span className="ms-0.5 text-red-800" aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}

export const submitClass =
  "inline-flex h-12 items-center justify-center gap-2 rounded-full bg-ink px-7 text-sm font-semibold text-white transition-colors hover:bg-black disabled:cursor-not-allowed disabled:bg-ink/60";

/** A small spinner beside "Sending...". */
export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
    />
  );
}
