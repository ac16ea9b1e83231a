/**
 * The bodies the requests API accepts, checked with zod. A refusal names its field and a sentence
 * of copy/ (never zod's English): the first problem found is the one answered.
 */
import { z } from "zod";
import { itemCategoryRecords } from "#app/data/categories.ts";
import type { CategoryId } from "#app/data/shots.ts";
import { hasForbiddenCharacter } from "#app/forms/text-rules.ts";
import { isDirectoryBrand } from "./brands.ts";
import { type ServiceId, serviceIds } from "./costs.ts";
import { RequestError, type RequestWord } from "./words.ts";

const categoryIds = itemCategoryRecords.map((c) => c.id) as [CategoryId, ...CategoryId[]];

/** The shared rule (app/forms/text-rules.ts), one-line: no control character, line breaks included, no lone surrogate. */
const control = { test: (v: string) => hasForbiddenCharacter(v, false) };

const problem = (word: RequestWord, values: Record<string, string | number> = {}) => ({
  params: { word, values },
});

function text(max: number, required: boolean) {
  return z
    .string()
    .refine((v) => !control.test(v), problem("fieldControl"))
    .transform((v) => v.trim())
    .refine((v) => v.length <= max, problem("fieldTooLong", { max }))
    .refine((v) => !required || v.length > 0, problem("fieldEmpty"));
}

const currencies = new Set(Intl.supportedValuesOf("currency"));

/** Minor-unit digits of a currency (USD 2, JPY 0, BHD 3). */
export function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

const pricePaid = z
  .strictObject({
    amount: z.string().refine((v) => !control.test(v), problem("fieldControl")),
    currency: z.string().refine((v) => /^[A-Z]{3}$/.test(v) && currencies.has(v), problem("fieldCurrency")),
  })
  .superRefine((value, ctx) => {
    const digits = minorDigits(value.currency);
    const pattern = digits === 0 ? /^\d{1,12}$/ : new RegExp(`^\\d{1,12}(\\.\\d{1,${digits}})?$`);
    if (!pattern.test(value.amount))
      ctx.addIssue({ code: "custom", path: ["amount"], ...problem("fieldAmount", { decimals: digits }) });
  })
  .transform((value) => {
    const digits = minorDigits(value.currency);
    const [whole = "0", fraction = ""] = value.amount.split(".");
    return {
      minor: Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0"),
      currency: value.currency,
    };
  });

const fields = {
  purpose: z.enum(["authenticate", "vault"]),
  category: z.string().refine((v) => (categoryIds as string[]).includes(v), problem("categoryUnknown")),
  brand: z
    .string()
    .refine((v) => isDirectoryBrand(v), problem("brandUnknown"))
    .nullable(),
  brandName: text(80, false),
  model: text(120, true),
  colour: text(60, true),
  reference: text(80, false),
  pricePaid: pricePaid.nullable(),
};

const createSchema = z.strictObject({
  purpose: fields.purpose,
  category: fields.category,
  brand: fields.brand.optional(),
  brandName: fields.brandName.optional(),
  model: fields.model,
  colour: fields.colour,
  reference: fields.reference.optional(),
  pricePaid: fields.pricePaid.optional(),
});

const updateSchema = z.strictObject({
  purpose: fields.purpose.optional(),
  category: fields.category.optional(),
  brand: fields.brand.optional(),
  brandName: fields.brandName.optional(),
  model: fields.model.optional(),
  colour: fields.colour.optional(),
  reference: fields.reference.optional(),
  pricePaid: fields.pricePaid.optional(),
});

const submitSchema = z.strictObject({
  service: z.enum(serviceIds as [ServiceId, ...ServiceId[]]),
  idempotencyKey: z
    .string()
    .refine((v) => /^[A-Za-z0-9._:-]{8,200}$/.test(v), problem("idempotencyKeyInvalid")),
});

const notificationsSchema = z.strictObject({
  requestReceived: z.boolean(),
  morePhotosNeeded: z.boolean(),
  verdictReady: z.boolean(),
});

/** The first zod issue as a 400 in the site's words. */
function refusal(error: z.ZodError): RequestError {
  const issue = error.issues[0];
  if (!issue) return new RequestError(400, "bodyNotObject", { field: "body" });
  const at = issue.path.map(String).join(".");
  const field = at || "body";
  switch (issue.code) {
    case "unrecognized_keys": {
      const key = issue.keys[0] ?? "";
      const name = at ? `${at}.${key}` : key;
      return new RequestError(400, "fieldUnknown", { field: name }, { field: name });
    }
    case "custom": {
      const params = (issue.params ?? {}) as { word?: RequestWord; values?: Record<string, string | number> };
      const word = params.word ?? "fieldInvalid";
      return new RequestError(400, word, { field }, { field, ...(params.values ?? {}) });
    }
    case "invalid_value":
      return new RequestError(
        400,
        "fieldChoice",
        { field },
        { field, choices: issue.values.map(String).join(", ") },
      );
    case "invalid_type": {
      if (issue.input === undefined) return new RequestError(400, "fieldMissing", { field }, { field });
      const word: RequestWord =
        issue.expected === "object"
          ? "fieldNotObject"
          : issue.expected === "boolean"
            ? "fieldNotBoolean"
            : "fieldNotText";
      return new RequestError(400, field === "body" ? "bodyNotObject" : word, { field }, { field });
    }
    default:
      return new RequestError(400, "fieldInvalid", { field }, { field });
  }
}

function parse<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  if (body === null || typeof body !== "object" || Array.isArray(body))
    throw new RequestError(400, "bodyNotObject", { field: "body" });
  const result = schema.safeParse(body, { reportInput: true });
  if (!result.success) throw refusal(result.error);
  return result.data;
}

export interface ItemFields {
  purpose: "authenticate" | "vault";
  category: CategoryId;
  brand: string | null;
  brandName: string;
  model: string;
  colour: string;
  reference: string;
  pricePaidMinor: number | null;
  currency: string | null;
}

/** A brand from the directory wins over a written name; one of the two is needed. */
function brandOf(brand: string | null | undefined, brandName: string | undefined) {
  if (brand) return { brand, brandName: "" };
  if (brandName) return { brand: null, brandName };
  throw new RequestError(400, "brandMissing", { field: "brand" });
}

export function parseNewItem(body: unknown): ItemFields {
  const v = parse(createSchema, body);
  return {
    purpose: v.purpose,
    category: v.category as CategoryId,
    ...brandOf(v.brand, v.brandName),
    model: v.model,
    colour: v.colour,
    reference: v.reference ?? "",
    pricePaidMinor: v.pricePaid?.minor ?? null,
    currency: v.pricePaid?.currency ?? null,
  };
}

/** The changed fields of a PATCH; `current` gives the brand pair when only one side changes. */
export function parseItemChanges(
  body: unknown,
  current: { brand: string | null; brandName: string },
): Partial<ItemFields> {
  const v = parse(updateSchema, body);
  const changes: Partial<ItemFields> = {};
  if (v.purpose !== undefined) changes.purpose = v.purpose;
  if (v.category !== undefined) changes.category = v.category as CategoryId;
  if (v.brand !== undefined || v.brandName !== undefined)
    Object.assign(
      changes,
      brandOf(
        v.brand === undefined ? (v.brandName ? null : current.brand) : v.brand,
        v.brandName ?? current.brandName,
      ),
    );
  if (v.model !== undefined) changes.model = v.model;
  if (v.colour !== undefined) changes.colour = v.colour;
  if (v.reference !== undefined) changes.reference = v.reference;
  if (v.pricePaid !== undefined) {
    changes.pricePaidMinor = v.pricePaid?.minor ?? null;
    changes.currency = v.pricePaid?.currency ?? null;
  }
  return changes;
}

export function parseSubmit(body: unknown): { service: ServiceId; idempotencyKey: string } {
  return parse(submitSchema, body);
}

export function parseNotifications(body: unknown) {
  return parse(notificationsSchema, body);
}

/** The price paid as the API writes it: `{ amount: "1250.00", currency }`, or null. */
export function pricePaidOf(minor: number | null, currency: string | null) {
  if (minor === null || currency === null) return null;
  const digits = minorDigits(currency);
  const whole = Math.floor(minor / 10 ** digits);
  const fraction = digits ? `.${String(minor % 10 ** digits).padStart(digits, "0")}` : "";
  return { amount: `${whole}${fraction}`, currency };
}
