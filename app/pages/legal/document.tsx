import { ContentsNav } from "#app/components/blocks/contents-nav.tsx";
import { DataTable } from "#app/components/blocks/data-table.tsx";
import { useI18n, usePageCopy } from "#app/components/i18n-provider.tsx";
import type { LoadedCopy } from "#app/i18n/copy.ts";
import { longDate } from "#app/i18n/dates.ts";
import { directionOf, type Language } from "#app/i18n/languages.ts";
import { useSiteConfig } from "#app/lib/use-site-config.ts";
import { fillDocument, type LegalKind, legalCopy, legalUpdated, legalValues } from "./legal-route.ts";
import type { LegalDocument } from "./types.ts";

/**
 * A legal page: its text in the visitor's language where it has been translated, in English
 * otherwise (marked as such, so that screen readers switch voice), with its placeholders filled
 * from the site configuration and the legal figures.
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
  const words = usePageCopy(legalCopy[kind], loaded);
  const textLanguage = legalCopy[kind].languages.includes(language) ? language : "en";
  return (
    <LegalDocumentView
      document={fillDocument(words, textLanguage, legalValues(config))}
      lastUpdated={legalUpdated[kind]}
      textLanguage={textLanguage}
    >
      {children}
    </LegalDocumentView>
  );
}

/** Renders a legal document: title, summary, date, contents and numbered sections. */
function LegalDocumentView({
  document,
  lastUpdated,
  textLanguage,
  children,
}: {
  document: LegalDocument;
  lastUpdated: string;
  textLanguage: Language;
  children?: React.ReactNode;
}) {
  const { m, t, language } = useI18n();
  const date = longDate(lastUpdated);
  return (
    <article
      lang={textLanguage}
      dir={directionOf(textLanguage)}
      className="mx-auto max-w-3xl px-6 py-12 md:py-16"
    >
      <h1 className="font-serif text-4xl md:text-5xl">{document.title}</h1>
      <p className="mt-4 text-lg text-ink/80">{document.summary}</p>
      <p className="mt-2 text-sm text-ink/70">
        <time dateTime={lastUpdated}>{t(m.legal.lastUpdated, { date })}</time>
      </p>
      {language !== textLanguage && (
        <p lang={language} dir="auto" className="mt-2 text-sm text-ink/70">
          {m.legal.englishOnly}
        </p>
      )}
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
                    {block.text}
                  </p>
                );
              case "list":
                return (
                  <ul key={key} className="mt-4 list-disc space-y-2 ps-6 leading-7 text-ink/90">
                    {block.items.map((item) => (
                      <li key={item}>{item}</li>
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
                              {cell}
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
