import {
  GuideCallout,
  GuideDarkLink,
  GuideHero,
  GuideList,
  GuidePage,
} from "#app/components/blocks/article-layout.tsx";
import { ContentsNav } from "#app/components/blocks/contents-nav.tsx";
import { DataTable } from "#app/components/blocks/data-table.tsx";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { Ltr } from "#app/components/ui/ltr.tsx";
import type { GuideBlock } from "./copy/index.ts";
import type { GuideLoaded } from "./guide-route.ts";
import { type GuideId, guideDateIn, guides, rolexModels } from "./records.ts";

/** A row of a table block: the first cell names the row; a cell may hold a list. */
type TableRow = readonly [string, ...(string | readonly string[])[]];

function Block({
  block,
  id,
  rows,
  say,
}: {
  block: GuideBlock;
  id: string;
  rows: readonly TableRow[];
  say: (text: string) => string;
}) {
  switch (block.kind) {
    case "paragraph":
      return <p className="mt-4 leading-7 text-ink/85">{say(block.text)}</p>;
    case "list":
      return (
        <div className="mt-4">
          <GuideList items={block.items.map(say)} />
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
                <h3 className="font-semibold">{say(step.title)}</h3>
                <p className="mt-1 leading-7 text-ink/85">{say(step.text)}</p>
              </div>
            </li>
          ))}
        </ol>
      );
    case "flags":
      return (
        <ul className="mt-6 grid gap-3 md:grid-cols-2" data-red-flags>
          {block.items.map(say).map((item) => (
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
        <DataTable
          look="guide"
          caption={block.caption}
          captionId={`${id}-caption`}
          columns={block.head}
          tableData={{ "data-stack": "" }}
        >
          <tbody>
            {rows.map((row) => (
              <tr key={row[0]}>
                <th scope="row" className="border-b border-line px-4 py-3 text-start align-top font-semibold">
                  {/* A model's name reads left to right inside any language. */}
                  <Ltr>{row[0]}</Ltr>
                </th>
                {row.slice(1).map((cell, c) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed row
                    key={c}
                    data-label={block.head[c + 1]}
                    className="border-b border-line px-4 py-3 align-top leading-6"
                  >
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
        </DataTable>
      );
    default:
      return null;
  }
}

/**
 * A guide: hero with breadcrumb, contents, chapters and a closing call to action. The words come
 * from the guide's copy, the figures, dates and links from records.ts.
 */
export function GuideArticleView({ id, loaded }: { id: GuideId; loaded: GuideLoaded }) {
  const copy = loaded.copy;
  const { t, language } = useI18n();
  const { figures } = loaded;
  const say = (text: string) => t(text, figures);
  const record = guides[id];
  const guide = copy.guide;
  const updated = guideDateIn(language, record.modified);
  const models = copy.rolexModels;
  const rows: TableRow[] = models
    ? rolexModels.map((m) => [m.model, models.difficulty[m.difficulty], models.issues[m.id].map(say)])
    : [];
  return (
    <GuidePage>
      <article>
        <GuideHero
          eyebrow={guide.eyebrow}
          title={guide.title}
          lead={say(guide.lead)}
          trail={[
            { name: copy.common.home, path: "/" },
            { name: guide.title, path: record.path },
          ]}
          meta={
            <p>
              {`${copy.common.updated} `}
              <time dateTime={record.modified}>{updated}</time> ·{" "}
              {t(copy.common.minRead, { minutes: record.readingMinutes })}
            </p>
          }
        />
        <div className="page-x *:max-w-3xl">
          <ContentsNav id="guide-contents" title={copy.common.contents} entries={guide.chapters} />
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
                <Block key={i} block={block} id={`${chapter.id}-${i}`} rows={rows} say={say} />
              ))}
            </section>
          ))}
        </div>
        <GuideCallout id="next-steps" title={guide.callout.title} text={say(guide.callout.text)}>
          {record.links.map((link, i) => (
            <GuideDarkLink key={link.to} to={link.to} variant={i === 0 ? "primary" : "secondary"}>
              {guide.callout.links[link.id]}
            </GuideDarkLink>
          ))}
        </GuideCallout>
      </article>
    </GuidePage>
  );
}
