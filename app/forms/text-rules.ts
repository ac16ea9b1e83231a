/**
 * The one rule for text anyone may send to the site (forms, accounts, data rights, certificates):
 * no control characters, which a database refuses (NUL), a log or a mail header misreads (line
 * breaks where none belong) or a screen hides (DEL, C1); no lone UTF-16 surrogates, which are
 * no character at all. A field that holds several lines (a message, a reason) may hold line
 * breaks and tabs. The forms' schemas (schemas.ts) and the server's JSON readers
 * (server/http/text-guard.ts) both ask this function; nothing else decides.
 */

/** Fields whose text may run over several lines: line feeds, carriage returns and tabs are kept there. */
export const multilineFields: ReadonlySet<string> = new Set(["message", "reason"]);

const anyControl = /\p{Cc}/u;
const controlBesidesLines = /[^\P{Cc}\t\n\r]/u;

/** Whether `value` holds a character no stored text may hold (line breaks and tabs allowed when `multiline`). */
export function hasForbiddenCharacter(value: string, multiline: boolean): boolean {
  if (!value.isWellFormed()) return true;
  return (multiline ? controlBesidesLines : anyControl).test(value);
}

/** Keys whose values are never stored as text (a password is only hashed): the rule leaves them alone. */
const secretKey = /password/i;

/**
 * The dotted path of the first string in a parsed body (object, array, nested) that breaks the
 * rule, or null. A key that itself breaks it is reported as `body`.
 */
export function firstForbiddenField(body: unknown, path: string[] = []): string | null {
  if (typeof body === "string") {
    const last = path[path.length - 1] ?? "";
    if (secretKey.test(last)) return null;
    return hasForbiddenCharacter(body, multilineFields.has(last)) ? path.join(".") || "body" : null;
  }
  if (Array.isArray(body)) {
    for (let i = 0; i < body.length; i++) {
      const found = firstForbiddenField(body[i], [...path, String(i)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (body !== null && typeof body === "object") {
    for (const [key, value] of Object.entries(body)) {
      if (hasForbiddenCharacter(key, false)) return "body";
      const found = firstForbiddenField(value, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}
