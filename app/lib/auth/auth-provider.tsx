import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useReducer } from "react";
import { notify } from "../toast.ts";
import { type ApiClient, apiClient, clearToken, readToken, serverMessage, storeToken } from "./api-client.ts";
import { type AuthState, authMessages, authReducer, initialAuthState } from "./auth-state.ts";
import type { AuthResponse, ProfileUpdate, Registration, User } from "./types.ts";

export interface AuthValue extends AuthState {
  login: (email: string, password: string) => Promise<User>;
  register: (registration: Registration) => Promise<User>;
  logout: () => Promise<void>;
  refreshToken: () => Promise<void>;
  updateUser: (profile: ProfileUpdate) => Promise<User>;
}

const AuthContext = createContext<AuthValue | null>(null);

/** The message to show for a failed call: the server's, else the error's, else the default. */
function messageOf(error: unknown, fallback: string): string {
  return serverMessage(error) ?? (error instanceof Error && error.message ? error.message : fallback);
}

/**
 * The sign-in state and its operations. On start, a stored token is
 * checked by fetching the profile: success signs in, anything else clears the token.
 */
export function AuthProvider({ children, client = apiClient }: { children: ReactNode; client?: ApiClient }) {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);

  useEffect(() => {
    let cancelled = false;
    if (!readToken()) {
      dispatch({ type: "loaded" });
      return;
    }
    client
      .get<AuthResponse<User>>("/auth/profile")
      .then((answer) => {
        if (cancelled) return;
        if (answer?.status === "success" && answer.data) dispatch({ type: "success", user: answer.data });
        else {
          clearToken();
          dispatch({ type: "logout" });
        }
      })
      .catch(() => {
        if (cancelled) return;
        clearToken();
        dispatch({ type: "logout" });
      });
    return () => {
      cancelled = true;
    };
  }, [client]);

  const signIn = useCallback(
    async (path: string, body: unknown, fallback: string): Promise<User> => {
      dispatch({ type: "start" });
      try {
        const answer = await client.post<AuthResponse>(path, body);
        if (answer?.status !== "success" || !answer.data) throw new Error(answer?.message || fallback);
        storeToken(answer.data.token);
        dispatch({ type: "success", user: answer.data.user });
        // A notice from the server about the account (e.g. a scheduled deletion cancelled by this
        // sign-in) outlives the sign-in screen, which navigates away at once: a toast.
        if (typeof answer.data.notice === "string" && answer.data.notice) notify("info", answer.data.notice);
        return answer.data.user;
      } catch (error) {
        const message = messageOf(error, fallback);
        dispatch({ type: "failure", error: message });
        throw new Error(message);
      }
    },
    [client],
  );

  const login = useCallback(
    (email: string, password: string) => signIn("/auth/login", { email, password }, authMessages.loginFailed),
    [signIn],
  );
  const register = useCallback(
    (registration: Registration) => signIn("/auth/register", registration, authMessages.registrationFailed),
    [signIn],
  );

  const logout = useCallback(async () => {
    try {
      await client.post("/auth/logout");
    } catch (error) {
      console.warn("Logout request failed; the local session is cleared anyway.", error);
    }
    clearToken();
    dispatch({ type: "logout" });
  }, [client]);

  const refreshToken = useCallback(async () => {
    try {
      const answer = await client.post<AuthResponse<{ token: string }>>("/auth/refresh");
      if (answer?.status !== "success" || !answer.data?.token) throw new Error(authMessages.refreshFailed);
      storeToken(answer.data.token);
    } catch (error) {
      console.warn(authMessages.refreshFailed, error);
      await logout();
    }
  }, [client, logout]);

  const updateUser = useCallback(
    async (profile: ProfileUpdate): Promise<User> => {
      if (!state.user) throw new Error(authMessages.noUser);
      try {
        const answer = await client.put<AuthResponse<User>>("/auth/profile", profile);
        if (answer?.status !== "success" || !answer.data)
          throw new Error(answer?.message || authMessages.profileUpdateFailed);
        dispatch({ type: "update-user", user: answer.data });
        return answer.data;
      } catch (error) {
        throw new Error(messageOf(error, authMessages.profileUpdateFailed));
      }
    },
    [client, state.user],
  );

  const value = useMemo<AuthValue>(
    () => ({ ...state, login, register, logout, refreshToken, updateUser }),
    [state, login, register, logout, refreshToken, updateUser],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

/** The sign-in state; only inside an AuthProvider. */
export function useAuth(): AuthValue {
  const value = use(AuthContext);
  if (!value) throw new Error(authMessages.outsideProvider);
  return value;
}
