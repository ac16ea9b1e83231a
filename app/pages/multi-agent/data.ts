/**
 * The multi-agent authentication pipeline (spec 001 section 1), as the architecture page shows
 * it: what goes in, the three engines and their stages, the master orchestrator and what comes
 * out. The statistics are the shared `pipelineFigures` (app/data/claims.ts).
 */

export interface PipelineStage {
  name: string;
  text: string;
}

export interface PipelineEngine {
  id: string;
  name: string;
  summary: string;
  stages: readonly PipelineStage[];
}

export const pipelineInput: { title: string; summary: string; items: readonly PipelineStage[] } = {
  title: "Input",
  summary: "Everything you know about the item goes in at once, so every agent works from the same evidence.",
  items: [
    {
      name: "Photos",
      text: "Overall views and close-ups of stitching, hardware, stamps, serial numbers and date codes.",
    },
    {
      name: "Certificates",
      text: "Brand certificates, warranty cards and earlier authentication reports.",
    },
    {
      name: "Receipts",
      text: "Proof of purchase that dates the item and ties it to a boutique or reseller.",
    },
  ],
};

export const pipelineEngines: readonly PipelineEngine[] = [
  {
    id: "vision",
    name: "Vision engine",
    summary: "Reads the photographs and works out what the item is and what state it is in.",
    stages: [
      {
        name: "Brand and model identification",
        text: "Recognises the maker, the model and, where it matters, the production period.",
      },
      {
        name: "Basic authentication",
        text: "A first pass over shape, proportions, materials and logos against genuine references.",
      },
      {
        name: "Condition assessment",
        text: "Maps wear, scratches, discolouration and repairs across every photographed surface.",
      },
      {
        name: "Feature extraction",
        text: "Isolates the details the next engine needs: fonts, stitch counts, grain, engravings.",
      },
    ],
  },
  {
    id: "deep",
    name: "Deep authentication engine",
    summary: "Specialised agents trained on one brand each look for what counterfeiters get wrong.",
    stages: [
      {
        name: "Brand-specific markers",
        text: "Checks the markers each house uses, from heat stamps and date codes to movement finishing.",
      },
      {
        name: "Super-clone detection",
        text: "Compares against known high-grade replicas, where differences are measured in tenths of a millimetre.",
      },
      {
        name: "Risk assessment",
        text: "Weighs every finding into a risk level and flags the cases a human expert should see.",
      },
    ],
  },
  {
    id: "pricing",
    name: "Enhanced pricing engine",
    summary: "Values the item as it is, not as it was when new.",
    stages: [
      {
        name: "Market research",
        text: "Gathers recent sales of the same model across auction houses, resellers and marketplaces.",
      },
      {
        name: "Dual AI validation",
        text: "Two independent models price the item; a wide gap between them sends it for review.",
      },
      {
        name: "Condition pricing",
        text: "Adjusts the market figure for the condition found by the vision engine.",
      },
      {
        name: "Trend analysis",
        text: "Reads whether demand for the model is rising, steady or cooling.",
      },
    ],
  },
];

export const pipelineOrchestrator: { title: string; summary: string; outputs: readonly PipelineStage[] } = {
  title: "Master orchestrator",
  summary:
    "Combines the three engines, resolves disagreements between agents and decides how sure the system is.",
  outputs: [
    {
      name: "Verdict",
      text: "Authentic or not, with the findings that support the decision.",
    },
    {
      name: "Condition-based market price",
      text: "What the item is worth today in the condition it is in.",
    },
    {
      name: "Executive summary",
      text: "A short, readable account of what was checked and what was found.",
    },
  ],
};

export const pipelineOutput: { title: string; summary: string; items: readonly PipelineStage[] } = {
  title: "Final output",
  summary: "What you receive at the end of the pipeline.",
  items: [
    {
      name: "Authenticity score",
      text: "One figure for how confident the verdict is, with the reasoning behind it.",
    },
    {
      name: "Optional human review",
      text: "An expert authenticator examines the case and signs off the result, chosen before your card ships.",
    },
    {
      name: "Blockchain-verified digital certificate",
      text: "A tamper-evident record of the result that anyone you sell or insure through can check.",
    },
  ],
};

/** Labels of the shared pipeline figures, in the order they are shown. */
export const pipelineFigureLabels = {
  accuracy: "Accuracy",
  agents: "Specialised AI agents",
  dataPoints: "Training data points",
  layers: "Orchestration layers",
} as const;
