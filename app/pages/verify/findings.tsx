import { useI18n } from "#app/components/i18n-provider.tsx";
import type { VerifyCopy } from "./copy/index.ts";
import type { CheckpointResult, Findings } from "./findings-data.ts";

type Words = VerifyCopy["findings"];

const resultTone: Record<CheckpointResult, string> = {
  pass: "text-green-900",
  fail: "text-red-800",
  unsure: "text-amber-800",
};

/**
 * The verdict's findings: the method, the reviewers by role and pseudonym, each checkpoint with its
 * label, result and note, numbered; and, when the owner shows them, the photos with each
 * checkpoint's rectangles drawn over them, carrying the checkpoint's number.
 */
export function FindingsSection({
  findings,
  words,
  headingLevel = 2,
}: {
  findings: Findings;
  words: Words;
  headingLevel?: 2 | 3;
}) {
  const { t } = useI18n();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const Sub = headingLevel === 2 ? "h3" : "h4";
  const numbered = findings.checkpoints.map((checkpoint, index) => ({ ...checkpoint, number: index + 1 }));
  return (
    <section aria-labelledby="findings-title" data-findings="">
      <Heading id="findings-title" className="font-serif text-2xl">
        {words.heading}
      </Heading>
      <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[11rem_1fr]">
        <dt className="text-ink/70">{words.method}</dt>
        <dd className="font-semibold" data-field="method">
          {findings.method}
        </dd>
        <dt className="text-ink/70">{words.reviewers}</dt>
        <dd data-field="reviewers">
          <ul>
            {findings.reviewers.map((reviewer) => (
              <li key={`${reviewer.role}-${reviewer.id}`}>
                {reviewer.role}{" "}
                <span dir="ltr" className="font-mono text-sm">
                  {reviewer.id}
                </span>
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      <Sub className="mt-6 font-semibold">{words.checkpoints}</Sub>
      <ol className="mt-2 divide-y divide-line rounded-2xl border border-line bg-white">
        {numbered.map((checkpoint) => (
          <li key={checkpoint.point} data-point={checkpoint.point} className="flex gap-3 px-4 py-3">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-ink text-sm font-semibold text-white tabular-nums"
            >
              {checkpoint.number}
            </span>
            <div className="min-w-0">
              <p>
                <span className="font-semibold">{checkpoint.label}</span>
                {" · "}
                <span
                  className={`font-semibold ${resultTone[checkpoint.result]}`}
                  data-result={checkpoint.result}
                >
                  {words.results[checkpoint.result]}
                </span>
              </p>
              {checkpoint.note ? <p className="mt-1 text-ink/80">{checkpoint.note}</p> : null}
            </div>
          </li>
        ))}
      </ol>
      {findings.photos.length > 0 ? (
        <>
          <Sub className="mt-6 font-semibold">{words.photos}</Sub>
          <ul className="mt-2 grid gap-4 sm:grid-cols-2">
            {findings.photos.map((photo) => (
              <li key={photo.slot}>
                <figure>
                  <div className="relative overflow-hidden rounded-xl border border-line bg-white">
                    <img
                      src={photo.url}
                      alt={t(words.photoAlt, { shot: photo.name })}
                      width={photo.width}
                      height={photo.height}
                      loading="lazy"
                      className="block h-auto w-full"
                    />
                    {numbered.flatMap((checkpoint) =>
                      checkpoint.marks
                        .filter((mark) => mark.slot === photo.slot)
                        .map((mark, index) => (
                          <span
                            // biome-ignore lint/suspicious/noArrayIndexKey: a checkpoint's marks never reorder
                            key={`${checkpoint.point}-${index}`}
                            data-mark={checkpoint.number}
                            aria-hidden="true"
                            className="absolute rounded-sm border-2 border-gold-light shadow-[0_0_0_1px_rgb(0_0_0/0.6)]"
                            style={{
                              left: `${mark.x * 100}%`,
                              top: `${mark.y * 100}%`,
                              width: `${mark.w * 100}%`,
                              height: `${mark.h * 100}%`,
                            }}
                          >
                            <span className="absolute -top-px -left-px bg-ink px-1 text-xs font-semibold text-white tabular-nums">
                              {checkpoint.number}
                            </span>
                          </span>
                        )),
                    )}
                  </div>
                  <figcaption className="mt-1 text-sm text-ink/75">{photo.name}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
