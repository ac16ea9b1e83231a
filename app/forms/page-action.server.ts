import { data, type RouterContextProvider } from "react-router";
import { loadMessages } from "#app/i18n/messages.ts";
import { languageOfPath } from "#app/i18n/regions.ts";
import { formsContext } from "./backend.server.ts";
import { honeypotField } from "./fields.ts";
import type { FieldIssues } from "./issues.ts";
import { type FormKind, fieldIssues, type Notice, noticeFor } from "./outcome.ts";
import { checkAll, contactSchema, leadSchema, newsletterSchema } from "./schemas.ts";

export interface FormActionData {
  form: FormKind;
  notice: Notice;
  /** What the visitor typed, kept after a failure (never after a success). */
  values: Record<string, string> | null;
  /** The fields the server refused, with their messages: the page marks them and focuses the first. */
  issues?: FieldIssues;
}

const serverRules = {
  newsletter: () => newsletterSchema("server"),
  contact: () => contactSchema("server"),
  lead: () => leadSchema("server"),
} as const;

/** What a route action receives and a form post needs: the request, and the services in its context. */
export interface FormPostArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * A form posted without JavaScript: the same service as the API (from the request's context),
 * answered with the page and the same texts the toasts show. The status follows the service's answer.
 */
export async function handleFormPost(
  { request, context }: FormPostArgs,
  form: FormKind,
  language = languageOfPath(new URL(request.url).pathname),
  extra: Record<string, string> = {},
) {
  let body: Record<string, string> = {};
  try {
    const fields = await request.formData();
    for (const [key, value] of fields) if (typeof value === "string") body[key] = value;
  } catch {
    body = {};
  }
  if (form === "lead") body.formType = "lead";
  const backend = context.get(formsContext);
  const outcome = backend
    ? await backend.submit(form === "newsletter" ? "newsletter" : "contact", body, language)
    : null;
  const m = (await loadMessages(language)).forms;
  const notice = noticeFor(form, outcome, m);
  const { [honeypotField]: _trap, formType: _type, ...values } = body;
  const issues =
    !notice.ok && outcome?.status === 400 ? fieldIssues(checkAll(serverRules[form](), body), m) : undefined;
  return data<FormActionData>(
    { form, notice, values: notice.ok ? null : values, issues, ...extra },
    { status: outcome?.status ?? 503, headers: { "Cache-Control": "no-store" } },
  );
}
