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
 * A value is isolated by its first strong letter, except those named in `ltr` (prices, which
 * start with a right-to-left mark in Arabic), which always read left to right.
 */
export function messageParts(
  message: string,
  values: Readonly<Record<string, string | number>>,
  ltr: readonly string[] = [],
): ReactNode[] {
  const names = message.split(/\{(\w+)\}/).filter((_, i) => i % 2 === 1);
  return pieces(message, values)
    .map((piece, i) => ({ ...piece, name: i % 2 === 1 ? names[(i - 1) / 2] : undefined }))
    .filter((piece) => piece.text !== "")
    .map((piece, i) =>
      piece.value
        ? createElement(
            "bdi",
            { key: i, dir: piece.name && ltr.includes(piece.name) ? "ltr" : undefined },
            piece.text,
          )
        : piece.text,
    );
}

/** The same, as one string (attributes, titles): the values put in as they are. */
export function fillMessage(message: string, values: Readonly<Record<string, string | number>>): string {
  return pieces(message, values)
    .map((piece) => String(piece.text))
    .join("");
}
