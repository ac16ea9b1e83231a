import type { Language } from "#app/i18n/languages.ts";
import { defaultNewsletterSource, honeypotField } from "./fields.ts";
import type { Outcome } from "./outcome.ts";
import type { ContactInput, LeadInput } from "./schemas.ts";

/** How long a submission may take before the browser gives up. */
export const submitTimeoutMs = 10_000;

/**
 * Calls one of the site's backend functions and returns its answer, or
 * null when no readable answer came back (network down, timeout). The page's language goes in
 * Accept-Language so that server messages (rate limit, lengths) come back in that language.
 */
export async function callFunction(
  name: "newsletter-signup" | "send-contact-email",
  body: Record<string, unknown>,
  language: Language,
): Promise<Outcome | null> {
  try {
    const response = await fetch(`/api/functions/${name}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "Accept-Language": language,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(submitTimeoutMs),
    });
    const json = (await response.json().catch(() => ({}))) as Outcome["body"];
    return { status: response.status, body: json && typeof json === "object" ? json : {} };
  } catch {
    return null;
  }
}

/** The footer newsletter: {email, source}. */
export function submitNewsletter(email: string, language: Language, trap = ""): Promise<Outcome | null> {
  return callFunction(
    "newsletter-signup",
    { email, source: defaultNewsletterSource, [honeypotField]: trap },
    language,
  );
}

/** The contact page: {firstName, lastName, email, subject, message}. */
export function submitContact(values: ContactInput, language: Language, trap = ""): Promise<Outcome | null> {
  return callFunction("send-contact-email", { ...values, [honeypotField]: trap }, language);
}

/** The business lead form, one client function: the lead fields plus formType 'lead'. */
export function submitLead(
  values: Omit<LeadInput, "formType">,
  language: Language,
  trap = "",
): Promise<Outcome | null> {
  return callFunction("send-contact-email", { ...values, formType: "lead", [honeypotField]: trap }, language);
}
