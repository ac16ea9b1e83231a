import { describe, expect, it } from "vitest";
import {
  attachToaster,
  notify,
  registerToasterHost,
  showToast,
  type ToastApi,
  toastLifetimeMs,
} from "./toast.ts";

function recorder() {
  const calls: [string, string, unknown][] = [];
  const api: ToastApi = {
    success: (t, o) => calls.push(["success", t, o]),
    error: (t, o) => calls.push(["error", t, o]),
    info: (t, o) => calls.push(["info", t, o]),
  };
  return { calls, api };
}

describe("toasts", () => {
  it("live 5000 ms", () => {
    expect(toastLifetimeMs).toBe(5000);
  });

  it("maps success, error and info, and destructive to error", () => {
    const { calls, api } = recorder();
    showToast(api, { kind: "success", title: "Success!", description: "Done" });
    showToast(api, { kind: "info", title: "Already Subscribed" });
    showToast(api, { kind: "destructive", title: "Error", description: "Nope" });
    showToast(api, { kind: "error", title: "Invalid Email" });
    expect(calls).toEqual([
      ["success", "Success!", { description: "Done" }],
      ["info", "Already Subscribed", undefined],
      ["error", "Error", { description: "Nope" }],
      ["error", "Invalid Email", undefined],
    ]);
  });

  it("queues toasts until the toaster is up, mounting it on the first one, and loses none", () => {
    let mounted = 0;
    registerToasterHost(() => mounted++);
    notify("error", "Validation Error", "Please enter your first name");
    notify("success", "Message Sent!");
    expect(mounted).toBe(2);
    const { calls, api } = recorder();
    attachToaster((request) => showToast(api, request));
    notify("info", "Already Subscribed");
    expect(calls.map((c) => c[1])).toEqual(["Validation Error", "Message Sent!", "Already Subscribed"]);
    attachToaster(null);
    registerToasterHost(null);
  });
});
