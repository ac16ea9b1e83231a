import { checkCertificateId } from "#app/lib/certificate-id.ts";
import { siteConfig } from "#app/lib/env.server.ts";
import { absoluteUrl } from "#app/lib/site-config.ts";
import type { Route } from "./+types/qr-svg";
import { qrSvgFile } from "./qr.server.ts";

/**
 * `/verify/{id}/qr.svg`: the QR code of a certificate's public page as an image, for the vault's
 * screens (an `<img>`), for print and for sharing. It encodes the page's address whether or not
 * the certificate exists (the address is all it holds); a mistyped ID answers 404.
 */
export function loader({ params }: Route.LoaderArgs) {
  const checked = checkCertificateId(params.id);
  if (!checked.ok)
    return new Response("Not a certificate ID", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const svg = qrSvgFile(absoluteUrl(siteConfig(), `/verify/${checked.id}`));
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=86400",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
