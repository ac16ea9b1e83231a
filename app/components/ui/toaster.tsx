import { useEffect } from "react";
import { Toaster as Sonner, toast } from "sonner";
import { attachToaster, showToast, toastLifetimeMs } from "#app/lib/toast.ts";

/** The toaster itself, loaded with the first toast (see app/lib/toast.ts). */
export default function Toaster({
  dir,
  labels,
}: {
  dir: "ltr" | "rtl";
  /** The region's and the close buttons' names, from the chrome copy (sonner's are English). */
  labels: { notifications: string; closeToast: string };
}) {
  useEffect(() => {
    attachToaster((request) => showToast(toast, request));
    return () => attachToaster(null);
  }, []);
  return (
    <Sonner
      duration={toastLifetimeMs}
      richColors
      closeButton
      dir={dir}
      containerAriaLabel={labels.notifications}
      toastOptions={{ closeButtonAriaLabel: labels.closeToast }}
    />
  );
}
