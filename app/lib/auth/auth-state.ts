import type { User } from "./types.ts";

/** The sign-in state. */
export interface AuthState {
  isAuthenticated: boolean;
  user: User | null;
  loading: boolean;
  error: string | null;
}

export const initialAuthState: AuthState = {
  isAuthenticated: false,
  user: null,
  loading: true,
  error: null,
};

export type AuthAction =
  | { type: "start" }
  | { type: "success"; user: User }
  | { type: "failure"; error: string }
  | { type: "logout" }
  | { type: "update-user"; user: User }
  | { type: "loaded" };

/** The default messages of the error catalogue. */
export const authMessages = {
  loginFailed: "Login failed",
  registrationFailed: "Registration failed",
  profileUpdateFailed: "Profile update failed",
  noUser: "No user logged in",
  refreshFailed: "Token refresh failed",
  resetFailed: "Password reset failed",
  outsideProvider: "useAuth must be used within an AuthProvider",
} as const;

/**
 * Transitions: start sets loading and clears the error; success authenticates with the user;
 * failure leaves the visitor signed out with the message; logout resets everything;
 * update-user replaces the user; loaded ends the start-up check signed out.
 */
export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case "start":
      return { ...state, loading: true, error: null };
    case "success":
      return { isAuthenticated: true, user: action.user, loading: false, error: null };
    case "failure":
      return { isAuthenticated: false, user: null, loading: false, error: action.error };
    case "logout":
      return { isAuthenticated: false, user: null, loading: false, error: null };
    case "update-user":
      return { ...state, user: action.user };
    case "loaded":
      return { ...state, loading: false };
  }
}
