import { faqsShown } from "./limits.ts";
import type { FaqItem } from "./types.ts";

/**
 * Expandable questions as native disclosure widgets: every answer is in the HTML before scripts
 * run, and Enter or Space on a question opens it. Shows at most the FAQ limit.
 */
export function BrandFaqList({ faqs }: { faqs: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-line rounded-xl border border-line bg-white" data-faq-list="">
      {faqsShown(faqs).map((faq) => (
        <details key={faq.question} className="group px-6" data-faq-item="">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold [&::-webkit-details-marker]:hidden">
            <span>{faq.question}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="20"
              height="20"
              className="shrink-0 text-gold transition-transform group-open:rotate-180"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="m6 9 6 6 6-6" />
            </svg>
          </summary>
          <p className="pb-5 leading-7 text-ink/85">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
