import { Brain, FileCheck, Layers, ScanEye, ShieldCheck, TrendingUp, Upload } from "lucide-react";
import { Link } from "react-router";
import { pipelineFigures } from "#app/data/claims.ts";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import { breadcrumbData, configFromMatches, defaultOgImage, seoMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/route";
import {
  type PipelineStage,
  pipelineEngines,
  pipelineFigureLabels,
  pipelineInput,
  pipelineOrchestrator,
  pipelineOutput,
} from "./data.ts";

const title = "Multi-Agent Authentication";
const description = `How our AI pipeline authenticates luxury goods: ${pipelineFigures.agents} specialised agents in three engines (vision, deep authentication, pricing), a master orchestrator and optional human review, ending in a blockchain-verified certificate.`;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const config = configFromMatches(matches);
  if (!config) return [];
  const canonical = "/multi-agent-authentication";
  return seoMeta(
    {
      title,
      description,
      keywords: [
        "multi-agent AI authentication",
        "AI luxury authentication",
        "super-clone detection",
        "authenticity score",
        "blockchain certificate",
        "luxury item valuation",
      ],
      canonical,
      ogImage: defaultOgImage,
      noIndex: false,
      structuredData: [
        {
          "@context": "https://schema.org",
          "@type": "TechArticle",
          headline: title,
          description,
          inLanguage: "en",
          url: `${config.siteUrl}${canonical}`,
          author: { "@type": "Organization", name: config.brand },
          publisher: { "@type": "Organization", name: config.brand },
          about: [
            ...pipelineEngines.map((e) => ({ "@type": "Thing", name: e.name })),
            { "@type": "Thing", name: pipelineOrchestrator.title },
          ],
        },
        breadcrumbData(config, [
          { name: "Home", path: "/" },
          { name: title, path: canonical },
        ]),
      ],
    },
    config,
    location.pathname,
  );
};

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

function StepLabel({ n, children }: { n: number; children: React.ReactNode }) {
  return (
    <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">
      Stage {n}
      <span aria-hidden="true"> · </span>
      <span className="sr-only">: </span>
      {children}
    </p>
  );
}

export default function MultiAgentAuthenticationPage() {
  const localize = useLocalizedPath();
  const figures = (Object.keys(pipelineFigureLabels) as (keyof typeof pipelineFigureLabels)[]).map((key) => ({
    key,
    value: pipelineFigures[key],
    label: pipelineFigureLabels[key],
  }));

  return (
    <div lang="en" dir="ltr">
      <section aria-labelledby="maa-title" className="bg-ink text-white">
        <div className="mx-auto max-w-5xl px-6 py-16 md:py-20">
          <p className="text-xs font-semibold uppercase tracking-[0.25em] text-gold-light">
            How our AI works
          </p>
          <h1 className="mt-3 font-serif text-4xl md:text-5xl" id="maa-title">
            {title}
          </h1>
          <p className="mt-5 max-w-3xl text-lg text-white/85">
            No single model knows every brand. We split an authentication into many small expert judgements,
            give each one to an agent trained for it, and let a master orchestrator weigh their findings, so
            that the result you receive is explained, priced and verifiable.
          </p>
        </div>
      </section>

      <section aria-labelledby="maa-pipeline" className="mx-auto max-w-5xl px-6 py-14 md:py-16">
        <h2 id="maa-pipeline" className="font-serif text-3xl">
          From your photos to a certificate
        </h2>
        <p className="mt-3 max-w-3xl text-ink/80">
          The pipeline runs in four stages. Read it from top to bottom: each stage hands its findings to the
          next.
        </p>

        <ol aria-label="The authentication pipeline, in order" className="mt-10">
          <li>
            <article
              aria-labelledby="maa-input"
              className="rounded-2xl border border-line bg-white p-6 shadow-sm"
            >
              <StepLabel n={1}>What you send</StepLabel>
              <h3 id="maa-input" className="mt-2 flex items-center gap-2 font-serif text-2xl">
                <Upload aria-hidden="true" className="size-6 text-gold" />
                {pipelineInput.title}
              </h3>
              <p className="mt-2 text-ink/80">{pipelineInput.summary}</p>
              <StageList items={pipelineInput.items} />
            </article>
            <Arrow />
          </li>

          <li>
            <div className="rounded-2xl border border-line bg-white p-6 shadow-sm">
              <StepLabel n={2}>Three agent engines</StepLabel>
              <h3 className="mt-2 flex items-center gap-2 font-serif text-2xl">
                <Brain aria-hidden="true" className="size-6 text-gold" />
                Specialised agents
              </h3>
              <p className="mt-2 text-ink/80">
                Three engines, each a team of agents. The vision engine goes first; the deep authentication
                and pricing engines build on what it found.
              </p>
              <Fan direction="out" />
              <ol aria-label="The three engines" className="mt-4 grid gap-4 md:mt-0 md:grid-cols-3">
                {pipelineEngines.map((engine, index) => {
                  const Icon = engineIcons[engine.id as keyof typeof engineIcons] ?? Layers;
                  return (
                    <li key={engine.id} className="flex flex-col rounded-xl border border-line bg-paper p-5">
                      <p className="text-xs font-semibold uppercase tracking-[0.18em] text-gold">
                        Engine {index + 1}
                      </p>
                      <h4 className="mt-1 flex items-center gap-2 text-lg font-semibold">
                        <Icon aria-hidden="true" className="size-5 shrink-0 text-gold" />
                        {engine.name}
                      </h4>
                      <p className="mt-2 text-sm text-ink/75">{engine.summary}</p>
                      <ol className="mt-4 space-y-3 border-s-2 border-gold/40 ps-4">
                        {engine.stages.map((stage) => (
                          <li key={stage.name}>
                            <p className="text-sm font-semibold">{stage.name}</p>
                            <p className="text-sm text-ink/75">{stage.text}</p>
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
                Stage 3<span aria-hidden="true"> · </span>
                <span className="sr-only">: </span>
                Bringing it together
              </p>
              <h3 id="maa-orchestrator" className="mt-2 flex items-center gap-2 font-serif text-2xl">
                <Layers aria-hidden="true" className="size-6 text-gold-light" />
                {pipelineOrchestrator.title}
              </h3>
              <p className="mt-2 text-white/85">{pipelineOrchestrator.summary}</p>
              <StageList items={pipelineOrchestrator.outputs} tone="dark" />
            </article>
            <Arrow />
          </li>

          <li>
            <article
              aria-labelledby="maa-output"
              className="rounded-2xl border-2 border-gold bg-white p-6 shadow-sm"
            >
              <StepLabel n={4}>What you receive</StepLabel>
              <h3 id="maa-output" className="mt-2 flex items-center gap-2 font-serif text-2xl">
                <FileCheck aria-hidden="true" className="size-6 text-gold" />
                {pipelineOutput.title}
              </h3>
              <p className="mt-2 text-ink/80">{pipelineOutput.summary}</p>
              <StageList items={pipelineOutput.items} />
            </article>
          </li>
        </ol>
      </section>

      <section aria-labelledby="maa-figures" className="border-y border-line bg-white">
        <div className="mx-auto max-w-5xl px-6 py-14">
          <h2 id="maa-figures" className="font-serif text-3xl">
            The pipeline in figures
          </h2>
          <dl className="mt-8 grid grid-cols-2 gap-6 md:grid-cols-4">
            {figures.map((figure) => (
              <div key={figure.key} className="flex flex-col-reverse rounded-xl border border-line p-5">
                <dt className="mt-1 text-sm text-ink/75">{figure.label}</dt>
                <dd className="font-serif text-4xl text-gold">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="maa-next" className="mx-auto max-w-5xl px-6 py-14">
        <h2 id="maa-next" className="font-serif text-3xl">
          Put the pipeline to work
        </h2>
        <p className="mt-3 max-w-3xl text-ink/80">
          Every certificate it issues is backed by our financial guarantee. See what an authentication costs,
          or read what the guarantee covers.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            to={localize("/pricing")}
            className="inline-flex h-11 items-center rounded-full bg-ink px-6 text-sm font-semibold text-white hover:bg-black"
          >
            See pricing
          </Link>
          <Link
            to={localize("/financial-guarantee")}
            className="inline-flex h-11 items-center rounded-full border border-ink px-6 text-sm font-semibold hover:bg-ink hover:text-white"
          >
            Our financial guarantee
          </Link>
        </div>
      </section>
    </div>
  );
}
