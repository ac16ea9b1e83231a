import { ContentsNav } from "#app/components/blocks/contents-nav.tsx";
import { DataTable } from "#app/components/blocks/data-table.tsx";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { Ltr } from "#app/components/ui/ltr.tsx";
import type { LoadedCopy } from "#app/i18n/copy.ts";
import { directionOf } from "#app/i18n/languages.ts";
import { useSiteConfig } from "#app/lib/use-site-config.ts";
import { fillDocument, type LegalKind, legalUpdated, legalValues } from "./legal-route.ts";
import { addressRuns, hasNoArabic, legalDate } from "./text.ts";
import type { LegalDocument } from "./types.ts";

/**
 * A legal page: its text in the page's language, with its placeholders filled from the site
 * configuration and the legal figures. A translation says under its summary that the English
 * text prevails where the two differ.
 */
export function LegalPage({
  kind,
  loaded,
  children,
}: {
  kind: LegalKind;
  loaded: LoadedCopy<LegalDocument>;
  children?: React.ReactNode;
}) {
  const config = useSiteConfig();
  const { language } = useI18n();
  const words = loaded.copy;
  return (
    <LegalDocumentView
      document={fillDocument(words, language, legalValues(config))}
      lastUpdated={legalUpdated[kind]}
    >
      {children}
    </LegalDocumentView>
  );
}

/**
 * A sentence of a legal text. On a right-to-left page its web and e-mail addresses are isolated
 * left-to-right islands, and a cell without Arabic letters (a cookie's name) reads left to right.
 */
function Sentence({ text, rtl }: { text: string; rtl: boolean }) {
  if (!rtl) return text;
  if (hasNoArabic(text)) return <Ltr>{text}</Ltr>;
  return addressRuns(text).map((run, i) =>
    run.ltr ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: runs of a fixed sentence
      <Ltr key={i}>{run.text}</Ltr>
    ) : (
      run.text
    ),
  );
}

/** Renders a legal document: title, summary, date, contents and numbered sections. */
function LegalDocumentView({
  document,
  lastUpdated,
  children,
}: {
  document: LegalDocument;
  lastUpdated: string;
  children?: React.ReactNode;
}) {
  const { m, t, language } = useI18n();
  const rtl = directionOf(language) === "rtl";
  const date = legalDate(language, lastUpdated);
  return (
    <article className="page-x *:max-w-3xl py-12 md:py-16">
      <h1 className="font-serif text-4xl md:text-5xl">{document.title}</h1>
      <p className="mt-4 text-lg text-ink/80">{document.summary}</p>
      {document.prevailing && (
        <p data-legal="prevailing" className="mt-2 text-sm text-ink/70">
          {document.prevailing}
        </p>
      )}
      <p className="mt-2 text-sm text-ink/70">
        <time dateTime={lastUpdated}>{t(m.legal.lastUpdated, { date })}</time>
      </p>
      {children}
      <ContentsNav
        id="legal-contents"
        title={m.legal.contents}
        entries={document.sections.map((section) => ({ id: section.id, title: section.heading }))}
      />
      {document.sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mt-12 scroll-mt-24"
        >
          <h2 id={`${section.id}-heading`} className="font-serif text-2xl">
            <span className="text-gold">{index + 1}.</span> {section.heading}
          </h2>
          {section.blocks.map((block, i) => {
            const key = `${section.id}-${i}`;
            switch (block.kind) {
              case "paragraph":
                return (
                  <p key={key} className="mt-4 leading-7 text-ink/90">
                    <Sentence text={block.text} rtl={rtl} />
                  </p>
                );
              case "list":
                return (
                  <ul key={key} className="mt-4 list-disc space-y-2 ps-6 leading-7 text-ink/90">
                    {block.items.map((item) => (
                      <li key={item}>
                        <Sentence text={item} rtl={rtl} />
                      </li>
                    ))}
                  </ul>
                );
              case "table":
                return (
                  <DataTable
                    key={key}
                    look="document"
                    caption={block.caption}
                    label={block.caption}
                    columns={block.head}
                  >
                    <tbody>
                      {block.rows.map((row) => (
                        <tr key={row.join("|")}>
                          {row.map((cell, c) => (
                            // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed row
                            <td key={c} className="border-b border-line py-2 pe-4 align-top">
                              <Sentence text={cell} rtl={rtl} />
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
          })}
        </section>
      ))}
    </article>
  );
}
