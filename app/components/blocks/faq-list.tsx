/** A question and its answer (spec 001 section 3, "FAQ item"). */
export interface GuideFaqItem {
  question: string;
  answer: string;
}

/**
 * Expandable questions on native `<details>`: every answer is in the HTML before any script,
 * and Enter or Space on the focused question opens and closes it without JavaScript.
 */
export function GuideFaqList({ items }: { items: readonly GuideFaqItem[] }) {
  return (
    <div className="divide-y divide-line rounded-xl border border-line bg-white" data-faq-list>
      {items.map((item) => (
        <details key={item.question} className="group" data-faq-item>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              width="20"
              height="20"
              className="size-5 shrink-0 text-gold transition-transform group-open:rotate-180"
            >
              <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </summary>
          <p className="px-5 pb-5 leading-7 text-ink/85">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

/** FAQPage JSON-LD for a list of questions. */
export function faqPageData(items: readonly GuideFaqItem[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
