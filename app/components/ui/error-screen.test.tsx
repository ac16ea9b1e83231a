// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "#app/components/i18n-provider.tsx";
import en from "#app/i18n/messages/en.json" with { type: "json" };
import { ErrorBoundary } from "./error-screen.tsx";

afterEach(cleanup);

let shouldFail = true;
function Flaky() {
  if (shouldFail) throw new Error("Card image failed to decode");
  return <p>All good</p>;
}
function Silent() {
  const [fail] = useState(true);
  if (fail) throw new Error("");
  return null;
}

function renderWithin(children: React.ReactNode, onError?: () => void) {
  return render(
    <I18nProvider language="en" messages={en} brand="Collect">
      <ErrorBoundary onError={onError}>{children}</ErrorBoundary>
    </I18nProvider>,
  );
}

describe("generic error screen", () => {
  it("shows the sad face, title and message, logs, calls back, and Try Again clears the error", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const onError = vi.fn();
    shouldFail = true;
    renderWithin(<Flaky />, onError);
    expect(screen.getByText("😞")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByText("Card image failed to decode")).toBeTruthy();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(log.mock.calls.some((args) => String(args[0]).includes("Rendering failed"))).toBe(true);

    shouldFail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.getByText("All good")).toBeTruthy();
    expect(screen.queryByText("Something went wrong")).toBeNull();
    log.mockRestore();
  });

  it("says 'An unexpected error occurred' when the error has no message", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderWithin(<Silent />);
    expect(screen.getByText("An unexpected error occurred")).toBeTruthy();
    log.mockRestore();
  });

  it("shows the given fallback instead of the error screen", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <I18nProvider language="en" messages={en} brand="Collect">
        <ErrorBoundary fallback={<p>Plain version</p>}>
          <Silent />
        </ErrorBoundary>
      </I18nProvider>,
    );
    expect(screen.getByText("Plain version")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Something went wrong" })).toBeNull();
    log.mockRestore();
  });
});
