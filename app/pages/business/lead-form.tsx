import { useState } from "react";
import { FieldIssue, invalidClass } from "#app/components/forms/field-issues.tsx";
import { Field, PageForm, SubmitButton, usePageForm } from "#app/components/forms/page-form.tsx";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { useCases } from "#app/forms/fields.ts";
import { lazyRules } from "#app/forms/lazy-rules.ts";
import { submitLead } from "#app/forms/submit.ts";

const empty = { name: "", email: "", company: "", monthlyVolume: "", useCase: "", message: "" };
/** The checks, with the schema library, fetched once when the form is first used. */
const loadRules = lazyRules((s) => s.formRules(s.leadSchema));

/**
 * The business lead form. Rendered without props in the
 * lead-capture section of /business. Five checks in order as 'Validation Error' notices; submit
 * disabled while consent is unchecked and while sending; success resets every field with consent
 * unchecked; failure logs, tells and keeps the data. Without JavaScript it posts to the page's
 * route action (consent is then a required checkbox) and shows the same texts inline.
 */
export function LeadForm() {
  const { m, t: fill } = useI18n();
  const t = m.forms.lead;
  const form = usePageForm({
    kind: "lead",
    empty,
    rules: loadRules,
    input: (values): unknown => ({ ...values, consent }),
    send: ({ formType: _lead, ...lead }, language, trap) => submitLead(lead, language, trap),
    onSuccess: (): void => setConsent(false),
    failureLog: "Demo request failed:",
  });
  const [consent, setConsent] = useState<boolean>(form.posted?.values?.consent === "on");
  const { field, issues, sending, hydrated } = form;
  const blocked = sending || (hydrated && !consent);

  return (
    <PageForm
      form={form}
      label={t.heading}
      actions={
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton
            sending={sending}
            disabled={blocked}
            describedBy="lead-consent-first"
            label={t.submit}
            sendingLabel={t.submitting}
          />
          <p id="lead-consent-first" className="text-xs text-ink/70" hidden={!hydrated || consent}>
            {t.consentFirst}
          </p>
        </div>
      }
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="lead-name" label={t.name} issue={issues.name} required>
          <input {...field("name")} type="text" required autoComplete="name" />
        </Field>
        <Field id="lead-email" label={t.email} issue={issues.email} required>
          <input {...field("email")} type="email" required autoComplete="email" />
        </Field>
        <Field id="lead-company" label={t.company} issue={issues.company} required>
          <input {...field("company")} type="text" required autoComplete="organization" />
        </Field>
        <Field id="lead-monthlyVolume" label={t.monthlyVolume} issue={issues.monthlyVolume}>
          <input {...field("monthlyVolume", "lead-monthlyVolume-hint")} type="text" />
          <p id="lead-monthlyVolume-hint" className="mt-1 text-xs text-ink/70">
            {t.monthlyVolumeHint}
          </p>
        </Field>
      </div>
      <Field id="lead-useCase" label={t.useCase} issue={issues.useCase} required>
        <select {...field("useCase")} required>
          <option value="">{t.useCasePlaceholder}</option>
          {useCases.map((u) => (
            <option key={u} value={u}>
              {t.useCases[u]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="lead-message" label={t.message} issue={issues.message}>
        <textarea {...field("message")} rows={4} />
      </Field>
      <div className="flex items-start gap-3">
        <input
          id="lead-consent"
          name="consent"
          type="checkbox"
          required
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
          disabled={sending}
          className={`mt-1 size-5 shrink-0 accent-gold ${invalidClass}`}
          aria-invalid={issues.consent ? true : undefined}
          aria-describedby={issues.consent ? "lead-consent-issue" : undefined}
          // biome-ignore lint/a11y/noAutofocus: a post without JavaScript that failed on this box comes back focused on it
          autoFocus={
            form.posted?.issues && Object.keys(form.posted.issues)[0] === "consent" ? true : undefined
          }
        />
        <label htmlFor="lead-consent" className="block min-h-11 text-sm text-ink/85">
          {fill(t.consent)}
          <span className="ms-0.5 text-red-800" aria-hidden="true">
            *
          </span>
        </label>
      </div>
      <FieldIssue fieldId="lead-consent" message={issues.consent} />
    </PageForm>
  );
}
