import { type FormEvent, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useLocation } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { defaultNewsletterSource } from "#app/forms/fields.ts";
import type { Notice } from "#app/forms/outcome.ts";
import { notify } from "#app/lib/toast.ts";
import { Honeypot, useHydrated } from "./honeypot.tsx";

/**
 * The code that sends the form and reads the answer loads when the visitor first focuses the
 * field (or at the latest on submit), not with every page: the footer is on all of them and the
 * home page's JavaScript has a budget (ARCHITECTURE.md).
 */
const loadSubmission = () => Promise.all([import("#app/forms/outcome.ts"), import("#app/forms/submit.ts")]);

/**
 * The footer newsletter: idle, submitting ('Subscribing...',
 * inputs disabled), back to idle; the email is cleared on success. Without JavaScript it posts
 * to /newsletter, which answers with a page carrying the same messages.
 */
export function NewsletterForm() {
  const { m, language } = useI18n();
  const t = m.forms.newsletter;
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [email, setEmail] = useState("");
  const [trap, setTrap] = useState("");
  const [submitting, setSubmitting] = useState(false);
  // An address refused (here or by the server) is marked on the field, which takes the focus
  // (after sending, once the field is enabled again); typing a plausible address clears the mark.
  // Written out here rather than with the forms' shared marking (field-issues.tsx): the footer is
  // on every page, and that module would add a script file to each.
  const [invalid, setInvalid] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const refuse = () => {
    setInvalid(true);
    field.current?.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const value = email.trim(); // blank, or no at sign: invalid
    if (!value.includes("@")) {
      notify("error", t.invalidTitle, t.invalidMessage);
      refuse();
      return;
    }
    setSubmitting(true);
    let refused = false;
    try {
      let notice: Notice;
      try {
        const [{ noticeFor }, { submitNewsletter }] = await loadSubmission();
        const outcome = await submitNewsletter(value, language, trap);
        notice = noticeFor("newsletter", outcome, m.forms);
        refused = outcome?.body.code === "invalidEmail" || outcome?.body.code === "emailRequired";
      } catch {
        // The code could not load (offline, or a new release replaced it): nothing was sent.
        notice = { ok: false, kind: "error", title: t.errorTitle, description: t.errorMessage };
      }
      notify(notice.kind, notice.title, notice.description);
      if (notice.ok) setEmail("");
    } finally {
      flushSync(() => setSubmitting(false));
      if (refused) refuse();
    }
  }

  return (
    <form
      method="post"
      action="/newsletter"
      noValidate={hydrated}
      onSubmit={hydrated ? onSubmit : undefined}
      aria-labelledby="footer-newsletter"
      className="relative mt-4"
      data-form="newsletter"
    >
      <input type="hidden" name="source" value={defaultNewsletterSource} />
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name="returnTo" value={pathname} />
      <label htmlFor="newsletter-email" className="block text-sm text-white/80">
        {t.label}
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row lg:flex-col">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={t.placeholder}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (invalid && e.target.value.includes("@")) setInvalid(false);
          }}
          onFocus={() => void loadSubmission().catch(() => {})}
          disabled={submitting}
          ref={field}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? "newsletter-email-issue" : undefined}
          className={`aria-[invalid=true]:border-2 aria-[invalid=true]:border-[#ffb4a8] h-11 min-w-0 rounded-full sm:flex-1 lg:flex-none border border-white/40 bg-white/10 px-4 text-sm text-white placeholder:text-white/70 focus:border-gold-light focus:outline-2 focus:outline-offset-1 focus:outline-gold-light disabled:opacity-70`}
        />
        <button
          type="submit"
          disabled={submitting}
          className="h-11 shrink-0 cursor-pointer rounded-full bg-white px-5 text-sm font-semibold text-ink hover:bg-paper disabled:cursor-not-allowed disabled:opacity-80"
        >
          {submitting ? t.submitting : t.submit}
        </button>
      </div>
      {invalid && (
        <p id="newsletter-email-issue" className="mt-1.5 text-sm font-medium text-[#ffb4a8]">
          {t.invalidMessage}
        </p>
      )}
      <Honeypot id="newsletter-website" value={trap} onChange={setTrap} />
    </form>
  );
}
