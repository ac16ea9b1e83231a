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
import { check, contactSchema } from "#app/forms/schemas.ts";
import { submitContact } from "#app/forms/submit.ts";
import { notify } from "#app/lib/toast.ts";

const empty = { firstName: "", lastName: "", email: "", subject: "", message: "" };
type Values = typeof empty;
const clientSchema = contactSchema("client");

/**
 * The contact form. Rendered without props on /contact-us.
 * Checks in order (first name, last name, email, message) with 'Validation Error' toasts;
 * 'Sending...' with the button disabled; success resets, failure keeps the values. Without
 * JavaScript it posts to the page's route action and shows the same texts inline.
 */
export function ContactForm() {
  const { m, language } = useI18n();
  const t = m.forms.contact;
  const hydrated = useHydrated();
  const answer = useActionData() as FormActionData | undefined;
  const posted = answer?.form === "contact" ? answer : undefined;
  const [values, setValues] = useState<Values>(() => ({ ...empty, ...pick(posted?.values) }));
  const [trap, setTrap] = useState("");
  const [sending, setSending] = useState(false);

  const field = (name: keyof Values) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    disabled: sending,
    className: inputClass,
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const checked = check(clientSchema, values);
    if (!checked.ok) {
      notify("error", t.validationTitle, m.forms.issues[checked.issue.key]);
      return;
    }
    setSending(true);
    try {
      const notice = noticeFor("contact", await submitContact(checked.value, language, trap), m.forms);
      notify(notice.kind, notice.title, notice.description);
      if (notice.ok) setValues(empty);
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      method="post"
      noValidate={hydrated}
      onSubmit={hydrated ? onSubmit : undefined}
      aria-label={t.heading}
      className="relative space-y-5"
      data-form="contact"
    >
      {posted ? <FormNotice notice={posted.notice} /> : null}
      <p className="text-sm text-ink/75">{m.forms.requiredNote}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <FieldLabel htmlFor="contact-firstName" required>
            {t.firstName}
          </FieldLabel>
          <input {...field("firstName")} type="text" required autoComplete="given-name" />
        </div>
        <div>
          <FieldLabel htmlFor="contact-lastName" required>
            {t.lastName}
          </FieldLabel>
          <input {...field("lastName")} type="text" required autoComplete="family-name" />
        </div>
      </div>
      <div>
        <FieldLabel htmlFor="contact-email" required>
          {t.email}
        </FieldLabel>
        <input {...field("email")} type="email" required autoComplete="email" />
      </div>
      <div>
        <FieldLabel htmlFor="contact-subject">{t.subject}</FieldLabel>
        <input {...field("subject")} type="text" />
      </div>
      <div>
        <FieldLabel htmlFor="contact-message" required>
          {t.message}
        </FieldLabel>
        <textarea {...field("message")} required rows={6} />
      </div>
      <Honeypot id="contact-website" value={trap} onChange={setTrap} />
      <button type="submit" disabled={sending} className={submitClass}>
        {sending ? <Spinner /> : null}
        {sending ? t.submitting : t.submit}
      </button>
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
