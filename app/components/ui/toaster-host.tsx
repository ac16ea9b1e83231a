import { lazy, Suspense, useEffect, useState } from "react";
import { registerToasterHost } from "#app/lib/toast.ts";

const Toaster = lazy(() => import("./toaster.tsx"));

/** Mounts the toaster on the first toast, so that pages without toasts never load it. */
export function ToasterHost({ dir }: { dir: "ltr" | "rtl" }) {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    registerToasterHost(() => setNeeded(true));
    return () => registerToasterHost(null);
  }, []);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster dir={dir} />
    </Suspense>
  ) : null;
}
