import type { CategoryId } from "#app/data/shots.ts";
import { objectOutlines, shotViewOf, viewMarks } from "./shot-pictures.ts";

/** A small line drawing of the photo a shot asks for (decorative: the shot's words say it all). */
export function ShotPicture({
  category,
  slot,
  className,
}: {
  category: CategoryId;
  slot: string;
  className?: string;
}) {
  const view = shotViewOf(category, slot);
  const object = objectOutlines[category];
  const common = {
    fill: "none",
    stroke: "currentColor",
    strokeLinecap: "round",
    strokeLinejoin: "round",
  } as const;
  let drawing: React.ReactNode;
  switch (view.kind) {
    case "label":
    case "box":
    case "paper":
    case "corner":
      drawing = <path d={viewMarks[view.kind]} strokeWidth={1.75} />;
      break;
    case "pair":
      drawing = (
        <>
          <path d={object} strokeWidth={1.5} transform="translate(-6 -8) scale(0.85)" />
          <path d={object} strokeWidth={1.5} transform="translate(14 14) scale(0.75)" />
        </>
      );
      break;
    case "detail": {
      const lens = `M${view.x} ${view.y - 9}${viewMarks.loupe}`;
      const handle = `M${view.x + 6.5} ${view.y + 6.5}l7 7`;
      drawing = (
        <>
          <path d={object} strokeWidth={1.5} opacity={0.45} />
          <path d={lens} strokeWidth={2.25} fill="#fff" />
          <path d={handle} strokeWidth={3} />
        </>
      );
      break;
    }
    default:
      drawing = (
        <>
          <path d={object} strokeWidth={1.75} />
          {view.kind !== "front" && (
            <path d={viewMarks[view.kind]} strokeWidth={2} className="text-gold" stroke="currentColor" />
          )}
        </>
      );
  }
  return (
    <svg
      viewBox="0 0 64 64"
      width="64"
      height="64"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...common}
    >
      {drawing}
    </svg>
  );
}
