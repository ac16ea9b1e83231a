import { Fragment, type ReactNode } from "react";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { parseMessage } from "#app/i18n/message.ts";

/**
 * The one way a message of the copy is rendered when some of its values are elements (a price in
 * `<strong>`, a publication in `<cite>`, a link): the literal words and each value in turn, each
 * its own text node, as a sentence written around expressions in JSX would be, so the server's
 * HTML and the hydrated page agree. Text and number values are written as `t` writes them (numbers
 * in the page's language), and so is a plural or select part, on its own, so that a message may
 * hold both a plural and an element. A message without elements needs none of this: use `t`.
 *
 *   <MessageNodes text={copy.rule} values={{ threshold: <strong>{threshold}</strong> }} />
 */
export function MessageNodes({ text, values = {} }: { text: string; values?: Record<string, ReactNode> }) {
  const { t } = useI18n();
  const words: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values))
    if (typeof value === "string" || typeof value === "number") words[name] = value;
  return parseMessage(text).map((part, index) => {
    let node: ReactNode;
    if (typeof part === "string") node = part;
    else {
      const branches = [...(part.branches ?? [])].map(([selector, words]) => ` ${selector} {${words}}`);
      node =
        part.branches || values[part.name] == null || part.name in words
          ? t(part.branches ? `{${part.name}, plural,${branches.join("")}}` : `{${part.name}}`, words)
          : values[part.name];
    }
    // biome-ignore lint/suspicious/noArrayIndexKey: a message's pieces never move
    return <Fragment key={index}>{node}</Fragment>;
  });
}
