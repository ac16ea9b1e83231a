/**
 * Toasts: success, error, info; a destructive variant maps to error.
 * The toast library loads with the first toast, not with the page: `notify` queues the toast,
 * asks the host in the layout to mount the toaster, and the toaster shows the queue once it is up.
 */
export type ToastKind = "success" | "error" | "info" | "destructive";

export const toastLifetimeMs = 5000;

export interface ToastRequest {
  kind: ToastKind;
  title: string;
  description?: string;
}

/** The part of sonner's `toast` this site uses. */
export interface ToastApi {
  success: (title: string, options?: { description: string }) => unknown;
  error: (title: string, options?: { description: string }) => unknown;
  info: (title: string, options?: { description: string }) => unknown;
}

export function showToast(api: ToastApi, { kind, title, description }: ToastRequest): void {
  const options = description ? { description } : undefined;
  if (kind === "success") api.success(title, options);
  else if (kind === "info") api.info(title, options);
  else api.error(title, options);
}

const queue: ToastRequest[] = [];
let show: ((request: ToastRequest) => void) | null = null;
let mountToaster: (() => void) | null = null;

export function notify(kind: ToastKind, title: string, description?: string): void {
  const request = { kind, title, description };
  if (show) return show(request);
  queue.push(request);
  mountToaster?.();
}

/** Called by the layout's toaster host: how to mount the toaster when a toast is wanted. */
export function registerToasterHost(mount: (() => void) | null): void {
  mountToaster = mount;
  if (mount && queue.length > 0) mount();
}

/** Called by the mounted toaster: shows what waited, then every later toast at once. */
export function attachToaster(display: ((request: ToastRequest) => void) | null): void {
  show = display;
  if (display) for (const request of queue.splice(0)) display(request);
}
