import { Minus, MoveDown, MoveLeft, MoveRight, MoveUp, Plus, RotateCcw } from "lucide-react";
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from "react";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { formatPercentIn } from "#app/i18n/format.ts";
import type { ReviewPhoto } from "./review-api.ts";
import { useReviewWords } from "./screen.tsx";
import {
  clampView,
  moveRect,
  type Rect,
  rectFromPoints,
  resizeRect,
  type View,
  zoomView,
} from "./viewer-math.ts";

/** The largest derivative of a photo (WebP, else AVIF), with its width. */
export function largestOf(photo: ReviewPhoto) {
  const widths = Object.keys(photo.urls ?? {})
    .map(Number)
    .filter(Number.isFinite)
    .sort((a, b) => b - a);
  for (const width of widths) {
    const url = photo.urls?.[String(width)]?.webp ?? photo.urls?.[String(width)]?.avif;
    if (url) return { url, width };
  }
  return null;
}

export interface ShownMark {
  key: string;
  rect: Rect;
  label: string;
}

export interface Drawing {
  pointLabel: string;
  onSave: (rect: Rect) => void;
  onCancel: () => void;
}

const defaultBox: Rect = { x: 0.35, y: 0.35, w: 0.3, h: 0.3 };
const step = 0.1;
const boxStep = 0.02;
const control =
  "inline-flex size-11 items-center justify-center rounded-full border border-ink/40 bg-white hover:bg-paper focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink disabled:opacity-50";

/**
 * One photo with zoom and pan: mouse (wheel, drag), touch (pinch, drag), keyboard (+ − arrows,
 * 0 resets) and a button for each. Marks are drawn as outlines on the photo; while `drawing`,
 * a drag draws a rectangle instead of moving the photo, and the arrow keys move (with Shift,
 * resize) a box that starts in the middle.
 */
export function PhotoViewer({
  photo,
  shot,
  marks,
  drawing,
}: {
  photo: ReviewPhoto;
  shot: string;
  marks: readonly ShownMark[];
  drawing: Drawing | null;
}) {
  const { copy } = useReviewWords();
  const { t, language } = useI18n();
  const helpId = useId();
  const stage = useRef<HTMLDivElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const [box, setBox] = useState<Rect | null>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ start?: { x: number; y: number }; pinch?: number } | null>(null);
  const largest = largestOf(photo);
  const ratio = photo.width && photo.height ? photo.width / photo.height : 4 / 3;

  // A new drawing starts with the default box (a new photo remounts the viewer: its key).
  const drawingFor = drawing?.pointLabel ?? null;
  const [boxFor, setBoxFor] = useState<string | null>(null);
  if (boxFor !== drawingFor) {
    setBoxFor(drawingFor);
    setBox(drawingFor ? defaultBox : null);
  }

  const sizeOf = () => {
    const r = stage.current?.getBoundingClientRect();
    return { width: r?.width ?? 0, height: r?.height ?? 0 };
  };
  const change = (next: (v: View) => View) => setView((v) => clampView(next(v), sizeOf()));
  const zoom = (factor: number) => change((v) => zoomView(v, factor));
  const pan = (dx: number, dy: number) => {
    const { width, height } = sizeOf();
    change((v) => ({ ...v, x: v.x + dx * width, y: v.y + dy * height }));
  };

  // The wheel zooms (a listener that may cancel the page's scroll: React's is passive).
  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      setView((v) => {
        const r = el.getBoundingClientRect();
        return clampView(zoomView(v, e.deltaY < 0 ? 1.2 : 1 / 1.2), { width: r.width, height: r.height });
      });
    };
    el.addEventListener("wheel", onWheel, { passive: false });
    return () => el.removeEventListener("wheel", onWheel);
  }, []);

  /** A point of the pointer in fractions of the photo as shown (zoom and pan included). */
  const fractionAt = (clientX: number, clientY: number) => {
    const r = image.current?.getBoundingClientRect();
    if (!r || r.width === 0 || r.height === 0) return { x: 0, y: 0 };
    return { x: (clientX - r.left) / r.width, y: (clientY - r.top) / r.height };
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (drawing) {
      gesture.current = { start: fractionAt(e.clientX, e.clientY) };
      return;
    }
    const [a, b] = [...pointers.current.values()];
    gesture.current = a && b ? { pinch: Math.hypot(a.x - b.x, a.y - b.y) } : {};
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const last = pointers.current.get(e.pointerId);
    if (!last || !gesture.current) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (drawing && gesture.current.start) {
      setBox(rectFromPoints(gesture.current.start, fractionAt(e.clientX, e.clientY)));
      return;
    }
    const [a, b] = [...pointers.current.values()];
    if (a && b && gesture.current.pinch) {
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      const factor = distance / gesture.current.pinch;
      gesture.current.pinch = distance;
      zoom(factor);
      return;
    }
    const dx = e.clientX - last.x;
    const dy = e.clientY - last.y;
    change((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size === 0) gesture.current = null;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const arrows: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const arrow = arrows[e.key];
    if (drawing && box && arrow) {
      e.preventDefault();
      setBox(
        e.shiftKey
          ? resizeRect(box, arrow[0] * boxStep, arrow[1] * boxStep)
          : moveRect(box, arrow[0] * boxStep, arrow[1] * boxStep),
      );
      return;
    }
    if (arrow) {
      e.preventDefault();
      // The arrow moves the view the way it points: the photo slides the other way.
      pan(-arrow[0] * step, -arrow[1] * step);
    } else if (e.key === "+" || e.key === "=") {
      e.preventDefault();
      zoom(1.25);
    } else if (e.key === "-" || e.key === "_") {
      e.preventDefault();
      zoom(1 / 1.25);
    } else if (e.key === "0") {
      e.preventDefault();
      setView({ scale: 1, x: 0, y: 0 });
    } else if (drawing && e.key === "Enter" && box) {
      e.preventDefault();
      drawing.onSave(box);
    } else if (drawing && e.key === "Escape") {
      e.preventDefault();
      drawing.onCancel();
    }
  };

  const buttons = [
    { label: copy.viewer.zoomIn, icon: Plus, act: () => zoom(1.25) },
    { label: copy.viewer.zoomOut, icon: Minus, act: () => zoom(1 / 1.25) },
    { label: copy.viewer.panLeft, icon: MoveLeft, act: () => pan(step, 0) },
    { label: copy.viewer.panRight, icon: MoveRight, act: () => pan(-step, 0) },
    { label: copy.viewer.panUp, icon: MoveUp, act: () => pan(0, step) },
    { label: copy.viewer.panDown, icon: MoveDown, act: () => pan(0, -step) },
    { label: copy.viewer.reset, icon: RotateCcw, act: () => setView({ scale: 1, x: 0, y: 0 }) },
  ];
  const outline = (r: Rect) => ({
    left: `${r.x * 100}%`,
    top: `${r.y * 100}%`,
    width: `${r.w * 100}%`,
    height: `${r.h * 100}%`,
  });

  return (
    <figure className="min-w-0">
      <div
        ref={stage}
        role="application"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the stage takes the keyboard (zoom, pan, the mark box), as an application region
        tabIndex={0}
        aria-label={t(copy.viewer.label, { shot })}
        aria-describedby={helpId}
        data-testid="photo-stage"
        dir="ltr"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
        style={{ aspectRatio: String(ratio) }}
        className={`relative w-full touch-none overflow-hidden rounded-xl bg-ink/90 select-none focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-gold ${drawing ? "cursor-crosshair" : "cursor-grab"}`}
      >
        <div
          className="absolute inset-0 origin-center"
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        >
          {largest ? (
            <img
              ref={image}
              src={largest.url}
              alt={t(copy.viewer.photoOf, { shot })}
              width={photo.width}
              height={photo.height}
              draggable={false}
              className="size-full object-contain"
            />
          ) : null}
          <div aria-hidden="true" className="pointer-events-none absolute inset-0">
            {marks.map((m) => (
              <div
                key={m.key}
                data-testid="mark-outline"
                title={m.label}
                className="absolute border-2 border-gold-light shadow-[0_0_0_1px_rgba(0,0,0,0.8)]"
                style={outline(m.rect)}
              />
            ))}
            {box ? (
              <div
                data-testid="mark-draft"
                className="absolute border-2 border-dashed border-white shadow-[0_0_0_1px_rgba(0,0,0,0.8)]"
                style={outline(box)}
              />
            ) : null}
          </div>
        </div>
      </div>
      <figcaption className="mt-2 text-sm">
        <span className="font-semibold">{shot}</span>{" "}
        <span className="text-ink/80">
          {t(copy.viewer.zoom, { percent: formatPercentIn(language, view.scale, 0) })}
        </span>
        <span id={helpId} className="block text-ink/80">
          {drawing ? copy.viewer.markHelp : copy.viewer.help}
        </span>
      </figcaption>
      <div className="mt-2 flex flex-wrap gap-2" dir="ltr">
        {buttons.map((b) => (
          <button
            key={b.label}
            type="button"
            className={control}
            onClick={b.act}
            aria-label={b.label}
            title={b.label}
          >
            <b.icon aria-hidden="true" className="size-5" />
          </button>
        ))}
      </div>
      {drawing ? (
        <div className="mt-3 rounded-xl border border-gold bg-gold-light/30 p-3">
          <p role="status" className="font-semibold [overflow-wrap:anywhere]">
            {t(copy.viewer.markingFor, { point: drawing.pointLabel })}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              className="inline-flex min-h-11 items-center rounded-full bg-ink px-5 font-semibold text-white disabled:opacity-60"
              disabled={!box}
              onClick={() => box && drawing.onSave(box)}
            >
              {copy.viewer.saveMark}
            </button>
            <button
              type="button"
              className="inline-flex min-h-11 items-center rounded-full border border-ink bg-white px-5 font-semibold"
              onClick={drawing.onCancel}
            >
              {copy.viewer.cancelMark}
            </button>
          </div>
        </div>
      ) : null}
    </figure>
  );
}
