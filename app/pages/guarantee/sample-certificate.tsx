import { FileBadge } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import type { GuaranteeCopy } from "./copy/index.ts";

const loadDialog = () => import("./sample-certificate-dialog.tsx");
const SampleCertificateDialog = lazy(loadDialog);

/**
 * The button that opens the sample certificate modal. The dialog and its library load on first use, or as soon as the pointer or
 * focus reaches the button.
 */
export function SampleCertificate({
  copy,
  className = "inline-flex h-11 items-center gap-2 rounded-full bg-ink px-6 text-sm font-semibold text-white hover:bg-black",
}: {
  copy: GuaranteeCopy["certificate"];
  className?: string;
}) {
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
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={className}
      >
        <FileBadge aria-hidden="true" className="size-5" />
        {copy.open}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <SampleCertificateDialog
            open={open}
            setOpen={setOpen}
            trigger={trigger}
            copy={copy.dialog}
            verify={copy.verify}
          />
        </Suspense>
      )}
    </>
  );
}
