import { describe, expect, it } from "vitest";
import words from "#app/components/privacy/copy/en.json" with { type: "json" };
import { formatMessage } from "#app/i18n/message.ts";
import {
  deletionDelayMs,
  type PrivacyEnvironment,
  privacyRequestDays,
  privacyStorageKeys,
  readList,
  recordConsent,
  requestAccountDeletion,
  requestDataExport,
} from "./privacy-rights.ts";

function environment(confirmAnswer = true) {
  const memory = new Map<string, string>();
  const questions: string[] = [];
  const env: PrivacyEnvironment = {
    storage: { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v) },
    now: () => new Date("2026-11-22T10:00:00.000Z"),
    newId: () => "req-1",
    confirm: (q) => {
      questions.push(q);
      return confirmAnswer;
    },
    userAgent: "TestAgent/1.0",
    words: Object.fromEntries(
      Object.entries(words.notices).map(([key, text]) => [
        key,
        formatMessage("en", text, { days: privacyRequestDays }),
      ]),
    ) as unknown as PrivacyEnvironment["words"],
  };
  return { env, memory, questions };
}

const user = { id: "u1", email: "ada@example.com" };

describe("privacy rights", () => {
  it("schedules deletion 30 days out: 2,592,000,000 ms", () => {
    expect(deletionDelayMs).toBe(2_592_000_000);
    expect(deletionDelayMs).toBe(30 * 24 * 60 * 60 * 1000);
  });

  it("stores an export request with the specified fields and status pending", () => {
    const { env } = environment();
    const request = requestDataExport(user, env);
    expect(request).toEqual({
      id: "req-1",
      userId: "u1",
      email: "ada@example.com",
      dataTypes: ["profile", "authentication", "analytics", "preferences", "communications"],
      status: "pending",
      requestedAt: "2026-11-22T10:00:00.000Z",
    });
    expect(readList(env, privacyStorageKeys.exports)).toEqual([request]);
  });

  it("asks for confirmation with the specified question and schedules 30 days out", () => {
    const { env, questions } = environment();
    const request = requestAccountDeletion(user, "No longer needed", {}, env);
    expect(questions).toEqual([
      "Are you sure you want to request account deletion? This action cannot be undone.",
    ]);
    expect(request).toMatchObject({
      userId: "u1",
      email: "ada@example.com",
      reason: "No longer needed",
      status: "pending",
      requestedAt: "2026-11-22T10:00:00.000Z",
      scheduledFor: "2026-12-22T10:00:00.000Z",
    });
  });

  it("schedules for now with the immediate flag, and does nothing when the visitor cancels", () => {
    const { env } = environment();
    expect(requestAccountDeletion(user, "", { immediate: true }, env)?.scheduledFor).toBe(
      "2026-11-22T10:00:00.000Z",
    );
    const declined = environment(false);
    expect(requestAccountDeletion(user, "", {}, declined.env)).toBeNull();
    expect(declined.memory.size).toBe(0);
  });

  it("does nothing without a user id", () => {
    const { env, memory, questions } = environment();
    expect(requestDataExport(null, env)).toBeNull();
    expect(requestDataExport({ id: "", email: "x@y.z" }, env)).toBeNull();
    expect(requestAccountDeletion(undefined, "", {}, env)).toBeNull();
    expect(recordConsent(null, "marketing", true, env)).toBeNull();
    expect(memory.size).toBe(0);
    expect(questions).toEqual([]);
  });

  it("records consent with user agent and time", () => {
    const { env } = environment();
    expect(recordConsent("u1", "marketing_emails", false, env)).toEqual({
      userId: "u1",
      consentType: "marketing_emails",
      granted: false,
      recordedAt: "2026-11-22T10:00:00.000Z",
      userAgent: "TestAgent/1.0",
    });
  });
});
