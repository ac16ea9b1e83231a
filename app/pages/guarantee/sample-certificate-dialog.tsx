import * as Dialog from "@radix-ui/react-dialog";
import { BadgeCheck, X } from "lucide-react";
import type { RefObject } from "react";
import { formatUsdCode } from "./guarantee.ts";
import { sampleCertificate } from "./sample-certificate-data.ts";

/**
 * The sample certificate modal, loaded on first use: item, colour, authentication result,
 * confidence, condition grade out of 10, market value range and certificate ID. Radix Dialog
 * traps focus and closes on Escape; focus goes back to the button that opened it.
 */
export default function SampleCertificateDialog(props: {
  open: boolean;
  setOpen: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const c = sampleCertificate;
  const fields: { label: string; value: string }[] = [
    { label: "Item", value: c.item },
    { label: "Colour", value: c.colour },
    { label: "Authentication result", value: c.result },
    { label: "Confidence", value: c.confidence },
    { label: "Condition grade", value: `${c.conditionGrade}/10` },
    {
      label: "Market value range",
      value: `${formatUsdCode(c.marketValue.min)} – ${formatUsdCode(c.marketValue.max)}`,
    },
    { label: "Certificate ID", value: c.certificateId },
  ];

  return (
    <Dialog.Root open={props.open} onOpenChange={props.setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          lang="en"
          dir="ltr"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            props.trigger.current?.focus();
          }}
          className="fixed inset-0 z-50 m-auto h-fit max-h-[90vh] w-[min(92vw,32rem)] overflow-y-auto rounded-2xl border-4 border-double border-gold bg-paper p-6 text-ink shadow-2xl outline-none md:p-8"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">
                Digital certificate · Sample
              </p>
              <Dialog.Title className="mt-1 font-serif text-2xl">Certificate of Authenticity</Dialog.Title>
            </div>
            <Dialog.Close
              aria-label="Close sample certificate"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-ink/10"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-ink/75">
            An example of the certificate issued after an authentication, with illustrative details. Real
            certificates are blockchain-verified and can be checked by their ID.
          </Dialog.Description>
          <dl className="mt-6 divide-y divide-line rounded-xl border border-line bg-white">
            {fields.map((field) => (
              <div
                key={field.label}
                className="grid gap-1 px-4 sm:grid-cols-[10rem_1fr] sm:gap-3 py-3 text-sm"
              >
                <dt className="text-ink/70">{field.label}</dt>
                <dd className="font-semibold" data-field={field.label}>
                  {field.label === "Authentication result" ? (
                    <span className="inline-flex items-center gap-1 text-green-800">
                      <BadgeCheck aria-hidden="true" className="size-4" />
                      {field.value}
                    </span>
                  ) : (
                    field.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
