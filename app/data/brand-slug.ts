/**
 * The slug of a brand of the brand directory (app/data/brand-directory.ts):
 * what an item stores in `brand` and the screens send (docs/decisions/020-authentication-requests.md).
 * "Hermès" -> "hermes", "Dolce & Gabbana" -> "dolce-and-gabbana", "Tod's" -> "tods".
 */
export function brandSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’.]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
