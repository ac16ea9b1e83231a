import { z } from "zod";

// No compiled parsers: zod's probe for `new Function` is reported as a violation by the site's
// Content-Security-Policy (no 'unsafe-eval'), even though zod catches the refusal.
z.config({ jitless: true });

/**
 * The three forms' rules, shared by the browser and the server.
 * Each issue's message is a key of the `forms.issues` messages, so that every language shows
 * the specification's text. The browser checks only what the specification says, in its order;
 * the server adds length limits and a sane e-mail shape ("the client shows no limits").
 */
export { type IssueKey, issueKeys } from "./issues.ts";

import { type IssueKey, issueKeys } from "./issues.ts";
import { hasForbiddenCharacter, multilineFields } from "./text-rules.ts";

/** Server-side length limits, in characters. */
export const fieldLimits = {
  email: 254,
  source: 50,
  firstName: 100,
  lastName: 100,
  subject: 200,
  message: 5000,
  name: 200,
  company: 200,
  monthlyVolume: 100,
} as const;
export type LimitedField = keyof typeof fieldLimits;

export { defaultNewsletterSource, honeypotField, type UseCase, useCases } from "./fields.ts";

import { defaultNewsletterSource, useCases } from "./fields.ts";

type Mode = "client" | "server";

/** A text field: any string (trimmed), a missing value reads as empty, anything else is invalid. */
function text(field: LimitedField, mode: Mode, blank?: IssueKey) {
  let s = z.string({ error: "invalidField" }).trim();
  if (mode === "server") s = storable(s, field);
  if (blank) s = s.min(1, { error: blank });
  if (mode === "server") s = s.max(fieldLimits[field], { error: "tooLong" });
  return z.preprocess((v) => (v === undefined || v === null ? "" : v), s);
}

/** The shared text rule (text-rules.ts): a control character is refused naming its field, before any other check. */
function storable(s: z.ZodString, field: string) {
  const multiline = multilineFields.has(field);
  return s.refine((v) => !hasForbiddenCharacter(v, multiline), { error: "controlCharacters", abort: true });
}

/** Control characters and spaces never belong in an address (they could also break headers). */
const saneEmail = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+$/u;

function email(mode: Mode, blank: IssueKey, shape: "contains-at" | "free") {
  let s = z.string({ error: "invalidField" }).trim();
  if (mode === "server") s = storable(s, "email");
  s = s.min(1, { error: blank });
  if (shape === "contains-at") s = s.refine((v) => v.includes("@"), { error: blank });
  if (mode === "server")
    s = s.max(fieldLimits.email, { error: "tooLong" }).regex(saneEmail, { error: "invalidEmail" });
  return z.preprocess((v) => (v === undefined || v === null ? "" : v), s);
}

export function newsletterSchema(mode: Mode) {
  return z.object({
    email: email(mode, "invalidEmail", "contains-at"),
    source: z.preprocess(
      (v) => (v === undefined || v === null || v === "" ? defaultNewsletterSource : v),
      mode === "server"
        ? z
            .string({ error: "invalidField" })
            .trim()
            .max(fieldLimits.source, { error: "tooLong" })
            .regex(/^[A-Za-z0-9_-]+$/, { error: "invalidField" })
        : z.string(),
    ),
  });
}

export function contactSchema(mode: Mode) {
  return z.object({
    firstName: text("firstName", mode, "firstNameRequired"),
    lastName: text("lastName", mode, "lastNameRequired"),
    email: email(mode, "emailRequired", "free"),
    subject: text("subject", mode),
    message: text("message", mode, "messageRequired"),
  });
}

const truthy = new Set([true, "true", "on", "1", "yes"]);

export function leadSchema(mode: Mode) {
  return z.object({
    name: text("name", mode, "nameRequired"),
    email: email(mode, "emailRequired", "free"),
    company: text("company", mode, "companyRequired"),
    monthlyVolume: text("monthlyVolume", mode),
    useCase: z.preprocess(
      (v) => (typeof v === "string" ? v.trim() : v),
      z.enum(useCases, { error: "useCaseRequired" }),
    ),
    message: text("message", mode),
    consent: z.preprocess(
      (v) => truthy.has(v as string | boolean),
      z.literal(true, { error: "consentRequired" }),
    ),
    formType: z.literal("lead").default("lead"),
  });
}

export type NewsletterInput = z.infer<ReturnType<typeof newsletterSchema>>;
export type ContactInput = z.infer<ReturnType<typeof contactSchema>>;
export type LeadInput = z.infer<ReturnType<typeof leadSchema>>;

export interface FormIssue {
  key: IssueKey;
  /** The field at fault (for `tooLong`: the limit applies to it). */
  field: string;
  max?: number;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; issue: FormIssue };

/** Validates and returns the first failure only, in the specification's order (the fields' order). */
export function check<T>(schema: z.ZodType<T>, input: unknown): Checked<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const first = result.error.issues[0];
  const field = String(first?.path[0] ?? "");
  const key = issueKeys.includes(first?.message as IssueKey) ? (first?.message as IssueKey) : "invalidField";
  const max = key === "tooLong" && field in fieldLimits ? fieldLimits[field as LimitedField] : undefined;
  return { ok: false, issue: { key, field, max } };
}

/**
 * Every failure, the first one of each field, in the fields' order: what marks the fields of a
 * failed submission (the toast still names only the first).
 */
export function checkAll(schema: z.ZodType<unknown>, input: unknown): FormIssue[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  const seen = new Set<string>();
  const out: FormIssue[] = [];
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (seen.has(field)) continue;
    seen.add(field);
    const key = issueKeys.includes(issue.message as IssueKey) ? (issue.message as IssueKey) : "invalidField";
    const max = key === "tooLong" && field in fieldLimits ? fieldLimits[field as LimitedField] : undefined;
    out.push({ key, field, max });
  }
  return out;
}

/** A page form's checks in the browser: what `usePageForm` runs on what was typed. */
export interface FormRules<T> {
  /** The browser's rules, first failure only (the toast's issue). */
  validate: (input: unknown) => Checked<T>;
  /** Every field that fails the browser's rules, or the server's after a refusal. */
  issuesOf: (input: unknown, rules: Mode) => FormIssue[];
}

/** The checks of one form's schema, both sets of rules built once. */
export function formRules<T>(schema: (mode: Mode) => z.ZodType<T>): FormRules<T> {
  const client = schema("client");
  const server = schema("server");
  return {
    validate: (input) => check(client, input),
    issuesOf: (input, rules) => checkAll(rules === "client" ? client : server, input),
  };
}
