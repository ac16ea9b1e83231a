import { describe, expect, it } from "vitest";
import { loader } from "./section.tsx";

type LoaderArgs = Parameters<typeof loader>[0];
const load = (rest: string) => {
  try {
    loader({ params: { "*": rest } } as unknown as LoaderArgs);
    return null;
  } catch (thrown) {
    return thrown as Response | { init?: { status?: number } };
  }
};

describe("in-app section loader", () => {
  it("sends /app itself home with a permanent redirect, as the server does", () => {
    const answer = load("") as Response;
    expect(answer.status).toBe(308);
    expect(answer.headers.get("Location")).toBe("/");
  });

  it("answers 404 for an in-app path that is not a referenced screen, and lets listed ones through", () => {
    expect((load("no-such-screen") as { init?: { status?: number } }).init?.status).toBe(404);
    expect(load("my-vault")).toBeNull();
  });
});
