import { checkCharacter, groupCertificateId } from "#app/lib/certificate-id.ts";

/** Why a typed ID was refused before any lookup: nothing typed, not an ID's shape, or a mistyped character. */
export type TypedIdError = "empty" | "format" | "check";

/** The ID the form's hint shows as an example: made with the real check character, so it reads as an ID. */
export const exampleCertificateId = groupCertificateId(`7KQ2M9XD41P${checkCharacter("7KQ2M9XD41P")}`);

/** How long a shared cache may keep a certificate's page (the registry's changes show within it). */
export const certificatePageCacheControl = "public, max-age=0, s-maxage=5";
