/**
 * Certificate IDs: short enough to type from a card, unguessable, and checked before any lookup.
 *
 * `CC-` then twelve characters shown in three groups of four (`CC-7KQ2-M9XD-41PT`): eleven drawn at
 * random (55 bits) and a check character. The alphabet is the 32 digits and capitals left once the
 * look-alikes I, L, O and U are taken out; a visitor who types one of those, or a lower-case
 * letter, is read as meaning its twin (I and L as 1, O as 0). The check character (a weighted sum in the
 * field of 32 elements) catches every single mistyped character and every swap of two
 * neighbours, so a typo is told apart from an unknown certificate without asking the registry.
 * Pure code, no secrets: the verify form checks in the browser and the server checks again.
 */

export const certificateAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const base = certificateAlphabet.length;
/** Random characters before the check character. */
export const certificateRandomLength = 11;
export const certificatePrefix = "CC";

/** A typed ID checked before any lookup: normalised and grouped, or why it cannot be one. */
export type IdCheck =
  | { ok: true; id: string }
  /** `format`: not the shape of an ID at all; `check`: the right shape, but a character is mistyped. */
  | { ok: false; reason: "format" | "check" };

const twins: Record<string, string> = { I: "1", L: "1", O: "0" };

function codePoint(character: string): number {
  return certificateAlphabet.indexOf(character);
}

/** Powers of a generator of the field of 32 elements (x^5 + x^2 + 1): 31 distinct non-zero values. */
const powers: number[] = [];
for (let value = 1, i = 0; i < 31; i++) {
  powers.push(value);
  value <<= 1;
  if (value & 32) value ^= 0b100101;
}
const logOf = (value: number) => powers.indexOf(value);
const times = (a: number, b: number) => (a === 0 || b === 0 ? 0 : (powers[(logOf(a) + logOf(b)) % 31] ?? 0));

/**
 * The check character of a body of alphabet characters. Each character's value is weighted by
 * its own power of a generator of the field of 32 elements and the products added (XOR); the
 * check character makes the sum zero. Different non-zero weights mean that one wrong character,
 * or two different neighbours swapped, always leaves a non-zero sum.
 */
export function checkCharacter(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum ^= times(powers[body.length - i] ?? 0, codePoint(body.charAt(i)));
  return certificateAlphabet.charAt(sum);
}

/** `CC-` and the twelve characters in groups of four. */
export function groupCertificateId(characters: string): string {
  return `${certificatePrefix}-${characters.slice(0, 4)}-${characters.slice(4, 8)}-${characters.slice(8, 12)}`;
}

/** A new ID from the given random bytes (at least eleven; the server passes crypto.randomBytes). */
export function certificateIdFrom(random: Uint8Array): string {
  if (random.length < certificateRandomLength) throw new Error("certificateIdFrom needs 11 random bytes");
  let body = "";
  // 256 is a multiple of 32: the low five bits of each byte are uniform.
  for (let i = 0; i < certificateRandomLength; i++)
    body += certificateAlphabet.charAt((random[i] ?? 0) % base);
  return groupCertificateId(body + checkCharacter(body));
}

/**
 * The older shape the specification's sample uses (`CC-2025-HB-48217`: `CC`, a year, two letters
 * for the category, five digits). It has no check character, so a typo in one reads as an unknown
 * certificate; only the registry can say whether it holds one. Read with its `CC` only, so that it
 * is never confused with a twelve-character ID.
 */
const olderShape = /^CC(20\d{2})([A-Z]{2})(\d{5})$/;

/** Reads what a visitor typed or scanned: any letter case, spaces or dashes, with or without `CC`. */
export function checkCertificateId(input: string): IdCheck {
  let text = input
    .normalize("NFKC")
    .toUpperCase()
    .replace(/[\s\-‐-―_.]/g, "");
  const older = olderShape.exec(text);
  if (older) return { ok: true, id: `${certificatePrefix}-${older[1]}-${older[2]}-${older[3]}` };
  if (text.startsWith(certificatePrefix) && text.length === certificatePrefix.length + 12)
    text = text.slice(certificatePrefix.length);
  if (text.length !== 12) return { ok: false, reason: "format" };
  let characters = "";
  for (const character of text) {
    const read = twins[character] ?? character;
    if (codePoint(read) < 0) return { ok: false, reason: "format" };
    characters += read;
  }
  const body = characters.slice(0, certificateRandomLength);
  if (checkCharacter(body) !== characters.charAt(certificateRandomLength))
    return { ok: false, reason: "check" };
  return { ok: true, id: groupCertificateId(characters) };
}
