import type { Language } from "#app/i18n/languages.ts";
import type { Outcome } from "./outcome.ts";

/**
 * The bridge from route actions (bundled by Vite into the server build) to the one forms service
 * the Express process owns (server/forms/service.ts): the database is opened once per process,
 * so the actions reach it through this registry rather than importing server modules.
 */
export interface FormsBackend {
  submit: (endpoint: "newsletter" | "contact", body: unknown, language: Language) => Promise<Outcome>;
}

const key = Symbol.for("collect.forms.backend");
type Holder = { [key]?: FormsBackend | null };

export function registerFormsBackend(backend: FormsBackend | null): void {
  (globalThis as Holder)[key] = backend;
}

export function formsBackend(): FormsBackend | null {
  return (globalThis as Holder)[key] ?? null;
}
