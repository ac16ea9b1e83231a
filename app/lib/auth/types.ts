/** A signed-in user as the server returns it. */
export interface User {
  id: string;
  email: string;
  name: string;
  createdAt: string;
  /** Whether the address was confirmed from the link e-mailed to it. */
  emailVerified: boolean;
  /** A new address waiting for its confirmation (the current one stays until then). */
  pendingEmail?: string | null;
}

/** One of the account's live sessions (GET /api/auth/sessions). */
export interface SessionInfo {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  /** "Chrome on Linux", or "" when the browser did not say. */
  browser: string;
  /** The session of this browser. */
  current: boolean;
}

/** The registration object: the fields this site asks for (see README, "Accounts"). */
export interface Registration {
  email: string;
  password: string;
  name: string;
}

export interface ProfileUpdate {
  name?: string;
  email?: string;
  /** The current password: the server asks for it before an address change. */
  currentPassword?: string;
}

/** The shape of every /api/auth answer. */
export interface AuthResponse<D = { user: User; token: string; notice?: string }> {
  status: "success" | "error";
  message: string;
  data?: D;
}
