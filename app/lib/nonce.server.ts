import { createContext } from "react-router";

/**
 * The CSP nonce of a response rendered per request, handed by the server process to the
 * document's render (app/entry.server.tsx) through the request's router context, like the
 * services (app/load-context.server.ts). Empty (the default) for prerendered pages and pages
 * that may be stored or shared: their inline scripts are allowed by hash.
 */
export const nonceContext = createContext<string>("");
