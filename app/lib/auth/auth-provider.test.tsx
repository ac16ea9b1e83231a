// @vitest-environment happy-dom

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { attachToaster, type ToastRequest } from "../toast.ts";
import { createApiClient, tokenIssuedAtKey, tokenStorageKey } from "./api-client.ts";
import { AuthProvider, type AuthValue, useAuth } from "./auth-provider.tsx";

/** A small stand-in for /api/auth over real HTTP: one account, tokens "good" and "fresh". */
let server: Server;
let origin = "";
let logoutFails = false;
let refreshFails = false;
let refreshes = 0;
const user = {
  id: "u1",
  email: "ada@example.com",
  name: "Ada",
  createdAt: "2026-01-01T00:00:00.000Z",
  emailVerified: true,
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const headers = {
      "Content-Type": "application/json",
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Allow-Headers": "Content-Type, Authorization, Accept",
      "Access-Control-Allow-Methods": "GET, POST, PUT, DELETE",
    };
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, headers);
        res.end(JSON.stringify(payload));
      };
      const auth = req.headers.authorization;
      if (req.method === "OPTIONS") return send(204, null);
      if (req.url === "/api/auth/login") {
        const { password } = JSON.parse(body || "{}") as { password?: string };
        if (password === "right-password")
          return send(200, { status: "success", message: "Signed in", data: { user, token: "good" } });
        if (password === "notice-password")
          return send(200, {
            status: "success",
            message: "Signed in",
            data: { user, token: "good", notice: "Your account deletion is cancelled." },
          });
        return send(401, { status: "error", message: "Invalid email or password" });
      }
      if (req.url === "/api/auth/profile" && req.method === "GET") {
        if (auth === "Bearer good" || auth === "Bearer fresh")
          return send(200, { status: "success", data: user });
        if (auth === "Bearer busy") return send(503, { status: "error", message: "Try again later" });
        return send(401, { status: "error", message: "Please sign in again" });
      }
      if (req.url === "/api/auth/profile" && req.method === "PUT")
        return send(200, { status: "success", message: "Saved", data: { ...user, ...JSON.parse(body) } });
      if (req.url === "/api/auth/logout")
        return logoutFails ? send(500, {}) : send(200, { status: "success" });
      if (req.url === "/api/auth/refresh") refreshes++;
      if (req.url === "/api/auth/refresh")
        return refreshFails
          ? send(401, { status: "error" })
          : send(200, { status: "success", data: { token: "fresh" } });
      send(404, { status: "error", message: "Not found" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

afterEach(cleanup);

beforeEach(() => {
  localStorage.clear();
  logoutFails = false;
  refreshFails = false;
  refreshes = 0;
});

function mount() {
  const box: { auth: AuthValue | null } = { auth: null };
  function Probe() {
    box.auth = useAuth();
    return (
      <p>{box.auth.loading ? "loading" : box.auth.isAuthenticated ? `in:${box.auth.user?.email}` : "out"}</p>
    );
  }
  render(
    <AuthProvider client={createApiClient({ baseUrl: origin })}>
      <Probe />
    </AuthProvider>,
  );
  return box;
}

function Gone() {
  const auth = useAuth();
  return <p>{auth.loading ? "loading" : auth.isAuthenticated ? "in" : "out"}</p>;
}

describe("AuthProvider", () => {
  it("cannot be used outside its provider", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    function Lonely() {
      useAuth();
      return null;
    }
    expect(() => render(<Lonely />)).toThrow("useAuth must be used within an AuthProvider");
    spy.mockRestore();
  });

  it("without a stored token, loading ends signed out", async () => {
    mount();
    await screen.findByText("out");
  });

  it("with a valid stored token, the start-up profile fetch signs in", async () => {
    localStorage.setItem(tokenStorageKey, "good");
    mount();
    await screen.findByText("in:ada@example.com");
  });

  it("with a stale token, the token is cleared and the visitor signed out", async () => {
    localStorage.setItem(tokenStorageKey, "stale");
    mount();
    await screen.findByText("out");
    expect(localStorage.getItem(tokenStorageKey)).toBeNull();
  });

  it("a server fault or no answer at start-up keeps the token for the next page", async () => {
    localStorage.setItem(tokenStorageKey, "busy");
    mount();
    await screen.findByText("out");
    expect(localStorage.getItem(tokenStorageKey)).toBe("busy");
    cleanup();
    // Nothing listens on the port any more: the fetch fails without an answer.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const gone = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    localStorage.setItem(tokenStorageKey, "good");
    render(
      <AuthProvider client={createApiClient({ baseUrl: gone })}>
        <Gone />
      </AuthProvider>,
    );
    await screen.findByText("out");
    expect(localStorage.getItem(tokenStorageKey)).toBe("good");
  });

  it("login stores the token; a failure keeps the server's message as the error", async () => {
    const box = mount();
    await screen.findByText("out");
    await act(async () => {
      await expect(box.auth?.login("ada@example.com", "wrong")).rejects.toThrow("Invalid email or password");
    });
    expect(box.auth?.error).toBe("Invalid email or password");
    await act(async () => {
      await box.auth?.login("ada@example.com", "right-password");
    });
    expect(localStorage.getItem(tokenStorageKey)).toBe("good");
    await screen.findByText("in:ada@example.com");
  });

  it("logout ignores a server failure and clears the session", async () => {
    localStorage.setItem(tokenStorageKey, "good");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    logoutFails = true;
    const box = mount();
    await screen.findByText("in:ada@example.com");
    await act(async () => {
      await box.auth?.logout();
    });
    expect(warn).toHaveBeenCalled();
    expect(localStorage.getItem(tokenStorageKey)).toBeNull();
    await screen.findByText("out");
    warn.mockRestore();
  });

  it("refresh stores the new token, and logs out when it fails", async () => {
    localStorage.setItem(tokenStorageKey, "good");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const box = mount();
    await screen.findByText("in:ada@example.com");
    await act(async () => {
      await box.auth?.refreshToken();
    });
    expect(localStorage.getItem(tokenStorageKey)).toBe("fresh");
    refreshFails = true;
    await act(async () => {
      await box.auth?.refreshToken();
    });
    await waitFor(() => expect(localStorage.getItem(tokenStorageKey)).toBeNull());
    await screen.findByText("out");
    warn.mockRestore();
  });

  it("update-user replaces the user, and needs a signed-in user", async () => {
    const box = mount();
    await screen.findByText("out");
    await expect(box.auth?.updateUser({ name: "X" })).rejects.toThrow("No user logged in");
    cleanup();
    localStorage.setItem(tokenStorageKey, "good");
    const second = mount();
    await waitFor(() => expect(second.auth?.isAuthenticated).toBe(true));
    await act(async () => {
      await second.auth?.updateUser({ name: "Ada Lovelace" });
    });
    expect(second.auth?.user?.name).toBe("Ada Lovelace");
  });

  it("renews a token older than a day on start, and keeps the time it was issued", async () => {
    localStorage.setItem(tokenStorageKey, "good");
    localStorage.setItem(tokenIssuedAtKey, String(Date.now() - 25 * 60 * 60 * 1000));
    mount();
    await screen.findByText("in:ada@example.com");
    await waitFor(() => expect(localStorage.getItem(tokenStorageKey)).toBe("fresh"));
    expect(refreshes).toBe(1);
    expect(Date.now() - Number(localStorage.getItem(tokenIssuedAtKey))).toBeLessThan(60_000);
  });

  it("leaves a younger token alone, and stamps a token stored without its time", async () => {
    localStorage.setItem(tokenStorageKey, "good");
    mount();
    await screen.findByText("in:ada@example.com");
    expect(refreshes).toBe(0);
    expect(localStorage.getItem(tokenStorageKey)).toBe("good");
    expect(Number(localStorage.getItem(tokenIssuedAtKey))).toBeGreaterThan(0);
  });

  it("renews when the tab comes back after a day, and signs out with 'Token refresh failed' when that fails", async () => {
    localStorage.setItem(tokenStorageKey, "good");
    localStorage.setItem(tokenIssuedAtKey, String(Date.now()));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const box = mount();
    await screen.findByText("in:ada@example.com");
    localStorage.setItem(tokenIssuedAtKey, String(Date.now() - 2 * 24 * 60 * 60 * 1000));
    refreshFails = true;
    await act(async () => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await screen.findByText("out");
    expect(refreshes).toBe(1);
    expect(box.auth?.error).toBe("Token refresh failed");
    expect(localStorage.getItem(tokenStorageKey)).toBeNull();
    expect(localStorage.getItem(tokenIssuedAtKey)).toBeNull();
    warn.mockRestore();
  });

  it("shows the server's notice after a sign-in as a toast", async () => {
    const shown: ToastRequest[] = [];
    attachToaster((request) => shown.push(request));
    const box = mount();
    await screen.findByText("out");
    await act(async () => {
      await box.auth?.login("ada@example.com", "right-password");
    });
    expect(shown).toEqual([]);
    await act(async () => {
      await box.auth?.login("ada@example.com", "notice-password");
    });
    expect(shown).toEqual([
      { kind: "info", title: "Your account deletion is cancelled.", description: undefined },
    ]);
    attachToaster(null);
  });
});
