/** Where the session token is kept in browser storage (spec 000, section 9). */
export const tokenStorageKey = "auth_token";
