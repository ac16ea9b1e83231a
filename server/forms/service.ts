import type { z } from "zod";
import type { FormsBackend } from "#app/forms/backend.server.ts";
import type { Outcome } from "#app/forms/outcome.ts";
import {
  type ContactInput,
  check,
  contactSchema,
  type FormIssue,
  honeypotField,
  type LeadInput,
  leadSchema,
  newsletterSchema,
} from "#app/forms/schemas.ts";
import type { Language } from "#app/i18n/languages.ts";
import ar from "#app/i18n/messages/ar.json" with { type: "json" };
import en from "#app/i18n/messages/en.json" with { type: "json" };
import fr from "#app/i18n/messages/fr.json" with { type: "json" };
import it from "#app/i18n/messages/it.json" with { type: "json" };
import type { Messages } from "#app/i18n/messages.ts";
import { format } from "#app/i18n/messages.ts";
import type { Db } from "../db/client.ts";
import { contactMessages, leads } from "../db/schema.ts";
import { errorReference, type Logger } from "../logger.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { contactMail, leadMail, type MailContent } from "../mail/templates.ts";
import type { recordSignup } from "../privacy/newsletter.ts";

const bundles: Record<Language, Messages> = { en, fr, it, ar };

export function formMessages(language: Language): Messages["forms"] {
  return bundles[language].forms;
}

export interface ServiceOptions {
  db: Db;
  logger: Logger;
  /** The company's inbox that receives one e-mail per accepted submission. */
  inbox: string;
  brand: string;
  /** The site's public origin: the newsletter's confirmation and unsubscribe links start with it. */
  siteUrl: string;
  /** The clock (tests move it); the real time otherwise. */
  now?: () => Date;
  /** Called after a commit that queued mail. */
  onQueued?: () => void;
  /**
   * The newsletter's double opt-in, which the privacy service owns (server/privacy/newsletter.ts):
   * its signup in the caller's transaction and the sentence that asks to confirm. The runtime
   * hands them in, so that the forms reach no privacy table or word themselves.
   */
  newsletter: { record: typeof recordSignup; confirmSent: (language: Language) => string };
}

function issueText(issue: FormIssue, m: Messages["forms"]): string {
  const field = (m.fieldNames as Record<string, string>)[issue.field] ?? m.fieldNames.request;
  return format(m.issues[issue.key], { field, max: issue.max ?? "" });
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What differs between the kinds of message: their rules, their table and their e-mail. */
interface MessageRules<T> {
  /** The outbox's name for the e-mail, also the row's kind in the log. */
  kind: "contact" | "lead";
  schema: z.ZodType<T>;
  /** Inserts the checked submission and returns its id. */
  store: (tx: Tx, input: T) => Promise<string | undefined>;
  mail: (input: T, brand: string) => MailContent;
}

const messageKinds: { contact: MessageRules<ContactInput>; lead: MessageRules<LeadInput> } = {
  contact: {
    kind: "contact",
    schema: contactSchema("server"),
    store: async (tx, input) => {
      const [row] = await tx.insert(contactMessages).values(input).returning({ id: contactMessages.id });
      return row?.id;
    },
    mail: contactMail,
  },
  lead: {
    kind: "lead",
    schema: leadSchema("server"),
    store: async (tx, input) => {
      const [row] = await tx
        .insert(leads)
        .values({
          name: input.name,
          email: input.email,
          company: input.company,
          monthlyVolume: input.monthlyVolume,
          useCase: input.useCase,
          message: input.message,
          consent: input.consent,
          formType: "lead",
        })
        .returning({ id: leads.id });
      return row?.id;
    },
    mail: leadMail,
  },
};

/**
 * The two backend functions, shared by the HTTP API and the route actions:
 * validate, store the submission and queue its e-mail in one transaction, answer in the
 * specification's shapes. Never throws: a database failure answers 503.
 */
export function createFormsService(options: ServiceOptions): FormsBackend {
  const { db, logger, inbox, brand } = options;

  /**
   * A newsletter signup, double opt-in (privacy/newsletter.ts): the answer asks the visitor to
   * confirm from their inbox, also when the confirmation is not sent again so soon (an address's
   * state is not told to whoever types it, except that a confirmed one is already subscribed,
   * as the specified toast says).
   */
  async function newsletter(
    body: Record<string, unknown>,
    m: Messages["forms"],
    language: Language,
  ): Promise<Outcome> {
    const checked = check(newsletterSchema("server"), body);
    if (!checked.ok)
      return { status: 400, body: { error: issueText(checked.issue, m), code: checked.issue.key } };
    const sent = options.newsletter.confirmSent(language);
    if (body[honeypotField]) return { status: 200, body: { message: sent } };
    const input = checked.value;
    const now = options.now?.() ?? new Date();
    const links = { siteUrl: options.siteUrl, brand, inbox };
    const result = await db.transaction((tx) => options.newsletter.record(tx, input, language, links, now));
    if (result === "already-subscribed")
      return { status: 409, body: { error: m.server.alreadyExists, code: "already_exists" } };
    if (result === "sent") options.onQueued?.();
    return { status: 200, body: { message: sent } };
  }

  /**
   * A contact message or a demo request: validated by its kind's rules, a honeypot hit answered
   * as a success without storing anything, then the row and its e-mail stored in one transaction.
   */
  async function contact(body: Record<string, unknown>, m: Messages["forms"]): Promise<Outcome> {
    const isLead = body.formType !== undefined && body.formType !== "contact";
    return isLead ? accept(messageKinds.lead, body, m) : accept(messageKinds.contact, body, m);
  }

  async function accept<T>(
    rules: MessageRules<T>,
    body: Record<string, unknown>,
    m: Messages["forms"],
  ): Promise<Outcome> {
    const checked = check(rules.schema, body);
    if (!checked.ok)
      return {
        status: 400,
        body: { data: null, error: issueText(checked.issue, m), code: checked.issue.key },
      };
    if (body[honeypotField]) return { status: 200, body: { data: { received: true }, error: null } };
    const input = checked.value;
    const id = await db.transaction(async (tx) => {
      const recordId = await rules.store(tx, input);
      if (!recordId) throw new Error(`${rules.kind} insert returned nothing`);
      await enqueueMail(tx, { ...rules.mail(input, brand), kind: rules.kind, recordId, to: inbox });
      return recordId;
    });
    options.onQueued?.();
    return { status: 200, body: { data: { id, received: true }, error: null } };
  }

  return {
    async submit(endpoint, body, language) {
      const m = formMessages(language);
      const withData = endpoint === "contact";
      if (!isPlainObject(body))
        return {
          status: 400,
          body: withData ? { data: null, error: m.server.badBody } : { error: m.server.badBody },
        };
      try {
        return endpoint === "newsletter" ? await newsletter(body, m, language) : await contact(body, m);
      } catch (error) {
        const reference = errorReference();
        logger.error({ err: error, endpoint, ref: reference }, "forms: could not store a submission");
        const answer = { error: m.server.unavailable, code: "unavailable", reference };
        return { status: 503, body: withData ? { data: null, ...answer } : answer };
      }
    },
  };
}
