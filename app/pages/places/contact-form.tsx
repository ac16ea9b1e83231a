import { Field, PageForm, SubmitButton, usePageForm } from "#app/components/forms/page-form.tsx";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { lazyRules } from "#app/forms/lazy-rules.ts";
import { submitContact } from "#app/forms/submit.ts";

const empty = { firstName: "", lastName: "", email: "", subject: "", message: "" };
/** The checks, with the schema library, fetched once when the form is first used. */
const loadRules = lazyRules((s) => s.formRules(s.contactSchema));

/**
 * The contact form. Rendered without props on /contact-us.
 * Checks in order (first name, last name, email, message) with 'Validation Error' toasts;
 * 'Sending...' with the button disabled; success resets, failure keeps the values. Without
 * JavaScript it posts to the page's route action and shows the same texts inline.
 */
export function ContactForm() {
  const { m } = useI18n();
  const t = m.forms.contact;
  const form = usePageForm({
    kind: "contact",
    empty,
    rules: loadRules,
    send: submitContact,
  });
  const { field, issues } = form;

  return (
    <PageForm
      form={form}
      label={t.heading}
      actions={
        <SubmitButton
          sending={form.sending}
          disabled={form.sending}
          label={t.submit}
          sendingLabel={t.submitting}
        />
      }
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-firstName" label={t.firstName} issue={issues.firstName} required>
          <input {...field("firstName")} type="text" required autoComplete="given-name" />
        </Field>
        <Field id="contact-lastName" label={t.lastName} issue={issues.lastName} required>
          <input {...field("lastName")} type="text" required autoComplete="family-name" />
        </Field>
      </div>
      <Field id="contact-email" label={t.email} issue={issues.email} required>
        <input {...field("email")} type="email" required autoComplete="email" />
      </Field>
      <Field id="contact-subject" label={t.subject} issue={issues.subject}>
        <input {...field("subject")} type="text" />
      </Field>
      <Field id="contact-message" label={t.message} issue={issues.message} required>
        <textarea {...field("message")} required rows={6} />
      </Field>
    </PageForm>
  );
}
