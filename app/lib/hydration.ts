/**
 * The page and footer hydrate in their own interruptible pass, after the chrome (see
 * `SiteChrome`). A state change that reaches them before that pass has finished would make React
 * render them with it while matching the server's HTML, and fail. Work that changes what they
 * show at start (a stored language choice) waits for this.
 */
let resolveHydrated: () => void = () => {};
const hydrated = new Promise<void>((resolve) => {
  resolveHydrated = resolve;
});

/** Called once the page and footer have hydrated; marks the document for the browser tests. */
export function markHydrated(): void {
  document.documentElement.setAttribute("data-hydrated", "");
  resolveHydrated();
}

export function whenHydrated(): Promise<void> {
  return hydrated;
}
