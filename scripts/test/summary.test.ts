import { describe, expect, test } from "vitest";
import { readAllowList, readPlaywright, readVitest, summarise } from "./summary.ts";

const vitestReport = {
  testResults: [
    {
      name: "/repo/tests/integration/outbox.test.ts",
      status: "failed",
      message: "",
      assertionResults: [
        { ancestorTitles: [], title: "delivers", status: "passed" },
        { ancestorTitles: ["crash"], title: "reclaims", status: "failed" },
        { ancestorTitles: ["crash"], title: "later", status: "skipped" },
        { ancestorTitles: [], title: "some day", status: "todo" },
      ],
    },
    {
      name: "/repo/tests/integration/postgres.test.ts",
      status: "failed",
      message: "initdb failed: no space left\nmore",
      assertionResults: [{ ancestorTitles: ["PostgreSQL 15"], title: "two processes", status: "skipped" }],
    },
  ],
};

const playwrightReport = {
  suites: [
    {
      title: "offline.spec.ts",
      specs: [],
      suites: [
        {
          title: "service worker",
          specs: [
            { title: "registers", tests: [{ status: "expected" }] },
            { title: "wobbles", tests: [{ status: "flaky" }] },
            { title: "breaks", tests: [{ status: "unexpected" }] },
            { title: "not here", tests: [{ status: "skipped" }] },
          ],
        },
      ],
    },
  ],
  errors: [{ message: "Error: webServer exited early\nstack" }],
};

describe("reading the runners' reports", () => {
  test("vitest: passed counted, failed and skipped named; a file that failed with no failed test fails with its tests", () => {
    expect(readVitest(vitestReport, "/repo")).toEqual({
      passed: 1,
      failed: [
        "tests/integration/outbox.test.ts > crash > reclaims",
        "tests/integration/postgres.test.ts (the file failed: initdb failed: no space left)",
        "tests/integration/postgres.test.ts > PostgreSQL 15 > two processes (not run)",
      ],
      skipped: [
        "tests/integration/outbox.test.ts > crash > later",
        "tests/integration/outbox.test.ts > some day",
      ],
      flaky: [],
    });
  });

  test("playwright: a test that passed on retry is passed and named as flaky; runner errors are failures", () => {
    expect(readPlaywright(playwrightReport)).toEqual({
      passed: 2,
      failed: ["offline.spec.ts > service worker > breaks", "playwright: Error: webServer exited early"],
      skipped: ["offline.spec.ts > service worker > not here"],
      flaky: ["offline.spec.ts > service worker > wobbles"],
    });
  });
});

describe("the closing lines", () => {
  const steps = [readVitest(vitestReport, "/repo"), readPlaywright(playwrightReport)];
  const allowed = readAllowList(
    JSON.stringify([
      { test: "offline.spec.ts > service worker > not here", reason: "needs a second display" },
    ]),
  );

  test("outside CI every skip is counted as skipped and the unlisted ones are named", () => {
    const summary = summarise({ steps, stepFailures: [], budgets: null, allowed, ci: false });
    expect(summary.lines.at(-1)).toBe("3 passed, 5 failed, 3 skipped");
    expect(summary.lines).toContain(
      "skipped (allowed: needs a second display): offline.spec.ts > service worker > not here",
    );
    expect(summary.lines.at(-2)).toBe(
      "flaky (passed on retry): 1: offline.spec.ts > service worker > wobbles",
    );
  });

  test("in CI an unlisted skip is a failure; lint and budgets count apart from the tests", () => {
    const summary = summarise({
      steps,
      stepFailures: ["lint (biome)"],
      budgets: { met: 20, missed: ["/: CLS 0.2"] },
      allowed,
      ci: true,
    });
    expect(summary.lines[0]).toBe("budgets (Lighthouse, not counted as tests): 20 met, 1 missed: /: CLS 0.2");
    expect(summary.lines.at(-1)).toBe("3 passed, 8 failed, 1 skipped");
    expect(summary.lines).toContain(
      "skipped without an allowed reason, counted as failed in CI: tests/integration/outbox.test.ts > crash > later; " +
        "tests/integration/outbox.test.ts > some day",
    );
    expect(summary.lines.find((l) => l.startsWith("failed: "))).toContain("step: lint (biome)");
  });

  test("a clean run", () => {
    const summary = summarise({
      steps: [{ passed: 5, failed: [], skipped: [], flaky: [] }],
      stepFailures: [],
      budgets: { met: 22, missed: [] },
      allowed: new Map(),
      ci: true,
    });
    expect(summary.lines).toEqual([
      "budgets (Lighthouse, not counted as tests): 22 met, 0 missed",
      "5 passed, 0 failed, 0 skipped",
    ]);
    expect(summary.failed).toBe(0);
  });

  test("an allow-list entry without a reason is refused", () => {
    expect(() => readAllowList(JSON.stringify([{ test: "a > b", reason: "" }]))).toThrow(
      'the skip allow-list entry for "a > b" gives no reason',
    );
    expect(() => readAllowList("{}")).toThrow("must be a JSON array");
  });
});
