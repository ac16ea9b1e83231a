import type { ReactNode } from "react";
import { Ltr } from "#app/components/ui/ltr.tsx";

const mark = "\u0000";

/**
 * A sentence from copy with one value that reads left to right (an e-mail address) set in its
 * own `<bdi>`, so that in Arabic the address keeps its order and the sentence's punctuation stays
 * at the sentence's end. `format` gets a stand-in for the value and returns the whole sentence.
 */
export function withLtrIsland(format: (stand: string) => string, value: string): ReactNode {
  const [before = "", after = ""] = format(mark).split(mark);
  return (
    <>
      {before}
      <Ltr>{value}</Ltr>
      {after}
    </>
  );
}
