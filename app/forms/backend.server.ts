import { createContext } from "react-router";
import type { Language } from "#app/i18n/languages.ts";
import type { Outcome } from "./outcome.ts";

/**
 * What a route action needs from the forms service of the server process (server/forms/service.ts):
 * one call that validates, stores and answers. The server hands it over per request through
 * React Router's context (app/load-context.server.ts); the actions never import server code.
 */
export interface FormsBackend {
  submit: (endpoint: "newsletter" | "contact", body: unknown, language: Language) => Promise<Outcome>;
}

/**
 * The context key route actions read the forms service by. Null when the server runs without
 * one: the actions then answer that the service is unavailable, as the API does.
 */
export const formsContext = createContext<FormsBackend | null>(null);
