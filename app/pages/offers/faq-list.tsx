import { ChevronDown } from "lucide-react";
import type { OffersFaq } from "./common.ts";

/**
 * Expandable questions as native <details>: every answer is in the HTML, Enter and Space toggle
 * them without any script.
 */
export function OffersFaqList({ faqs }: { faqs: readonly OffersFaq[] }) {
  return (
    <div className="mt-8 divide-y divide-line rounded-2xl border border-line bg-white">
      {faqs.map((faq) => (
        <details key={faq.question} className="group px-6" data-faq>
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold [&::-webkit-details-marker]:hidden">
            <span className="text-base">{faq.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-gold transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="pb-5 text-ink/80">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
