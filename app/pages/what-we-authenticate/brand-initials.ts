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
