import { lazy, Suspense, useEffect, useState } from "react";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { attachToaster, registerToasterHost, type ToastRequest, toastLifetimeMs } from "#app/lib/toast.ts";
import { ErrorBoundary } from "./error-screen.tsx";

const Toaster = lazy(() => import("./toaster.tsx"));

/** Mounts the toaster on the first toast, so that pages without toasts never load it. */
export function ToasterHost({ dir }: { dir: "ltr" | "rtl" }) {
  const { m } = useI18n();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    registerToasterHost(() => setNeeded(true));
    return () => registerToasterHost(null);
  }, []);
  return needed ? (
    <ErrorBoundary fallback={<PlainToasts />}>
      <Suspense fallback={null}>
        <Toaster dir={dir} labels={m.a11y} />
      </Suspense>
    </ErrorBoundary>
  ) : null;
}

/**
 * The toasts without the toast library, for a visitor whose browser could not load it (offline,
 * or a new release replaced it): the same titles and sentences for as long, plainly, and marked
 * as the library marks its toasts. Without it, the first toast of an offline visitor would take
 * the page down with it.
 */
function PlainToasts() {
  const [toasts, setToasts] = useState<(ToastRequest & { id: number })[]>([]);
  useEffect(() => {
    let next = 0;
    attachToaster((request) => {
      const id = next++;
      setToasts((list) => [...list, { ...request, id }]);
      setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), toastLifetimeMs);
    });
    return () => attachToaster(null);
  }, []);
  return (
    <div className="fixed inset-x-4 bottom-4 z-50 flex flex-col gap-2 sm:start-auto sm:w-96">
      {toasts.map(({ id, kind, title, description }) => {
        const type = kind === "destructive" ? "error" : kind;
        return (
          <div
            key={id}
            role={type === "error" ? "alert" : "status"}
            data-sonner-toast=""
            data-type={type}
            className="rounded-lg border border-line bg-white p-4 text-sm text-ink shadow-lg"
          >
            <div data-title="" className="font-semibold">
              {title}
            </div>
            {description ? <div data-description="">{description}</div> : null}
          </div>
        );
      })}
    </div>
  );
}
