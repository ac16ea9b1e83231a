import { describe, expect, it } from "vitest";
import { authReducer, initialAuthState } from "./auth-state.ts";

const user = {
  id: "u1",
  email: "ada@example.com",
  name: "Ada",
  createdAt: "2026-01-01T00:00:00.000Z",
  emailVerified: true,
};

describe("sign-in state transitions", () => {
  it("starts loading, signed out", () => {
    expect(initialAuthState).toEqual({ isAuthenticated: false, user: null, loading: true, error: null });
  });

  it("login start sets loading and clears the error", () => {
    const state = authReducer(
      { ...initialAuthState, loading: false, error: "Login failed" },
      { type: "start" },
    );
    expect(state).toMatchObject({ loading: true, error: null });
  });

  it("success authenticates with the user; failure signs out with the message", () => {
    const signedIn = authReducer(initialAuthState, { type: "success", user });
    expect(signedIn).toEqual({ isAuthenticated: true, user, loading: false, error: null });
    const failed = authReducer(signedIn, { type: "failure", error: "Login failed" });
    expect(failed).toEqual({ isAuthenticated: false, user: null, loading: false, error: "Login failed" });
  });

  it("logout resets everything; update-user replaces the user; loaded ends the start-up check", () => {
    const signedIn = authReducer(initialAuthState, { type: "success", user });
    expect(authReducer(signedIn, { type: "logout" })).toEqual({
      isAuthenticated: false,
      user: null,
      loading: false,
      error: null,
    });
    const renamed = { ...user, name: "Ada L." };
    expect(authReducer(signedIn, { type: "update-user", user: renamed }).user).toEqual(renamed);
    expect(authReducer(initialAuthState, { type: "loaded" })).toMatchObject({
      loading: false,
      isAuthenticated: false,
    });
  });
});
