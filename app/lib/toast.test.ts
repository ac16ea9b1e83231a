import { beforeEach, describe, expect, it, vi } from "vitest";

const calls: [string, string, unknown][] = [];
vi.mock("sonner", () => ({
  toast: {
    success: (t: string, o: unknown) => calls.push(["success", t, o]),
    error: (t: string, o: unknown) => calls.push(["error", t, o]),
    info: (t: string, o: unknown) => calls.push(["info", t, o]),
  },
}));

const { notify, toastLifetimeMs } = await import("./toast.ts");

beforeEach(() => {
  calls.length = 0;
});

describe("toasts", () => {
  it("live 5000 ms", () => {
    expect(toastLifetimeMs).toBe(5000);
  });

  it("maps success, error and info, and destructive to error", () => {
    notify("success", "Success!", "Done");
    notify("info", "Already Subscribed");
    notify("destructive", "Error", "Nope");
    notify("error", "Invalid Email");
    expect(calls).toEqual([
      ["success", "Success!", { description: "Done" }],
      ["info", "Already Subscribed", undefined],
      ["error", "Error", { description: "Nope" }],
      ["error", "Invalid Email", undefined],
    ]);
  });
});
