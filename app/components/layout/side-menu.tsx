import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useI18n } from "#app/components/i18n-provider.tsx";

const loadDialog = () => import("./side-menu-dialog.tsx");
const SideMenuDialog = lazy(loadDialog);

/**
 * The menu button. The menu itself (and its dialog library) loads on first use, or as soon as
 * the pointer or focus reaches the button, so that pages do not pay for it up front.
 */
export function SideMenu() {
  const { m } = useI18n();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={m.header.openMenu}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/10"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <SideMenuDialog open={open} setOpen={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
