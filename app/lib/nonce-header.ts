/**
 * The request header through which the server hands a response's CSP nonce to React Router's
 * entry. The server always overwrites it, so a client can never choose the nonce.
 */
export const nonceHeader = "x-csp-nonce";
