import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { describeError, logSerializers, safeError, safeUrl, scrubText } from "./logger.ts";

/** A query error as Drizzle throws it: the statement and its values, over the driver's error. */
function failedQuery() {
  const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
    code: "22021",
    detail: "Key (email)=(ada@example.com) already exists.",
    table: "users",
  });
  return Object.assign(
    new Error(
      "Failed query: insert into users (email, password_hash) values ($1, $2)\nparams: ada@example.com,$argon2id$v=19$abc",
      {
        cause,
      },
    ),
    {
      query: "insert into users (email, password_hash) values ($1, $2)",
      params: ["ada@example.com", "$argon2id$v=19$abc"],
    },
  );
}

describe("what the log keeps of an error", () => {
  it("a failed query: the driver's code and table, never the statement, its parameters or the detail", () => {
    const safe = JSON.stringify(safeError(failedQuery()));
    expect(safe).toContain('"code":"22021"');
    expect(safe).toContain('"table":"users"');
    expect(safe).not.toMatch(/ada@example|argon2|insert into|params|Key \(email\)/);
  });

  it("through pino's own serializers, and as a last_error line", () => {
    let out = "";
    const sink = new Writable({
      write(chunk, _encoding, done) {
        out += chunk.toString();
        done();
      },
    });
    const log = pino({ serializers: logSerializers }, sink);
    log.error({ err: failedQuery(), ref: "abc" }, "failed");
    log.error(failedQuery(), "failed as first argument");
    expect(out).toContain('"ref":"abc"');
    expect(out).not.toMatch(/ada@example|argon2|insert into|params/);
    expect(describeError(failedQuery())).toBe('Error [22021]: invalid byte sequence for encoding "…": 0x00');
  });

  it("addresses and quoted values are taken out of free text; URLs keep paths and query names only", () => {
    expect(scrubText("550 5.1.1 <bob@example.com>: Recipient address rejected")).toBe(
      "550 5.1.1 <[address]>: Recipient address rejected",
    );
    expect(safeUrl("/newsletter/confirm?token=abc&lang=fr")).toBe("/newsletter/confirm?token=…&lang=…");
    expect(safeUrl("/api/auth/export/secret-token")).toBe("/api/auth/export/[token]");
    expect(safeUrl("/verify/CC-TP05-MW1M-RT16")).toBe("/verify/CC-TP05-MW1M-RT16");
  });
});
