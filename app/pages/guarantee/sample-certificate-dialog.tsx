import * as Dialog from "@radix-ui/react-dialog";
import { BadgeCheck, X } from "lucide-react";
import type { RefObject } from "react";
import { Link } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { Ltr } from "#app/components/ui/ltr.tsx";
import { formatPercentIn } from "#app/i18n/format.ts";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import type { GuaranteeCopy } from "./copy/index.ts";
import { formatUsdCode } from "./guarantee.ts";
import { certificateFieldIds, sampleCertificate } from "./sample-certificate-data.ts";

/**
 * The sample certificate modal, loaded on first use: item, colour, authentication result,
 * confidence, condition grade out of 10, market value range and certificate ID. Radix Dialog
 * traps focus and closes on Escape; focus goes back to the button that opened it.
 */
export default function SampleCertificateDialog(props: {
  open: boolean;
  setOpen: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
  copy: GuaranteeCopy["certificate"]["dialog"];
  /** The words of the link to /verify, where a real certificate is checked. */
  verify: string;
}) {
  const { t, language } = useI18n();
  const localize = useLocalizedPath();
  const { copy } = props;
  const c = sampleCertificate;
  const values: Record<(typeof certificateFieldIds)[number], string> = {
    item: copy.sample.item,
    colour: copy.sample.colour,
    result: copy.sample.result,
    confidence: formatPercentIn(language, c.confidence),
    grade: t(copy.grade, { grade: c.conditionGrade }),
    value: t(copy.range, {
      min: formatUsdCode(c.marketValue.min, language),
      max: formatUsdCode(c.marketValue.max, language),
    }),
    id: c.certificateId,
  };

  return (
    <Dialog.Root open={props.open} onOpenChange={props.setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            props.trigger.current?.focus();
          }}
          className="fixed inset-0 z-50 m-auto h-fit max-h-[90vh] w-[min(92vw,32rem)] overflow-y-auto rounded-2xl border-4 border-double border-gold bg-paper p-6 text-ink shadow-2xl outline-none md:p-8"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">{copy.eyebrow}</p>
              <Dialog.Title className="mt-1 font-serif text-2xl">{copy.title}</Dialog.Title>
            </div>
            <Dialog.Close
              aria-label={copy.close}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-ink/10"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-ink/75">{copy.description}</Dialog.Description>
          <dl className="mt-6 divide-y divide-line rounded-xl border border-line bg-white">
            {certificateFieldIds.map((field) => (
              <div key={field} className="grid gap-1 px-4 sm:grid-cols-[10rem_1fr] sm:gap-3 py-3 text-sm">
                <dt className="text-ink/70">{copy.fields[field]}</dt>
                <dd className="font-semibold" data-field={field}>
                  {field === "result" ? (
                    <span className="inline-flex items-center gap-1 text-green-800">
                      <BadgeCheck aria-hidden="true" className="size-4" />
                      {values[field]}
                    </span>
                  ) : field === "id" ? (
                    <Ltr>{values[field]}</Ltr>
                  ) : (
                    values[field]
                  )}
                </dd>
              </div>
            ))}
          </dl>
          <Link
            to={localize("/verify")}
            className="mt-5 inline-flex min-h-11 items-center font-semibold text-ink underline underline-offset-4"
          >
            {props.verify}
          </Link>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
