import {
  GuideCallout,
  GuideDarkLink,
  GuideHero,
  GuideList,
  GuidePage,
} from "#app/components/blocks/article-layout.tsx";
import { longDate } from "#app/i18n/dates.ts";
import type { Guide, GuideBlock } from "./data.ts";

function Block({ block, id }: { block: GuideBlock; id: string }) {
  switch (block.kind) {
    case "paragraph":
      return <p className="mt-4 leading-7 text-ink/85">{block.text}</p>;
    case "list":
      return (
        <div className="mt-4">
          <GuideList items={block.items} />
        </div>
      );
    case "steps":
      return (
        <ol className="mt-6 space-y-6">
          {block.steps.map((step, i) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full border border-gold font-serif text-gold"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="font-semibold">{step.title}</h3>
                <p className="mt-1 leading-7 text-ink/85">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      );
    case "flags":
      return (
        <ul className="mt-6 grid gap-3 md:grid-cols-2" data-red-flags>
          {block.items.map((item) => (
            <li key={item} className="flex gap-3 rounded-lg border border-line bg-white p-4 leading-6">
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                width="20"
                height="20"
                className="mt-0.5 size-5 shrink-0 text-gold"
              >
                <path
                  d="M10 2l8.5 15h-17z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinejoin="round"
                />
                <path d="M10 8v4m0 2.5v.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
              </svg>
              <span>{item}</span>
            </li>
          ))}
        </ul>
      );
    case "table":
      return (
        <section
          className="mt-6 overflow-x-auto rounded-xl border border-line bg-white"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs keyboard focus
          tabIndex={0}
          aria-labelledby={`${id}-caption`}
        >
          <table className="w-full border-collapse text-start text-sm">
            <caption id={`${id}-caption`} className="px-4 pt-4 text-start font-semibold">
              {block.caption}
            </caption>
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th
                    key={cell}
                    scope="col"
                    className="border-b border-line px-4 py-3 text-start font-semibold"
                  >
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row[0]}>
                  <th
                    scope="row"
                    className="border-b border-line px-4 py-3 text-start align-top font-semibold"
                  >
                    {row[0]}
                  </th>
                  {row.slice(1).map((cell, c) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed row
                    <td key={c} className="border-b border-line px-4 py-3 align-top leading-6">
                      {typeof cell === "string" ? (
                        cell
                      ) : (
                        <ul className="list-disc space-y-1 ps-4">
                          {cell.map((line) => (
                            <li key={line}>{line}</li>
                          ))}
                        </ul>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      );
    default:
      return null;
  }
}

/** A guide: hero with breadcrumb, contents, chapters and a closing call to action. */
export function GuideArticleView({ guide }: { guide: Guide }) {
  const updated = longDate(guide.modified);
  return (
    <GuidePage>
      <article>
        <GuideHero
          eyebrow={guide.eyebrow}
          title={guide.title}
          lead={guide.lead}
          trail={[
            { name: "Home", path: "/" },
            { name: guide.title, path: guide.path },
          ]}
          meta={
            <p>
              Updated <time dateTime={guide.modified}>{updated}</time> · {guide.readingMinutes} min read
            </p>
          }
        />
        <div className="mx-auto max-w-3xl px-6">
          <nav aria-labelledby="guide-contents" className="mt-10 rounded-xl border border-line bg-white p-6">
            <h2 id="guide-contents" className="text-sm font-semibold uppercase tracking-[0.18em] text-gold">
              On this page
            </h2>
            <ol className="mt-3 list-decimal space-y-1 ps-5 text-sm">
              {guide.chapters.map((chapter) => (
                <li key={chapter.id}>
                  <a href={`#${chapter.id}`} className="underline-offset-2 hover:underline">
                    {chapter.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          {guide.chapters.map((chapter) => (
            <section
              key={chapter.id}
              id={chapter.id}
              aria-labelledby={`${chapter.id}-heading`}
              data-section={chapter.id}
              className="mt-12 scroll-mt-24"
            >
              <h2 id={`${chapter.id}-heading`} className="font-serif text-3xl">
                {chapter.title}
              </h2>
              {chapter.blocks.map((block, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: blocks of a fixed chapter
                <Block key={i} block={block} id={`${chapter.id}-${i}`} />
              ))}
            </section>
          ))}
        </div>
        <GuideCallout id="next-steps" title={guide.callout.title} text={guide.callout.text}>
          {guide.callout.links.map((link, i) => (
            <GuideDarkLink key={link.to} to={link.to} variant={i === 0 ? "primary" : "secondary"}>
              {link.label}
            </GuideDarkLink>
          ))}
        </GuideCallout>
      </article>
    </GuidePage>
  );
}
