import { type FormEvent, useState } from "react";
import { useActionData } from "react-router";
import {
  FieldLabel,
  FormNotice,
  Honeypot,
  inputClass,
  Spinner,
  submitClass,
  useHydrated,
} from "#app/components/forms/form-parts.tsx";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { noticeFor } from "#app/forms/outcome.ts";
import type { FormActionData } from "#app/forms/page-action.server.ts";
import { check, leadSchema, useCases } from "#app/forms/schemas.ts";
import { submitLead } from "#app/forms/submit.ts";
import { notify } from "#app/lib/toast.ts";

const empty = { name: "", email: "", company: "", monthlyVolume: "", useCase: "", message: "" };
type Values = typeof empty;
const clientSchema = leadSchema("client");

/**
 * The business lead form (spec 000, sections 3, 4, 5 and 8). Rendered without props in the
 * lead-capture section of /business. Five checks in order as 'Validation Error' notices; submit
 * disabled while consent is unchecked and while sending; success resets every field with consent
 * unchecked; failure logs, tells and keeps the data. Without JavaScript it posts to the page's
 * route action (consent is then a required checkbox) and shows the same texts inline.
 */
export function LeadForm() {
  const { m, t: fill, language } = useI18n();
  const t = m.forms.lead;
  const hydrated = useHydrated();
  const answer = useActionData() as FormActionData | undefined;
  const posted = answer?.form === "lead" ? answer : undefined;
  const [values, setValues] = useState<Values>(() => ({ ...empty, ...pick(posted?.values) }));
  const [consent, setConsent] = useState(posted?.values?.consent === "on");
  const [trap, setTrap] = useState("");
  const [sending, setSending] = useState(false);

  const field = (name: keyof Values) => ({
    id: `lead-${name}`,
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    disabled: sending,
    className: inputClass,
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const checked = check(clientSchema, { ...values, consent });
    if (!checked.ok) {
      notify("error", t.validationTitle, m.forms.issues[checked.issue.key]);
      return;
    }
    setSending(true);
    try {
      const { formType: _lead, ...lead } = checked.value;
      const outcome = await submitLead(lead, language, trap);
      const notice = noticeFor("lead", outcome, m.forms);
      if (notice.ok) {
        setValues(empty);
        setConsent(false);
      } else {
        console.error("Demo request failed:", outcome?.body.error ?? "no answer from the server");
      }
      notify(notice.kind, notice.title, notice.description);
    } finally {
      setSending(false);
    }
  }

  const blocked = sending || (hydrated && !consent);

  return (
    <form
      method="post"
      noValidate={hydrated}
      onSubmit={hydrated ? onSubmit : undefined}
      aria-label={t.heading}
      className="relative space-y-5"
      data-form="lead"
    >
      {posted ? <FormNotice notice={posted.notice} /> : null}
      <p className="text-sm text-ink/75">{m.forms.requiredNote}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <FieldLabel htmlFor="lead-name" required>
            {t.name}
          </FieldLabel>
          <input {...field("name")} type="text" required autoComplete="name" />
        </div>
        <div>
          <FieldLabel htmlFor="lead-email" required>
            {t.email}
          </FieldLabel>
          <input {...field("email")} type="email" required autoComplete="email" />
        </div>
        <div>
          <FieldLabel htmlFor="lead-company" required>
            {t.company}
          </FieldLabel>
          <input {...field("company")} type="text" required autoComplete="organization" />
        </div>
        <div>
          <FieldLabel htmlFor="lead-monthlyVolume">{t.monthlyVolume}</FieldLabel>
          <input {...field("monthlyVolume")} type="text" aria-describedby="lead-monthlyVolume-hint" />
          <p id="lead-monthlyVolume-hint" className="mt-1 text-xs text-ink/70">
            {t.monthlyVolumeHint}
          </p>
        </div>
      </div>
      <div>
        <FieldLabel htmlFor="lead-useCase" required>
          {t.useCase}
        </FieldLabel>
        <select {...field("useCase")} required>
          <option value="">{t.useCasePlaceholder}</option>
          {useCases.map((u) => (
            <option key={u} value={u}>
              {t.useCases[u]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <FieldLabel htmlFor="lead-message">{t.message}</FieldLabel>
        <textarea {...field("message")} rows={4} />
      </div>
      <div className="flex items-start gap-3">
        <input
          id="lead-consent"
          name="consent"
          type="checkbox"
          required
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
          disabled={sending}
          className="mt-1 size-5 shrink-0 accent-gold"
        />
        <label htmlFor="lead-consent" className="text-sm text-ink/85">
          {fill(t.consent)}
          <span className="ms-0.5 text-red-800" aria-hidden="true">
            *
          </span>
        </label>
      </div>
      <Honeypot id="lead-website" value={trap} onChange={setTrap} />
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={blocked}
          className={submitClass}
          aria-describedby="lead-consent-first"
        >
          {sending ? <Spinner /> : null}
          {sending ? t.submitting : t.submit}
        </button>
        <p id="lead-consent-first" className="text-xs text-ink/70" hidden={!hydrated || consent}>
          {t.consentFirst}
        </p>
      </div>
    </form>
  );
}

function pick(values: Record<string, string> | null | undefined): Partial<Values> {
  if (!values) return {};
  const out: Partial<Values> = {};
  for (const key of Object.keys(empty) as (keyof Values)[])
    if (typeof values[key] === "string") out[key] = values[key];
  return out;
}
