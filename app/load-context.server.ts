import type { RouterContextProvider } from "react-router";
import { type FormsBackend, formsContext } from "./forms/backend.server.ts";
import { type CertificateRegistry, certificatesContext } from "./lib/certificates.server.ts";
import { nonceContext } from "./lib/nonce.server.ts";

/**
 * The services the server process lends to route loaders and actions, declared once. To give
 * the routes another service: add it here, give it a context key beside the code that reads it,
 * set that key below, and pass the service from the server's runtime (server/load-context.ts).
 */
export interface AppServices {
  forms: FormsBackend;
  /** The certificate registry the verify and vault pages read (server/certificates/). */
  certificates?: CertificateRegistry;
}

/**
 * Puts the services into one request's context. The server calls it through the build's entry
 * module (app/entry.server.tsx re-exports it): the context keys are objects of the build, and
 * the server process, which loads the build rather than bundling it, can only reach them there.
 */
export function provideServices(context: RouterContextProvider, services: AppServices): void {
  context.set(formsContext, services.forms);
  if (services.certificates) context.set(certificatesContext, services.certificates);
}

/**
 * Puts a response's CSP nonce into its request's context, where the document's render reads it
 * (app/entry.server.tsx). Called by the server for every page it renders with a nonce, services
 * or not.
 */
export function provideNonce(context: RouterContextProvider, nonce: string): void {
  context.set(nonceContext, nonce);
}
