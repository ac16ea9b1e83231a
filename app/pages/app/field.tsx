import { type InputHTMLAttributes, type ReactNode, useId, useRef } from "react";
import { FieldIssue, invalidClass, issueIdOf, useFieldIssues } from "#app/components/forms/field-issues.tsx";
import { useI18n } from "#app/components/i18n-provider.tsx";
import type { FieldIssues } from "#app/forms/issues.ts";
import { passwordRules } from "#app/lib/auth/password-rules.ts";
import { useAppCopy } from "./copy/index.ts";

/** The look of every text field of the in-app screens. */
export const fieldClass = `mt-1 block h-11 w-full rounded-lg border border-line bg-white px-3 text-base text-ink focus:border-ink ${invalidClass}`;

/**
 * A labelled text field of the in-app screens: the label above, the input below (given any
 * input attributes), the message when it is invalid, then what goes with it, such as the
 * password rules it points at.
 */
export function Field({
  id,
  label,
  issue,
  children,
  ...input
}: {
  id: string;
  label: string;
  /** Why the field was refused, in the page's language; nothing when it is fine. */
  issue?: string;
  children?: ReactNode;
} & InputHTMLAttributes<HTMLInputElement>) {
  const describedBy = [input["aria-describedby"], issue ? issueIdOf(id) : undefined]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        className={fieldClass}
        {...input}
        aria-invalid={issue ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      <FieldIssue fieldId={id} message={issue} />
      {children}
    </div>
  );
}

/**
 * The account's current password, as the profile's forms ask it (personal data, password,
 * signing out everywhere): a password field the browser fills with the saved current password,
 * and the hint under it when there is one.
 */
export function CurrentPasswordField({
  label,
  hint,
  issue,
  ...input
}: { label: string; hint?: string; issue?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "type" | "autoComplete" | "aria-describedby"
>) {
  const id = useId();
  const hintId = useId();
  return (
    <Field
      id={id}
      label={label}
      type="password"
      autoComplete="current-password"
      aria-describedby={hint ? hintId : undefined}
      issue={issue}
      {...input}
    >
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-ink/80">
          {hint}
        </p>
      ) : null}
    </Field>
  );
}

/** The sentence for a field the browser's own checks refuse (required, e-mail shape, length). */
export type FieldWords = (input: HTMLInputElement) => string;

/**
 * The checks of an in-app form. The inputs keep their `required`, `type` and `minLength`; the
 * form is `noValidate`, so the browser's own bubble (in the browser's language, gone in a moment)
 * gives way to a message under each refused field in the page's language. On submit every
 * invalid field is marked and the first takes the focus; typing clears the marks of fields that
 * have become valid. `extra` adds what the inputs cannot say themselves (two passwords that
 * differ).
 */
export function useFormChecks(words: FieldWords) {
  const ids = useRef<Record<string, string>>({});
  const marks = useFieldIssues((name) => ids.current[name] ?? name);

  function read(form: HTMLFormElement, extra: FieldIssues): FieldIssues {
    const found: FieldIssues = {};
    for (const element of Array.from(form.elements)) {
      if (!(element instanceof HTMLInputElement) || !element.name || element.disabled) continue;
      ids.current[element.name] = element.id;
      if (!element.checkValidity()) found[element.name] = words(element);
      else {
        const more = extra[element.name];
        if (more) found[element.name] = more;
      }
    }
    return found;
  }

  return {
    issues: marks.issues,
    /** On submit: true when every field is fine; otherwise marks them and focuses the first. */
    passes(form: HTMLFormElement, extra: FieldIssues = {}): boolean {
      const found = read(form, extra);
      if (Object.keys(found).length === 0) {
        marks.clear();
        return true;
      }
      marks.show(found);
      return false;
    },
    /** On input: the marked fields that are now fine lose their mark. */
    recheck(form: HTMLFormElement, extra: FieldIssues = {}) {
      if (Object.keys(marks.issues).length > 0) marks.recheck(read(form, extra));
    },
  };
}

/** The in-app screens' sentences for what the browser's checks refuse, in the page's language. */
export function useAppFieldWords(): FieldWords {
  const { m, t } = useI18n();
  const login = useAppCopy().login;
  return (input) => {
    const refused = input.validity;
    if (refused.valueMissing)
      return input.type === "email"
        ? m.forms.issues.emailRequired
        : input.type === "password"
          ? login.passwordRequired
          : m.forms.issues.nameRequired;
    if (refused.typeMismatch) return m.forms.issues.invalidEmail;
    if (refused.tooShort) return t(login.passwordRules, { minLength: passwordRules.minLength });
    return t(m.forms.issues.invalidField, { field: input.labels?.[0]?.textContent ?? input.name });
  };
}
