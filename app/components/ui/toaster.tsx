import { useEffect } from "react";
import { Toaster as Sonner, toast } from "sonner";
import { attachToaster, showToast, toastLifetimeMs } from "#app/lib/toast.ts";

/** The toaster itself, loaded with the first toast (see app/lib/toast.ts). */
export default function Toaster({ dir }: { dir: "ltr" | "rtl" }) {
  useEffect(() => {
    attachToaster((request) => showToast(toast, request));
    return () => attachToaster(null);
  }, []);
  return <Sonner duration={toastLifetimeMs} richColors closeButton dir={dir} />;
}
