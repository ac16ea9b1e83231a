/**
 * The table of contents at the top of a long document: a navigation landmark named by its own
 * heading, and a numbered list of links to the document's sections on the same page.
 */
export function ContentsNav({
  id,
  title,
  entries,
}: {
  /** The heading's id, which names the landmark. */
  id: string;
  title: string;
  /** Each section's id (the link's target) and heading. */
  entries: readonly { id: string; title: string }[];
}) {
  return (
    <nav aria-labelledby={id} className="mt-10 rounded-xl border border-line bg-white p-6">
      <h2 id={id} className="text-sm font-semibold uppercase tracking-[0.18em] text-gold">
        {title}
      </h2>
      <ol className="mt-2 list-decimal ps-5 text-sm">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="inline-flex min-h-11 min-w-11 items-center justify-center underline-offset-2 hover:underline"
            >
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
