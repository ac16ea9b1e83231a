import { Fragment, type ReactNode } from "react";
import { parseMessage } from "#app/i18n/message.ts";

/**
 * A message of the copy rendered as its pieces, where some values are elements (a bold brand) or
 * must stay separate text, as the page has always rendered them: the literal words and each value
 * in turn. Plural placeholders are not used in these messages.
 */
export function MessageParts({ message, values }: { message: string; values: Record<string, ReactNode> }) {
  return parseMessage(message).map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a message's pieces never move
    <Fragment key={index}>{typeof part === "string" ? part : values[part.name]}</Fragment>
  ));
}
