import type { MouseEvent, ReactNode } from "react";

/**
 * A link to a section of the same page. Without JavaScript it is a plain fragment link; with it,
 * the section scrolls into view smoothly (instantly under reduced motion) and takes the focus, so
 * keyboard and screen-reader users land where they are sent.
 */
export function BizScrollLink({
  targetId,
  className,
  children,
}: {
  targetId: string;
  className?: string;
  children: ReactNode;
}) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId);
    if (!target || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    // Bands out of view wait to be laid out (app.css); a smooth scroll would aim at where the
    // target stands while they are stand-ins and overshoot it as they take their height.
    document.documentElement.dataset.bands = "laid-out";
    target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    target.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, "", `#${targetId}`);
  }
  return (
    <a href={`#${targetId}`} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
