import type { QrDrawing } from "./qr.server.ts";

/** A QR code drawn on the server (qr.server.ts), shown inline: black modules on a white square. */
export function QrCode({
  drawing,
  label,
  className,
}: {
  drawing: QrDrawing;
  label: string;
  className?: string;
}) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${drawing.size} ${drawing.size}`}
      shapeRendering="crispEdges"
      className={className}
      data-qr=""
    >
      <rect width={drawing.size} height={drawing.size} fill="#fff" />
      <path d={drawing.path} fill="#000" />
    </svg>
  );
}
