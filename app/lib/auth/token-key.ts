/** Where the session token is kept in browser storage. */
export const tokenStorageKey = "auth_token";
/** Beside it, when the server issued that token (milliseconds since 1970), for the automatic refresh. */
export const tokenIssuedAtKey = "auth_token_issued_at";
