import type { ReactNode } from "react";

/**
 * The one left-to-right isolate: a figure, an amount, an identifier or an address that reads left
 * to right, set apart so that in Arabic it keeps its order and the sentence around it keeps its
 * punctuation where it belongs.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
