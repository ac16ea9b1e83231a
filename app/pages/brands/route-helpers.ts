import { createElement, type ReactNode } from "react";

function pieces(message: string, values: Readonly<Record<string, string | number>>) {
  return message
    .split(/\{(\w+)\}/)
    .map((piece, i) => ({ value: i % 2 === 1, text: i % 2 === 1 ? (values[piece] ?? `{${piece}}`) : piece }));
}

/**
 * Fills `{name}`-style placeholders of a message as separate pieces, for JSX children. Each value
 * (a brand name, a price, a step number) is isolated in a `<bdi>`, so that a left-to-right name
 * inside an Arabic sentence keeps its own direction and the sentence's punctuation stays in place.
 */
export function messageParts(
  message: string,
  values: Readonly<Record<string, string | number>>,
): ReactNode[] {
  return pieces(message, values)
    .filter((piece) => piece.text !== "")
    .map((piece, i) => (piece.value ? createElement("bdi", { key: i }, piece.text) : piece.text));
}

/** The same, as one string (attributes, titles): the values put in as they are. */
export function fillMessage(message: string, values: Readonly<Record<string, string | number>>): string {
  return pieces(message, values)
    .map((piece) => String(piece.text))
    .join("");
}
