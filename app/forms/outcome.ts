import { format, type Messages } from "#app/i18n/messages.ts";
import { type FieldIssues, type IssueKey, requiredIssueKeys } from "./issues.ts";
import type { FormIssue } from "./schemas.ts";

export type FormKind = "newsletter" | "contact" | "lead";

/** What the server answers for one submission (HTTP status and JSON body). */
export interface Outcome {
  status: number;
  body: {
    message?: string;
    data?: unknown;
    error?: string | null;
    code?: string;
    /** A failure's reference, also in the server's log line (server/logger.ts). */
    reference?: string;
  };
}

/** A toast (with JavaScript) or an inline notice (without): the same texts either way. */
export interface Notice {
  kind: "success" | "error" | "info";
  title: string;
  description: string;
  ok: boolean;
}

const requiredKeys = new Set<IssueKey>(requiredIssueKeys);

/**
 * The specification's reading of an answer: success texts, the
 * 'already exists'/'duplicate' case of the newsletter, and 'Error' with the server's message or
 * the form's fallback sentence. `outcome` null means the request never got an answer.
 */
export function noticeFor(form: FormKind, outcome: Outcome | null, m: Messages["forms"]): Notice {
  const ok = outcome !== null && outcome.status >= 200 && outcome.status < 300 && !outcome.body.error;
  const code = outcome?.body.code as IssueKey | "already_exists" | undefined;
  const error = typeof outcome?.body.error === "string" ? outcome.body.error : "";
  if (form === "newsletter") {
    const n = m.newsletter;
    if (ok)
      return {
        ok,
        kind: "success",
        title: n.successTitle,
        description: outcome?.body.message || n.successMessage,
      };
    if (code === "already_exists" || /duplicate|already exists/i.test(error))
      return { ok, kind: "info", title: n.alreadyTitle, description: n.alreadyMessage };
    if (code === "invalidEmail" || code === "emailRequired")
      return { ok, kind: "error", title: n.invalidTitle, description: n.invalidMessage };
    return { ok, kind: "error", title: n.errorTitle, description: error || n.errorMessage };
  }
  const f = form === "contact" ? m.contact : m.lead;
  if (ok) return { ok, kind: "success", title: f.successTitle, description: f.successMessage };
  if (code && code !== "already_exists" && requiredKeys.has(code))
    return { ok, kind: "error", title: f.validationTitle, description: m.issues[code] };
  return { ok, kind: "error", title: f.errorTitle, description: error || f.errorMessage };
}

/** One issue's sentence in the page's language, naming the field where the sentence needs it. */
export function issueText(issue: FormIssue, m: Messages["forms"]): string {
  const field = (m.fieldNames as Record<string, string>)[issue.field] ?? m.fieldNames.request;
  return format(m.issues[issue.key], { field, max: issue.max ?? "" });
}

/** The messages under the invalid fields, in the form's order. */
export function fieldIssues(issues: readonly FormIssue[], m: Messages["forms"]): FieldIssues {
  const out: FieldIssues = {};
  for (const issue of issues) if (issue.field) out[issue.field] = issueText(issue, m);
  return out;
}
