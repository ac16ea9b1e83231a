/** Fills `{name}`-style placeholders of a message as separate pieces, for JSX children. */
export function messageParts(message: string, values: Readonly<Record<string, string | number>>) {
  return message
    .split(/\{(\w+)\}/)
    .map((piece, i) => (i % 2 === 1 ? (values[piece] ?? `{${piece}}`) : piece))
    .filter((piece) => piece !== "");
}

/** The same, as one string: the figures put in as they are, as the pages have always shown them. */
export function fillMessage(message: string, values: Readonly<Record<string, string | number>>): string {
  return messageParts(message, values).join("");
}
