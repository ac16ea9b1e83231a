import { Printer } from "lucide-react";

/** Opens the browser's print dialog: the page's print styles make the certificate one A5 sheet. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink px-5 py-2 text-sm font-semibold hover:bg-ink hover:text-white"
    >
      <Printer aria-hidden="true" className="size-5 shrink-0" />
      {label}
    </button>
  );
}
