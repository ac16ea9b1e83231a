import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** Form fields keep their context menu, so visitors can still paste and correct what they type. */
export function allowsContextMenu(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest("input, textarea, select, [contenteditable=''], [contenteditable='true']") !== null
  );
}

/**
 * Behaviour shared by every page: scroll to top on every route change,
 * no context menu outside form fields, and the service worker registered on load.
 */
export function useSiteBehaviour(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);

  useEffect(() => {
    const onContextMenu = (event: MouseEvent) => {
      if (!allowsContextMenu(event.target)) event.preventDefault();
    };
    document.addEventListener("contextmenu", onContextMenu);
    return () => document.removeEventListener("contextmenu", onContextMenu);
  }, []);

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const register = () => {
      navigator.serviceWorker.register("/sw.js").catch(() => {
        // Registration errors are ignored: the site works without it.
      });
    };
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
  }, []);
}
