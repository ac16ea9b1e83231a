/**
 * The multi-agent authentication pipeline as the architecture page shows it: the engines in their
 * order and the shared pipeline figures (app/data/claims.ts, written in the page's language) the page quotes. Its words are in
 * copy/.
 */
import { pipelineFiguresIn } from "#app/data/claims.ts";

/** The three engines, in the order the pipeline runs them. */
export const pipelineEngineIds = ["vision", "deep", "pricing"] as const;

/** The shared pipeline figures, in the order they are shown. */
export const pipelineFigureOrder = ["accuracy", "agents", "dataPoints", "layers"] as const;

export { pipelineFiguresIn };
