import { Brain, FileCheck, Layers, ScanEye, ShieldCheck, TrendingUp, Upload } from "lucide-react";
import { Link } from "react-router";
import { ClosingBand } from "#app/components/blocks/closing-band.tsx";
import { PageHero } from "#app/components/blocks/page-hero.tsx";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { loadCopy } from "#app/i18n/copy.ts";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import { copyMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/route";
import { multiAgentCopy } from "./copy/index.ts";
import { pipelineEngineIds, pipelineFigureOrder, pipelineFiguresIn } from "./data.ts";

export const loader = ({ request }: Route.LoaderArgs) => loadCopy(multiAgentCopy, request);

const canonical = "/multi-agent-authentication";

export const meta: Route.MetaFunction = (args) =>
  copyMeta(args, ({ language, copy }) => ({
    words: copy.meta,
    values: pipelineFiguresIn(language),
    canonical,
    structuredData: (config, { description }) => [
      {
        "@context": "https://schema.org",
        "@type": "TechArticle",
        headline: copy.meta.title,
        description,
        inLanguage: language,
        url: `${config.siteUrl}${canonical}`,
        author: { "@type": "Organization", name: config.brand },
        publisher: { "@type": "Organization", name: config.brand },
        about: [
          ...pipelineEngineIds.map((id) => ({
            "@type": "Thing",
            name: copy.pipeline.engines.items[id].name,
          })),
          { "@type": "Thing", name: copy.pipeline.orchestrator.title },
        ],
      },
    ],
  }));

const engineIcons = { vision: ScanEye, deep: ShieldCheck, pricing: TrendingUp } as const;

/** Down arrow between two stages of the diagram (decorative: the list carries the order). */
function Arrow() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 40" className="mx-auto my-2 h-10 w-6 text-gold" fill="none">
      <path d="M12 2v32M5 27l7 8 7-8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** One line fanning out into three columns (or three into one), from md up. */
function Fan({ direction }: { direction: "out" | "in" }) {
  const d =
    direction === "out" ? "M300 0v16M100 40V16h400v24M300 16v24" : "M100 0v24h400V0M300 0v24M300 24v16";
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 600 40"
      preserveAspectRatio="none"
      className="my-1 hidden h-10 w-full text-gold md:block"
      fill="none"
    >
      <path d={d} stroke="currentColor" strokeWidth="2" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

interface PipelineStage {
  name: string;
  text: string;
}

function StageList({ items, tone = "light" }: { items: readonly PipelineStage[]; tone?: "light" | "dark" }) {
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-3">
      {items.map((item) => (
        <li
          key={item.name}
          className={
            tone === "dark"
              ? "rounded-lg border border-white/20 bg-white/5 p-4"
              : "rounded-lg border border-line bg-paper p-4"
          }
        >
          <h4 className="font-semibold">{item.name}</h4>
          <p className={tone === "dark" ? "mt-1 text-sm text-white/80" : "mt-1 text-sm text-ink/75"}>
            {item.text}
          </p>
        </li>
      ))}
    </ul>
  );
}

function StepLabel({ stage, children }: { stage: string; children: React.ReactNode }) {
  return (
    <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">
      {stage}
      <span aria-hidden="true"> · </span>
      <span className="sr-only">: </span>
      {children}
    </p>
  );
}

export default function MultiAgentAuthenticationPage({ loaderData }: Route.ComponentProps) {
  const localize = useLocalizedPath();
  const copy = loaderData.copy;
  const { t, language } = useI18n();
  const figures = pipelineFiguresIn(language);
  const p = copy.pipeline;
  const stage = (n: number) => t(p.stage, { n });

  return (
    <div>
      <PageHero
        look="dark"
        id="maa-title"
        eyebrow={copy.hero.eyebrow}
        title={copy.meta.title}
        lead={copy.hero.lead}
      />

      <section aria-labelledby="maa-pipeline" className="page-x py-14 md:py-16">
        <h2 id="maa-pipeline" className="font-serif text-3xl">
          {p.heading}
        </h2>
        <p className="mt-3 max-w-3xl text-ink/80">{p.intro}</p>

        <ol aria-label={p.label} className="mt-10">
          <li>
            <article
              aria-labelledby="maa-input"
              className="rounded-2xl border border-line bg-white p-6 shadow-sm"
            >
              <StepLabel stage={stage(1)}>{p.input.step}</StepLabel>
              <h3 id="maa-input" className="mt-2 flex items-center gap-2 font-serif text-2xl">
                <Upload aria-hidden="true" className="size-6 text-gold" />
                {p.input.title}
              </h3>
              <p className="mt-2 text-ink/80">{p.input.summary}</p>
              <StageList items={p.input.items} />
            </article>
            <Arrow />
          </li>

          <li>
            <div className="rounded-2xl border border-line bg-white p-6 shadow-sm">
              <StepLabel stage={stage(2)}>{p.engines.step}</StepLabel>
              <h3 className="mt-2 flex items-center gap-2 font-serif text-2xl">
                <Brain aria-hidden="true" className="size-6 text-gold" />
                {p.engines.title}
              </h3>
              <p className="mt-2 text-ink/80">{p.engines.summary}</p>
              <Fan direction="out" />
              <ol aria-label={p.engines.label} className="mt-4 grid gap-4 md:mt-0 md:grid-cols-3">
                {pipelineEngineIds.map((id, index) => {
                  const Icon = engineIcons[id] ?? Layers;
                  const engine = p.engines.items[id];
                  return (
                    <li key={id} className="flex flex-col rounded-xl border border-line bg-paper p-5">
                      <p className="text-xs font-semibold uppercase tracking-[0.18em] text-gold">
                        {t(p.engines.engine, { n: index + 1 })}
                      </p>
                      <h4 className="mt-1 flex items-center gap-2 text-lg font-semibold">
                        <Icon aria-hidden="true" className="size-5 shrink-0 text-gold" />
                        {engine.name}
                      </h4>
                      <p className="mt-2 text-sm text-ink/75">{engine.summary}</p>
                      <ol className="mt-4 space-y-3 border-s-2 border-gold/40 ps-4">
                        {engine.stages.map((item) => (
                          <li key={item.name}>
                            <p className="text-sm font-semibold">{item.name}</p>
                            <p className="text-sm text-ink/75">{item.text}</p>
                          </li>
                        ))}
                      </ol>
                    </li>
                  );
                })}
              </ol>
              <Fan direction="in" />
            </div>
            <Arrow />
          </li>

          <li>
            <article aria-labelledby="maa-orchestrator" className="rounded-2xl bg-ink p-6 text-white">
              <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-light">
                {stage(3)}
                <span aria-hidden="true"> · </span>
                <span className="sr-only">: </span>
                {p.orchestrator.step}
              </p>
              <h3 id="maa-orchestrator" className="mt-2 flex items-center gap-2 font-serif text-2xl">
                <Layers aria-hidden="true" className="size-6 text-gold-light" />
                {p.orchestrator.title}
              </h3>
              <p className="mt-2 text-white/85">{p.orchestrator.summary}</p>
              <StageList items={p.orchestrator.items} tone="dark" />
            </article>
            <Arrow />
          </li>

          <li>
            <article
              aria-labelledby="maa-output"
              className="rounded-2xl border-2 border-gold bg-white p-6 shadow-sm"
            >
              <StepLabel stage={stage(4)}>{p.output.step}</StepLabel>
              <h3 id="maa-output" className="mt-2 flex items-center gap-2 font-serif text-2xl">
                <FileCheck aria-hidden="true" className="size-6 text-gold" />
                {p.output.title}
              </h3>
              <p className="mt-2 text-ink/80">{p.output.summary}</p>
              <StageList items={p.output.items} />
            </article>
          </li>
        </ol>
      </section>

      <section aria-labelledby="maa-figures" className="border-y border-line bg-white">
        <div className="page-x py-14">
          <h2 id="maa-figures" className="font-serif text-3xl">
            {copy.figures.heading}
          </h2>
          <dl className="mt-8 grid grid-cols-2 gap-6 md:grid-cols-4">
            {pipelineFigureOrder.map((key) => (
              <div key={key} className="flex flex-col-reverse rounded-xl border border-line p-5">
                <dt className="mt-1 text-sm text-ink/75">{copy.figures.labels[key]}</dt>
                <dd className="font-serif text-4xl text-gold">{figures[key]}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <ClosingBand look="plain" headingId="maa-next" title={copy.next.heading} text={copy.next.text}>
        <Link
          to={localize("/pricing")}
          className="inline-flex h-11 items-center rounded-full bg-ink px-6 text-sm font-semibold text-white hover:bg-black"
        >
          {copy.next.pricing}
        </Link>
        <Link
          to={localize("/financial-guarantee")}
          className="inline-flex h-11 items-center rounded-full border border-ink px-6 text-sm font-semibold hover:bg-ink hover:text-white"
        >
          {copy.next.guarantee}
        </Link>
      </ClosingBand>
    </div>
  );
}
