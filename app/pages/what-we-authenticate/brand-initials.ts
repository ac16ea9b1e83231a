/**
 * The stand-in for a brand logo:
 * the first three letters or digits of the name, ignoring spaces and punctuation, in uppercase.
 * "Rolex" gives "ROL", "A. Lange & Söhne" "ALA", "1017 ALYX 9SM" "101", "Hermès" "HER",
 * "Dr. Martens" "DRM"; a shorter name gives what it has ("On" gives "ON").
 */
export function brandInitials(name: string): string {
  const chars = name.normalize("NFC").match(/[\p{L}\p{N}]/gu) ?? [];
  return chars.slice(0, 3).join("").toLocaleUpperCase("en-US");
}

/**
 * The longest name set as a wordmark. A wordmark is the name itself in one house style (the
 * display serif, semi-bold, capitals, wide tracking), on one line: at the narrowest card (two
 * columns on a 375 px phone, about 130 px inside) ten tracked capitals fit at 15 px; a longer
 * name would wrap or shrink, and stop reading as a mark. Those keep the three-letter stand-in.
 */
export const wordmarkMaxLength = 10;

/** Whether the brand's card shows its name as a wordmark (else its initials beside the name). */
export function hasWordmark(name: string): boolean {
  return [...name.normalize("NFC").trim()].length <= wordmarkMaxLength;
}
