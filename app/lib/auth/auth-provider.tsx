import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
} from "react";
import { tokenRefreshAfterMs } from "#app/data/session.ts";
import { trackAuthEvent } from "../analytics.ts";
import { notify } from "../toast.ts";
import {
  type ApiClient,
  ApiRequestError,
  apiClient,
  clearToken,
  readToken,
  serverMessage,
  storeToken,
  tokenIssuedAt,
} from "./api-client.ts";
import { type AuthState, authMessages, authReducer, initialAuthState } from "./auth-state.ts";
import type { AuthResponse, ProfileUpdate, Registration, User } from "./types.ts";

export interface AuthValue extends AuthState {
  login: (email: string, password: string) => Promise<User>;
  register: (registration: Registration) => Promise<User>;
  logout: () => Promise<void>;
  refreshToken: () => Promise<void>;
  updateUser: (profile: ProfileUpdate) => Promise<User>;
  /** Sets a new password from an e-mailed link and signs in with the session the server answers. */
  resetPassword: (token: string, password: string) => Promise<User>;
  /** Replaces the user after the server changed it elsewhere (the address confirmed, for example). */
  replaceUser: (user: User) => void;
}

const AuthContext = createContext<AuthValue | null>(null);

/** The message to show for a failed call: the server's, else the error's, else the default. */
function messageOf(error: unknown, fallback: string): string {
  return serverMessage(error) ?? (error instanceof Error && error.message ? error.message : fallback);
}

/**
 * The sign-in state and its operations. On start, a stored token is checked by fetching the
 * profile: success signs in; an answer that refuses it (any other answer, or a 4xx) clears the
 * token. A fetch that gets no answer or a server fault (5xx) ends signed out for this page but
 * keeps the token: leaving a page while its profile loads, or a slow server, must not sign the
 * visitor out (seen in a browser test: the navigation aborted the fetch and cleared the token).
 * The token is renewed by itself once it is older than a day (tokenRefreshAfterMs): checked on
 * start and whenever the tab becomes visible again; a renewal that fails signs out with
 * 'Token refresh failed'.
 */
export function AuthProvider({ children, client = apiClient }: { children: ReactNode; client?: ApiClient }) {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);

  const logout = useCallback(async () => {
    try {
      await client.post("/auth/logout");
    } catch (error) {
      console.warn("Logout request failed; the local session is cleared anyway.", error);
    }
    clearToken();
    dispatch({ type: "logout" });
    trackAuthEvent("logout");
  }, [client]);

  const refreshToken = useCallback(async () => {
    try {
      const answer = await client.post<AuthResponse<{ token: string }>>("/auth/refresh");
      if (answer?.status !== "success" || !answer.data?.token) throw new Error(authMessages.refreshFailed);
      storeToken(answer.data.token);
    } catch (error) {
      console.warn(authMessages.refreshFailed, error);
      await logout();
      // Signed out with the reason, which the sign-in screen shows.
      dispatch({ type: "failure", error: authMessages.refreshFailed });
    }
  }, [client, logout]);

  // One renewal at a time: start-up and a returning tab may ask together.
  const renewing = useRef<Promise<void> | null>(null);
  const renewIfOld = useCallback(() => {
    const issued = tokenIssuedAt();
    if (issued === null || Date.now() - issued < tokenRefreshAfterMs || renewing.current) return;
    renewing.current = refreshToken().finally(() => {
      renewing.current = null;
    });
  }, [refreshToken]);

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
        if (answer?.status === "success" && answer.data) {
          dispatch({ type: "success", user: answer.data });
          renewIfOld();
        } else {
          clearToken();
          dispatch({ type: "logout" });
        }
      })
      .catch((error) => {
        if (cancelled) return;
        // Only a refusal from the server means the token is no good. No answer (the visitor left
        // the page mid-request, the connection dropped, the server took too long) or a server
        // fault says nothing about it: the page goes on signed out, and the next one tries again.
        if (error instanceof ApiRequestError && error.status !== null && error.status < 500) {
          clearToken();
          dispatch({ type: "logout" });
        } else dispatch({ type: "loaded" });
      });
    return () => {
      cancelled = true;
    };
  }, [client, renewIfOld]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") renewIfOld();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [renewIfOld]);

  const signIn = useCallback(
    async (path: string, body: unknown, fallback: string, event: string | null): Promise<User> => {
      dispatch({ type: "start" });
      try {
        const answer = await client.post<AuthResponse>(path, body);
        if (answer?.status !== "success" || !answer.data) throw new Error(answer?.message || fallback);
        storeToken(answer.data.token);
        dispatch({ type: "success", user: answer.data.user });
        if (event) trackAuthEvent(event, { method: "email" });
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
    (email: string, password: string) =>
      signIn("/auth/login", { email, password }, authMessages.loginFailed, "login"),
    [signIn],
  );
  const register = useCallback(
    (registration: Registration) =>
      signIn("/auth/register", registration, authMessages.registrationFailed, "register"),
    [signIn],
  );
  // Unlike sign-in, a refused link leaves the sign-in state alone (the visitor may be signed in
  // elsewhere in this browser); the error carries the answer's status for the screen.
  const resetPassword = useCallback(
    async (token: string, password: string): Promise<User> => {
      try {
        const answer = await client.post<AuthResponse>("/auth/reset-password", { token, password });
        if (answer?.status !== "success" || !answer.data)
          throw new Error(answer?.message || authMessages.resetFailed);
        storeToken(answer.data.token);
        dispatch({ type: "success", user: answer.data.user });
        trackAuthEvent("login", { method: "password_reset" });
        return answer.data.user;
      } catch (error) {
        throw Object.assign(new Error(messageOf(error, authMessages.resetFailed)), {
          status: error instanceof ApiRequestError ? error.status : null,
        });
      }
    },
    [client],
  );
  const replaceUser = useCallback((user: User) => dispatch({ type: "update-user", user }), []);

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
    () => ({ ...state, login, register, logout, refreshToken, updateUser, resetPassword, replaceUser }),
    [state, login, register, logout, refreshToken, updateUser, resetPassword, replaceUser],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

/** The sign-in state; only inside an AuthProvider. */
export function useAuth(): AuthValue {
  const value = use(AuthContext);
  if (!value) throw new Error(authMessages.outsideProvider);
  return value;
}
