/** Where the session token is kept in browser storage. */
export const tokenStorageKey = "auth_token";
