import { z } from "zod";
import type { CertificateResult, ReviewedBy } from "#app/lib/certificates.server.ts";
import { categoryIdFrom, certificateCategoryIds } from "./categories.ts";
import type { CertificateWord } from "./words.ts";

/**
 * The issuing contract the authentication pipeline relies on, checked with zod. Every refusal
 * names the field it is about (`item.brand`, `marketValue.currency`) and says what is wrong in a
 * sentence of server/certificates/copy/.
 */

export const certificateResults = [
  "authentic",
  "not_authentic",
  "inconclusive",
] as const satisfies CertificateResult[];
export const reviewers = ["ai", "ai+human"] as const satisfies ReviewedBy[];

export const textLimit = 200;
export const reasonLimit = 500;

const text = (max = textLimit) => z.string().trim().min(1).max(max);
const optionalText = z
  .string()
  .trim()
  .max(textLimit)
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

const category = z
  .string()
  .trim()
  .transform((value, context) => {
    // An id ("toys-figures"), or one of the English names accepted before ids: stored as the id.
    const found = categoryIdFrom(value);
    if (!found) context.addIssue({ code: "custom", message: "category" });
    return found ?? value;
  });

/** A real calendar day, `YYYY-MM-DD`. */
const day = z.string().refine((value) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}, "date");

const amount = z.number().finite().min(0).max(1e12);

export const certificateInput = z.strictObject({
  item: z.strictObject({
    category,
    brand: text(),
    model: text(),
    colour: optionalText,
    reference: optionalText,
  }),
  result: z.enum(certificateResults),
  /** A percent with at most one decimal (98.6), as the certificate shows it. */
  confidence: z
    .number()
    .min(0)
    .max(100)
    .refine((v) => Math.abs(Math.round(v * 10) - v * 10) < 1e-9, { message: "oneDecimal" }),
  conditionGrade: z.number().int().min(0).max(10),
  marketValue: z
    .strictObject({
      min: amount,
      max: amount,
      currency: z.string().regex(/^[A-Z]{3}$/, "currency"),
    })
    .refine((v) => v.min <= v.max, { message: "order", path: ["min"] })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  reviewedBy: z.enum(reviewers),
  date: day,
  ownerEmail: z
    .email()
    .max(254)
    .nullable()
    .optional()
    .transform((v) => (v ? v.toLowerCase() : null)),
});

export type CertificateInput = z.output<typeof certificateInput>;

export const revocationInput = z.strictObject({ reason: text(reasonLimit) });
export const transferInput = z.strictObject({
  email: z
    .email()
    .max(254)
    .transform((v) => v.toLowerCase()),
});

/** One refusal: the field (dotted path; `body` for the whole) and the sentence, by key, with its figures. */
export interface FieldProblem {
  field: string;
  word: CertificateWord;
  values: Record<string, string | number>;
}

/** The value at a path of a parsed JSON body (undefined when absent). */
function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== "object" || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** What zod said about the first problem, as a sentence naming the field. */
export function problemOf(error: z.ZodError, input: unknown): FieldProblem {
  const issue = error.issues[0];
  if (!issue) return { field: "body", word: "fieldInvalid", values: { field: "body" } };
  let path = issue.path.map(String);
  if (issue.code === "unrecognized_keys") path = [...path, issue.keys[0] ?? ""];
  const field = path.length > 0 ? path.join(".") : "body";
  const values: Record<string, string | number> = { field };
  const word = ((): CertificateWord => {
    switch (issue.code) {
      case "invalid_type":
        if (valueAt(input, issue.path) === undefined) return "fieldMissing";
        if (field === "body") return "bodyNotObject";
        values.expected = issue.expected;
        return issue.expected === "number" || issue.expected === "int"
          ? field === "conditionGrade"
            ? "fieldWholeNumber"
            : "fieldNotNumber"
          : issue.expected === "object"
            ? "fieldNotObject"
            : "fieldNotText";
      case "unrecognized_keys":
        return "fieldUnknown";
      case "invalid_value":
        values.choices = issue.values.map(String).join(", ");
        return "fieldChoice";
      case "too_small":
        if (issue.origin === "string") return "fieldEmpty";
        values.min = Number(issue.minimum);
        values.max = field === "confidence" ? 100 : field === "conditionGrade" ? 10 : 1e12;
        return "fieldRange";
      case "too_big":
        if (issue.origin === "string") {
          values.max = Number(issue.maximum);
          return "fieldTooLong";
        }
        values.min = 0;
        values.max = Number(issue.maximum);
        return "fieldRange";
      case "invalid_format":
        return issue.format === "email"
          ? "fieldEmail"
          : field.endsWith("currency")
            ? "fieldCurrency"
            : "fieldInvalid";
      case "custom":
        if (issue.message === "category") {
          values.choices = certificateCategoryIds.join(", ");
          return "fieldChoice";
        }
        if (issue.message === "date") return "fieldDate";
        if (issue.message === "order") return "fieldOrder";
        if (issue.message === "oneDecimal") return "fieldOneDecimal";
        return "fieldInvalid";
      default:
        return issue.message === "currency" ? "fieldCurrency" : "fieldInvalid";
    }
  })();
  return { field, word, values };
}
