import { ChevronDown } from "lucide-react";

/** A question and its answer, in the page's language. */
export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * How a list looks where it stands: `article` on the guide-style pages (FAQ, services), `pricing`
 * on the offers pages, `brand` on the brand and category pages. The markup of each is kept as
 * those pages have always shown it.
 */
export type FaqListLook = "article" | "pricing" | "brand";

const looks = {
  article: {
    list: "divide-y divide-line rounded-xl border border-line bg-white",
    listData: { "data-faq-list": true },
    item: "group",
    itemData: { "data-faq-item": true },
    summary:
      "flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold [&::-webkit-details-marker]:hidden",
    question: undefined,
    answer: "px-5 pb-5 leading-7 text-ink/85",
  },
  pricing: {
    list: "mt-8 divide-y divide-line rounded-2xl border border-line bg-white",
    listData: {},
    item: "group px-6",
    itemData: { "data-faq": true },
    summary:
      "flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold [&::-webkit-details-marker]:hidden",
    question: "text-base",
    answer: "pb-5 text-ink/80",
  },
  brand: {
    list: "divide-y divide-line rounded-xl border border-line bg-white",
    listData: { "data-faq-list": "" },
    item: "group px-6",
    itemData: { "data-faq-item": "" },
    summary:
      "flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold [&::-webkit-details-marker]:hidden",
    question: undefined,
    answer: "pb-5 leading-7 text-ink/85",
  },
} as const;

/** The open/closed marker: it turns over when the question is open. */
function Marker({ look }: { look: FaqListLook }) {
  if (look === "pricing") {
    return (
      <ChevronDown
        aria-hidden="true"
        className="size-5 shrink-0 text-gold transition-transform group-open:rotate-180"
      />
    );
  }
  if (look === "brand") {
    return (
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
    );
  }
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      width="20"
      height="20"
      className="size-5 shrink-0 text-gold transition-transform group-open:rotate-180"
    >
      <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * The site's one list of questions, on native `<details>`: every answer is in the HTML before any
 * script, and Enter or Space on the focused question opens and closes it without JavaScript. The
 * page passes the questions it shows (and the same ones to `faqPageData`).
 */
export function FaqList({ items, look = "article" }: { items: readonly FaqItem[]; look?: FaqListLook }) {
  const style = looks[look];
  return (
    <div className={style.list} {...style.listData}>
      {items.map((item) => (
        <details key={item.question} className={style.item} {...style.itemData}>
          <summary className={style.summary}>
            <span className={style.question}>{item.question}</span>
            <Marker look={look} />
          </summary>
          <p className={style.answer}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

/**
 * FAQPage JSON-LD for the questions a page shows. `about` adds the page's own name and language
 * where the page states them (placed before the questions).
 */
export function faqPageData(
  items: readonly FaqItem[],
  about: { name?: string; inLanguage?: string } = {},
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    ...(about.name === undefined ? {} : { name: about.name }),
    ...(about.inLanguage === undefined ? {} : { inLanguage: about.inLanguage }),
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
