import { describe, expect, it } from "vitest";
import en from "./copy/en.json";
import { fraudGuide, handbagGuide, rolexModels } from "./data.ts";

const kinds = ["paragraph", "list", "steps", "flags", "table"];

describe("the guides' copy", () => {
  it("holds only the block kinds the article knows, and the table only in the Rolex guide", () => {
    for (const id of ["rolex", "handbag", "fraud"] as const) {
      const blocks: { kind: string }[] = en[id].chapters.flatMap(
        (chapter) => chapter.blocks as { kind: string }[],
      );
      for (const block of blocks) expect(kinds, `${id}: ${block.kind}`).toContain(block.kind);
      expect(blocks.some((block) => block.kind === "table")).toBe(id === "rolex");
    }
  });

  it("has the common issues of every Rolex model in the table, and nothing else", () => {
    expect(Object.keys(en.rolexModels.issues).sort()).toEqual(rolexModels.map((m) => m.id).sort());
  });

  it("fills the shared claims into the English text", () => {
    expect(JSON.stringify(handbagGuide)).toContain("Ours starts at $149 and takes 24-48 hours");
    expect(JSON.stringify(fraudGuide)).toContain("handbags start at $149 with results in 24-48 hours");
  });
});
