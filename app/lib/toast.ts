import { toast } from "sonner";

/** Toast kinds of the specification (spec 000, section 3); a destructive variant maps to error. */
export type ToastKind = "success" | "error" | "info" | "destructive";

export const toastLifetimeMs = 5000;

export function notify(kind: ToastKind, title: string, description?: string): void {
  const options = description ? { description } : undefined;
  switch (kind) {
    case "success":
      toast.success(title, options);
      return;
    case "info":
      toast.info(title, options);
      return;
    case "error":
    case "destructive":
      toast.error(title, options);
      return;
  }
}
