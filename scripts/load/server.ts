/**
 * Starts the production server of a checkout for the load scripts (`run.ts`, `render-cost.ts`):
 * one environment for both (loopback, a fresh data directory, quiet log, no outbox worker, a
 * rate limit too large to meet), waits for `/healthz`, and stops it again. Builds nothing.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface LoadServer {
  port: number;
  child: ChildProcess;
  /** Its data directory (fresh, removed by `stop`). */
  dataDir: string;
  /** Stops the server (SIGINT, so that a `--cpu-prof` profile is written) and removes its data. */
  stop: () => Promise<void>;
}

/** The environment of a server that nothing throttles: for measuring, not for showing 429s. */
export const unthrottled: Record<string, string> = {
  PAGE_BUDGET_BURST: "1000000000",
  PAGE_BUDGET_PER_SECOND: "1000000",
  CERTIFICATE_LOOKUP_MAX: "1000000000",
};

export async function startServer(options: {
  /** The checkout whose `server/` and `build/` run. */
  cwd: string;
  port: number;
  /** Added to (and overriding) the common environment. */
  env?: Record<string, string>;
  /** Extra arguments for node before the script (e.g. `--cpu-prof`). */
  nodeArgs?: string[];
}): Promise<LoadServer> {
  const { cwd, port } = options;
  if (!existsSync(path.join(cwd, "build/server/index.js")))
    throw new Error(`${cwd}: no production build. Run \`npm run build\` first.`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "collect-load-"));
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), "server/main.ts"], {
    cwd,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      OUTBOX_WORKER: "false",
      RATE_LIMIT_MAX: "1000000",
      ...options.env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGINT");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const until = Date.now() + 240_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server on port ${port} (${cwd}) exited (${child.exitCode})`);
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return { port, child, dataDir, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`the server on port ${port} (${cwd}) did not start within 4 minutes`);
}
