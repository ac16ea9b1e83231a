import { createContext, use } from "react";

/**
 * The CSP nonce of a server-rendered response. Prerendered files have none (their inline
 * scripts are allowed by hash), and browsers hide the attribute after load, so the client
 * renders it empty.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  const nonce = use(NonceContext);
  return typeof document === "undefined" ? nonce : nonce === undefined ? undefined : "";
}
