import type { NextFunction, Request, Response } from "express";
import { firstForbiddenField } from "#app/forms/text-rules.ts";
import type { Language } from "#app/i18n/languages.ts";
import ar from "#app/i18n/messages/ar.json" with { type: "json" };
import en from "#app/i18n/messages/en.json" with { type: "json" };
import fr from "#app/i18n/messages/fr.json" with { type: "json" };
import it from "#app/i18n/messages/it.json" with { type: "json" };
import { format } from "#app/i18n/messages.ts";
import { answerLanguage } from "../http/language.ts";

const sentences: Record<Language, string> = {
  en: en.forms.issues.controlCharacters,
  fr: fr.forms.issues.controlCharacters,
  it: it.forms.issues.controlCharacters,
  ar: ar.forms.issues.controlCharacters,
};

/** The refusal's sentence, naming the field (its JSON path, as the APIs name fields), in `language`. */
export function unsafeTextMessage(language: Language, field: string): string {
  return format(sentences[language], { field });
}

/**
 * After a JSON API's body parser: a body holding text that breaks the shared rule
 * (app/forms/text-rules.ts: control characters, lone surrogates) answers 400 naming the field,
 * in the caller's language and in the APIs' shape `{status, message, data: {field}}`, before any
 * service (and so any query) sees it. The forms' functions check the same rule in their schemas.
 */
export function refuseUnsafeText(req: Request, res: Response, next: NextFunction): void {
  const field = req.body === undefined ? null : firstForbiddenField(req.body);
  if (field === null) return next();
  const language = answerLanguage(req);
  res.setHeader("Cache-Control", "no-store");
  res.status(400).json({ status: "error", message: unsafeTextMessage(language, field), data: { field } });
}
