import { createElement, Fragment, type ReactNode } from "react";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { parseMessage } from "#app/i18n/message.ts";

type RichValues = Record<string, ReactNode>;

/**
 * Messages whose placeholders may be elements (a figure in `<strong>`, a publication in `<cite>`).
 * Each piece stays its own text node, as it was when the sentence was written in JSX, so the
 * server's HTML keeps its shape; words and figures are filled in as `t` does.
 *   const rich = useRichMessage();
 *   rich(copy.rule, { threshold: <strong>{threshold}</strong> })
 */
export function useRichMessage(): (message: string, values?: RichValues) => ReactNode {
  const { t } = useI18n();
  return (message, values = {}) => {
    const words: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(values))
      if (typeof value === "string" || typeof value === "number") words[name] = value;
    const pieces = parseMessage(message).map((part): ReactNode => {
      if (typeof part === "string") return part;
      const value = values[part.name];
      if (part.branches || !(part.name in values) || part.name in words) {
        const branches = [...(part.branches ?? [])].map(([selector, text]) => ` ${selector} {${text}}`);
        return t(part.branches ? `{${part.name}, plural,${branches.join("")}}` : `{${part.name}}`, words);
      }
      return value;
    });
    return createElement(Fragment, null, ...pieces);
  };
}
