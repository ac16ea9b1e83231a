import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { useActionData } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { fieldIssues, type Notice, noticeFor, type Outcome } from "#app/forms/outcome.ts";
import type { FormActionData } from "#app/forms/page-action.server.ts";
import type { FormRules } from "#app/forms/schemas.ts";
import type { Language } from "#app/i18n/languages.ts";
import { notify } from "#app/lib/toast.ts";
import { FieldIssue, invalidClass, useFieldIssues } from "./field-issues.tsx";
import {
  FieldLabel,
  FormNotice,
  Honeypot,
  inputClass,
  Spinner,
  submitClass,
  useHydrated,
} from "./form-parts.tsx";

/** The forms that sit in a page's body and post to that page's route action. */
export type PageFormKind = "contact" | "lead";

export interface PageFormOptions<V extends Record<string, string>, T> {
  kind: PageFormKind;
  /** Every text field, empty: the form's starting and reset state. */
  empty: V;
  /**
   * Loads the form's checks. The schema library is not part of the page's first script: it is
   * fetched when the form is first focused (or submitted), so hydrating the page does not pay for it.
   */
  rules: () => Promise<FormRules<T>>;
  /** What the checks read: the text fields, plus whatever else the form holds (default: the fields). */
  input?: (values: V) => unknown;
  /** Sends the checked values with the honeypot's content. */
  send: (value: T, language: Language, trap: string) => Promise<Outcome | null>;
  /** Runs after a success, beside clearing the text fields. */
  onSuccess?: () => void;
  /** Written to the console after a failure, with the server's reason. */
  failureLog?: string;
}

/**
 * The state and behaviour shared by the contact and lead forms: the typed values (kept from a
 * post without JavaScript that failed), the honeypot, and the submission with JavaScript:
 * a failed check shows a 'Validation Error' toast and sends nothing; while sending, the fields
 * are disabled; the answer becomes a toast; a success clears the fields, a failure keeps them.
 */
export function usePageForm<V extends Record<string, string>, T>(options: PageFormOptions<V, T>) {
  const { kind, empty } = options;
  const { m, language } = useI18n();
  const hydrated = useHydrated();
  const answer = useActionData() as FormActionData | undefined;
  const posted = answer?.form === kind ? answer : undefined;
  const [values, setValues] = useState<V>(() => ({ ...empty, ...pick(empty, posted?.values) }));
  const [trap, setTrap] = useState("");
  const [sending, setSending] = useState(false);
  const marks = useFieldIssues((name) => `${kind}-${name}`, posted?.issues);
  const rules = useRef<FormRules<T> | null>(null);
  const checking = useRef(false);
  const input = (v: V) => (options.input ? options.input(v) : v);
  /** The checks, at once when loaded, else after loading them. */
  const loadRules = async (): Promise<FormRules<T>> => {
    rules.current ??= await options.rules();
    return rules.current;
  };

  /** The props of one text input, select or textarea (`hint`: the id of a note that describes it). */
  const field = (name: keyof V & string, hint?: string) => ({
    id: `${kind}-${name}`,
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      const next = { ...values, [name]: e.target.value };
      setValues(next);
      if (Object.keys(marks.issues).length > 0) {
        const recheck = (r: FormRules<T>) =>
          marks.recheck(fieldIssues(r.issuesOf(input(next), "client"), m.forms));
        if (rules.current) recheck(rules.current);
        else void loadRules().then(recheck);
      }
    },
    disabled: sending,
    className: `${inputClass} ${invalidClass}`,
    ...marks.describe(name, hint),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || checking.current) return;
    let r: FormRules<T>;
    checking.current = true;
    try {
      r = await loadRules();
    } catch (error) {
      // The checks could not be fetched (the connection dropped): nothing is sent, nothing is lost.
      console.error("Could not load the form's checks:", error);
      const notice = noticeFor(kind, null, m.forms);
      notify(notice.kind, notice.title, notice.description);
      return;
    } finally {
      checking.current = false;
    }
    const checked = r.validate(input(values));
    if (!checked.ok) {
      notify("error", m.forms[kind].validationTitle, m.forms.issues[checked.issue.key]);
      marks.show(fieldIssues(r.issuesOf(input(values), "client"), m.forms));
      return;
    }
    setSending(true);
    let refused: ReturnType<typeof fieldIssues> | undefined;
    try {
      const outcome = await options.send(checked.value, language, trap);
      const notice: Notice = noticeFor(kind, outcome, m.forms);
      if (notice.ok) {
        marks.clear();
        setValues(empty);
        options.onSuccess?.();
      } else if (options.failureLog) {
        console.error(options.failureLog, outcome?.body.error ?? "no answer from the server");
      }
      notify(notice.kind, notice.title, notice.description);
      // A field the server refused (a length limit, an address it cannot use) is marked too.
      if (!notice.ok && outcome?.status === 400 && outcome.body.code)
        refused = fieldIssues(r.issuesOf(input(values), "server"), m.forms);
    } finally {
      setSending(false);
    }
    // Focused once the fields are enabled again.
    if (refused) marks.show(refused);
  }

  /** Fetches the checks ahead of a submission, when the visitor first enters the form. */
  const onFocus = () => {
    if (!rules.current) void loadRules().catch(() => undefined);
  };

  return {
    kind,
    hydrated,
    posted,
    values,
    field,
    issues: marks.issues,
    trap,
    setTrap,
    sending,
    onSubmit,
    onFocus,
  };
}

export type PageFormState = ReturnType<typeof usePageForm>;

/**
 * The frame of a page form: a native post to the page's route action until the page is
 * hydrated, then the hook's submission. Above the fields, the answer to a post without
 * JavaScript and the note on required fields; below them, the honeypot and the actions.
 */
export function PageForm({
  form,
  label,
  actions,
  children,
}: {
  form: Pick<PageFormState, "kind" | "hydrated" | "posted" | "trap" | "setTrap" | "onSubmit" | "onFocus">;
  label: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  const { m } = useI18n();
  return (
    <form
      method="post"
      noValidate={form.hydrated}
      onSubmit={form.hydrated ? form.onSubmit : undefined}
      onFocus={form.hydrated ? form.onFocus : undefined}
      aria-label={label}
      className="relative space-y-5"
      data-form={form.kind}
    >
      {form.posted ? <FormNotice notice={form.posted.notice} /> : null}
      <p className="text-sm text-ink/75">{m.forms.requiredNote}</p>
      {children}
      <Honeypot id={`${form.kind}-website`} value={form.trap} onChange={form.setTrap} />
      {actions}
    </form>
  );
}

/**
 * One field: its label (with the required asterisk) above the control and anything after it,
 * then the message of a failed submission when the field is invalid.
 */
export function Field({
  id,
  label,
  required,
  issue,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  issue?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {children}
      <FieldIssue fieldId={id} message={issue} />
    </div>
  );
}

/** The submit button: a spinner and the 'sending' label while the form is sent. */
export function SubmitButton({
  sending,
  disabled,
  describedBy,
  label,
  sendingLabel,
}: {
  sending: boolean;
  disabled: boolean;
  describedBy?: string;
  label: string;
  sendingLabel: string;
}) {
  return (
    <button type="submit" disabled={disabled} className={submitClass} aria-describedby={describedBy}>
      {sending ? <Spinner /> : null}
      {sending ? sendingLabel : label}
    </button>
  );
}

/** The text fields of a failed post without JavaScript, limited to the form's own. */
function pick<V extends Record<string, string>>(empty: V, values: Record<string, string> | null | undefined) {
  const out: Partial<V> = {};
  if (!values) return out;
  for (const key of Object.keys(empty) as (keyof V & string)[])
    if (typeof values[key] === "string") out[key] = values[key] as V[typeof key];
  return out;
}
