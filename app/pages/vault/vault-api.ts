/**
 * The vault's calls to the server (`/api/vault`, signed in with the session's bearer token) and
 * the shapes of their answers, each inside the API's `{status, message, data}` envelope.
 */
import { apiClient } from "#app/lib/auth/api-client.ts";
import type { CertificateView, Vault } from "#app/lib/certificates.server.ts";

export type { IncomingTransfer, Vault, VaultCertificate } from "#app/lib/certificates.server.ts";

interface Envelope<T> {
  status: string;
  message: string;
  data: T;
}

export const vaultKey = ["vault"] as const;

export const vaultApi = {
  list: () => apiClient.get<Envelope<Vault>>("/vault").then((answer) => answer.data),
  one: (id: string) =>
    apiClient
      .get<Envelope<CertificateView>>(`/vault/${encodeURIComponent(id)}`)
      .then((answer) => answer.data),
  transfer: (id: string, email: string) =>
    apiClient.post<Envelope<unknown>>(`/vault/${encodeURIComponent(id)}/transfer`, { email }),
  cancel: (transferId: string) =>
    apiClient.delete<Envelope<unknown>>(`/vault/transfers/${encodeURIComponent(transferId)}`),
  accept: (transferId: string) =>
    apiClient.post<Envelope<unknown>>(`/vault/transfers/${encodeURIComponent(transferId)}/accept`),
};

/** An item in a few words: "Hermès Birkin 30". */
export function itemName(item: { brand: string; model: string }): string {
  return `${item.brand} ${item.model}`;
}
