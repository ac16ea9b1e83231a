import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

/**
 * Keyboard target of an arrow, Home or End key in a horizontal tab list: arrows wrap around,
 * and in right-to-left text the left arrow moves forward. Null for other keys.
 */
export function nextTabIndex(key: string, current: number, count: number, dir: "ltr" | "rtl"): number | null {
  const forward = dir === "rtl" ? "ArrowLeft" : "ArrowRight";
  const backward = dir === "rtl" ? "ArrowRight" : "ArrowLeft";
  if (key === forward) return (current + 1) % count;
  if (key === backward) return (current - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

/**
 * Tabs after the WAI-ARIA tabs pattern (automatic activation): a tab list with a roving tab stop,
 * arrow keys (mirrored in right-to-left), Home and End; every panel is in the HTML, the inactive
 * ones `hidden`. It replaces Radix Tabs on the home page, whose JavaScript the page's budget
 * cannot carry (see the home report).
 */
export function HomeTabs<T extends string>({
  ids,
  value,
  onChange,
  dir,
  label,
  listClassName,
  tabClassName,
  panelClassName,
  renderTab,
  renderPanel,
  after,
}: {
  ids: readonly T[];
  value: T;
  onChange: (id: T) => void;
  dir: "ltr" | "rtl";
  label: string;
  listClassName: string;
  tabClassName: string;
  panelClassName: string;
  renderTab: (id: T) => ReactNode;
  renderPanel: (id: T, index: number) => ReactNode;
  /** Shown between the tab list and the panels (e.g. previous/next buttons). */
  after?: ReactNode;
}) {
  const base = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = nextTabIndex(event.key, index, ids.length, dir);
    if (next === null) return;
    event.preventDefault();
    const id = ids[next];
    if (id === undefined) return;
    onChange(id);
    tabs.current[next]?.focus();
  };
  return (
    <>
      <div className={after ? "flex items-center justify-between gap-3" : undefined}>
        <div role="tablist" aria-label={label} aria-orientation="horizontal" className={listClassName}>
          {ids.map((id, i) => (
            <button
              key={id}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${id}`}
              aria-selected={id === value}
              aria-controls={`${base}-panel-${id}`}
              tabIndex={id === value ? 0 : -1}
              data-state={id === value ? "active" : "inactive"}
              data-tab={id}
              onClick={() => onChange(id)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={tabClassName}
            >
              {renderTab(id)}
            </button>
          ))}
        </div>
        {after}
      </div>
      {ids.map((id, i) => (
        <div
          key={id}
          role="tabpanel"
          id={`${base}-panel-${id}`}
          aria-labelledby={`${base}-tab-${id}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel takes focus (WAI-ARIA tabs pattern)
          tabIndex={0}
          hidden={id !== value}
          data-panel={id}
          className={panelClassName}
        >
          {renderPanel(id, i)}
        </div>
      ))}
    </>
  );
}
