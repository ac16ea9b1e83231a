/**
 * What the integration tests stand on: free ports, the built server started as a real process
 * (`node server/main.ts`) with its own DATA_DIR, an in-process SMTP server that can go down and
 * come back, and a throwaway PostgreSQL 15 cluster started from the machine's binaries.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  accessSync,
  chmodSync,
  constants,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";

export const root = path.resolve(import.meta.dirname, "../..");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export function tempDir(label: string): string {
  return mkdtempSync(path.join(tmpdir(), `forms-${label}-`));
}

export async function waitFor<T>(
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < until) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}${last ? ` (${String(last)})` : ""}`);
}

export function assertBuilt(): void {
  if (!existsSync(path.join(root, "build/server/index.js")))
    throw new Error("The production build is missing: run `npm run build` before the integration tests.");
}

// ---------------------------------------------------------------- SMTP

export interface ReceivedMail {
  messageId: string;
  raw: string;
  to: string[];
}

/**
 * What the test SMTP server does with a message once its content has arrived: take it; hold it
 * (never answer the end of DATA, as a stuck server would); or refuse it with a reply code
 * (4xx: try later, 5xx: never).
 */
export type SmtpMode = { accept: true } | { hold: true } | { refuse: number; text: string };

/** An SMTP server in this process; `down()` closes the port, `up()` opens it again. */
export class TestSmtp {
  readonly received: ReceivedMail[] = [];
  /** Messages held unanswered (mode `hold`); their sender never learns whether they arrived. */
  readonly held: ReceivedMail[] = [];
  /** Every message whose content arrived, whatever the answer. */
  attempts = 0;
  mode: SmtpMode = { accept: true };
  private server: SMTPServer | null = null;
  /** Off while shutting down: a message whose end arrives then is refused, as a real server would. */
  private accepting = false;
  readonly port: number;
  constructor(port: number) {
    this.port = port;
  }

  static async start(mode?: SmtpMode): Promise<TestSmtp> {
    const smtp = new TestSmtp(await freePort());
    if (mode) smtp.mode = mode;
    await smtp.up();
    return smtp;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  up(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      size: 1024 * 1024,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          if (!this.accepting) return callback(new Error("421 shutting down"));
          this.attempts++;
          const raw = Buffer.concat(chunks).toString("utf8");
          const id = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? "";
          const mail = { messageId: id, raw, to: session.envelope.rcptTo.map((r) => r.address) };
          const mode = this.mode;
          if ("hold" in mode) {
            this.held.push(mail);
            return;
          }
          if ("refuse" in mode)
            return callback(Object.assign(new Error(mode.text), { responseCode: mode.refuse }));
          this.received.push(mail);
          callback();
        });
      },
    });
    server.on("error", () => {});
    this.server = server;
    this.accepting = true;
    return new Promise((resolve) => server.listen(this.port, "127.0.0.1", () => resolve()));
  }

  down(): Promise<void> {
    const server = this.server;
    this.server = null;
    this.accepting = false;
    if (!server) return Promise.resolve();
    return new Promise((resolve) => server.close(() => resolve()));
  }

  ids(): string[] {
    return this.received.map((r) => r.messageId);
  }
}

// ---------------------------------------------------------------- the site

export interface Site {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  /** SIGTERM and wait for the exit code. */
  stop: () => Promise<number | null>;
  /** SIGKILL, as a crash or an out-of-memory kill would end it: nothing is drained or closed. */
  kill: () => Promise<void>;
}

export const testEnv = {
  LOG_LEVEL: "warn",
  RATE_LIMIT_MAX: "1000000",
  // Every test sends from one address; tests/integration/bots.test.ts starts its own small budget.
  PAGE_BUDGET_BURST: "1000000",
  OUTBOX_POLL_MS: "100",
  OUTBOX_RETRY_BASE_MS: "200",
  OUTBOX_MAX_ATTEMPTS: "30",
  CONTACT_INBOX: "inbox@collect.test",
  MAIL_FROM: "Collect website <no-reply@collect.test>",
};

export async function startSite(env: Record<string, string>): Promise<Site> {
  assertBuilt();
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? tempDir("data");
  let log = "";
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: { ...process.env, ...testEnv, HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (c: Buffer) => {
    log += c.toString();
  });
  child.stderr?.on("data", (c: Buffer) => {
    log += c.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const signalled = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on("exit", (_c, signal) => resolve(signal)),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited: ${log}`);
      const res = await fetch(`${url}/healthz`);
      return res.ok;
    },
    // The embedded database compiles at start: minutes when the machine is crowded.
    240_000,
    "the server to start",
  ).catch((error: unknown) => {
    child.kill("SIGKILL");
    throw error;
  });
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      if ((await signalled) !== "SIGKILL") throw new Error(`the server was not killed: ${log}`);
    },
  };
}

export async function post(
  url: string,
  body: unknown,
  init: { type?: string; headers?: Record<string, string>; raw?: boolean } = {},
): Promise<{ status: number; json: Record<string, unknown>; text: string }> {
  const type = init.type ?? "application/json";
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": type, ...init.headers },
    body: init.raw ? (body as string) : type.includes("json") ? JSON.stringify(body) : String(body),
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = {};
  }
  return { status: res.status, json, text };
}

// ---------------------------------------------------------------- PostgreSQL 15

export interface Postgres {
  url: string;
  stop: () => void;
}

/**
 * Where the PostgreSQL programs are looked for, in order: every directory of the PATH, then
 * Debian's `/usr/lib/postgresql/<version>/bin` (highest version first). `.ci/run` searches the
 * same places, so CI installs PostgreSQL exactly when the tests would not find it.
 */
export function pgBinCandidates(envPath = process.env.PATH ?? ""): string[] {
  const debian = existsSync("/usr/lib/postgresql")
    ? readdirSync("/usr/lib/postgresql")
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => `/usr/lib/postgresql/${v}/bin`)
    : [];
  return [...envPath.split(path.delimiter).filter(Boolean), ...debian];
}

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first directory holding both `initdb` and `pg_ctl`, and its major version (from `initdb --version`). */
export function findPgBin(envPath?: string): { bin: string; major: number; version: string } {
  const bin = pgBinCandidates(envPath).find(
    (dir) => executable(path.join(dir, "initdb")) && executable(path.join(dir, "pg_ctl")),
  );
  if (!bin)
    throw new Error(
      "PostgreSQL 15 not found: no initdb and pg_ctl on the PATH or in /usr/lib/postgresql/*/bin (install Debian's postgresql; .ci/run does)",
    );
  const probe = spawnSync(path.join(bin, "initdb"), ["--version"], { encoding: "utf8" });
  const version = (probe.stdout ?? "").trim();
  const major = Number(/\(PostgreSQL\)\s+(\d+)/.exec(version)?.[1] ?? Number.NaN);
  if (probe.status !== 0 || !Number.isFinite(major))
    throw new Error(
      `${bin}/initdb --version failed (exit ${probe.status ?? probe.signal}): ${(probe.stderr || probe.stdout || String(probe.error ?? "")).trim()}`,
    );
  return { bin, major, version };
}

/** The major version the database tests are written against (Debian 12's PostgreSQL). */
export const pgMajor = 15;

/**
 * A fresh PostgreSQL 15 cluster on a free loopback port, from the machine's binaries. initdb
 * refuses root, so as root the cluster belongs to the `postgres` (or `nobody`) user.
 * Throws, with the programs' output and the cluster's log, when it cannot start one: a database
 * suite that did not run must show as failed, never as passed or quietly skipped.
 */
export async function startPostgres(): Promise<Postgres> {
  const { bin, major, version } = findPgBin();
  if (major !== pgMajor)
    throw new Error(
      `PostgreSQL ${pgMajor} expected, found ${version} in ${bin} (set PATH to a ${pgMajor} bin directory)`,
    );
  const isRoot = process.getuid?.() === 0;
  let user: string | null = null;
  if (isRoot) {
    for (const candidate of ["postgres", "nobody"])
      if (spawnSync("id", ["-u", candidate]).status === 0) {
        user = candidate;
        break;
      }
    if (!user)
      throw new Error(
        "running as root and no unprivileged user (postgres, nobody) to own a PostgreSQL cluster",
      );
  }
  const dir = tempDir("pg");
  chmodSync(dir, 0o777);
  const data = path.join(dir, "data");
  const logFile = path.join(dir, "log");
  const run = (args: string[]) => {
    const command = user ? "runuser" : args[0];
    const argv = user ? ["-u", user, "--", ...args] : args.slice(1);
    return spawnSync(command as string, argv, { encoding: "utf8", cwd: dir });
  };
  const output = (r: ReturnType<typeof run>) =>
    `exit ${r.status ?? r.signal}: ${`${r.stdout ?? ""}${r.stderr ?? ""}`.trim() || String(r.error ?? "")}`;
  const init = run([
    path.join(bin, "initdb"),
    "-D",
    data,
    "-A",
    "trust",
    "-U",
    "postgres",
    "--no-sync",
    "-E",
    "UTF8",
  ]);
  if (init.status !== 0) throw new Error(`initdb (${bin}) failed, ${output(init)}`);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const start = run([path.join(bin, "pg_ctl"), "-D", data, "-o", options, "-l", logFile, "-w", "start"]);
  if (start.status !== 0) {
    const log = existsSync(logFile) ? readFileSync(logFile, "utf8") : "(no log written)";
    throw new Error(`pg_ctl start (${bin}) failed, ${output(start)}\ncluster log:\n${log}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      run([path.join(bin, "pg_ctl"), "-D", data, "-m", "immediate", "-w", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------- load

/** A valid contact message, numbered. */
export const contact = (i: number, tag: string) => ({
  firstName: "Burst",
  lastName: `N${i}`,
  email: `burst${i}@example.com`,
  subject: `${tag} ${i}`,
  message: `Message ${i} of the ${tag} run.`,
});

/** Posts `count` messages, `concurrency` at a time; returns the statuses. */
export async function postMany(site: Site, count: number, tag: string, concurrency = 32): Promise<number[]> {
  const statuses: number[] = new Array(count);
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const i = next++;
      statuses[i] = (await post(`${site.url}/api/functions/send-contact-email`, contact(i, tag))).status;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return statuses;
}
