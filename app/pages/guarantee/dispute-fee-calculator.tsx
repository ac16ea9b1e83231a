import { useId, useState } from "react";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { MessageNodes } from "#app/components/ui/message-nodes.tsx";
import type { GuaranteeCopy } from "./copy/index.ts";
import { calculatorValuesIn, disputeFee, feeBandLabel, formatUsdCode } from "./guarantee.ts";

/**
 * The dispute-fee calculator: the visitor types the payout they were quoted and the fee of its
 * band appears at once, with the refund rule, in a polite live region. Invalid input gets a
 * clear message and marks the field invalid.
 */
export function DisputeFeeCalculator({
  copy,
  fee,
}: {
  copy: GuaranteeCopy["calculator"];
  /** The fee section's words: the band names and the refund rule. */
  fee: GuaranteeCopy["fee"];
}) {
  const [value, setValue] = useState("");
  const { language, t } = useI18n();
  const figures = calculatorValuesIn(language);
  const id = useId();
  const inputId = `${id}-payout`;
  const hintId = `${id}-hint`;
  const resultId = `${id}-result`;
  const result = disputeFee(value, language);
  const invalid = !result.ok && result.reason !== "empty";

  return (
    <form
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => event.preventDefault()}
      className="rounded-2xl border border-line bg-white p-6 shadow-sm"
    >
      <h3 id={`${id}-title`} className="font-serif text-xl">
        {copy.title}
      </h3>
      <label htmlFor={inputId} className="mt-4 block text-sm font-semibold">
        {copy.label}
      </label>
      <p id={hintId} className="text-sm text-ink/70">
        {t(copy.hint, figures)}
      </p>
      <div className="mt-2 flex max-w-xs items-center rounded-lg border border-ink/40 bg-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-gold">
        <span aria-hidden="true" className="ps-3 text-sm text-ink/70">
          {copy.currency}
        </span>
        <input
          id={inputId}
          name="quotedPayout"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-describedby={`${hintId} ${resultId}`}
          aria-invalid={invalid || undefined}
          className="h-11 w-full rounded-lg bg-transparent px-2 text-base outline-none"
        />
      </div>
      <div id={resultId} role="status" aria-live="polite" className="mt-4 min-h-24 text-sm">
        {result.ok ? (
          <>
            <p className="text-lg">
              <MessageNodes
                text={copy.fee}
                values={{
                  fee: <strong data-testid="dispute-fee">{formatUsdCode(result.fee, language)}</strong>,
                }}
              />
            </p>
            <p className="text-ink/75">
              <MessageNodes
                text={copy.band}
                values={{
                  payout: formatUsdCode(result.payout, language),
                  band: feeBandLabel(language, fee.bands, result.band),
                }}
              />
            </p>
            <p className="mt-1 text-ink/75">
              {fee.upheld} {fee.reconfirmed}
            </p>
          </>
        ) : (
          <p className={invalid ? "font-semibold text-red-800" : "text-ink/75"}>
            {t(copy.errors[result.reason], figures)}
          </p>
        )}
      </div>
    </form>
  );
}
