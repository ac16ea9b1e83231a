/**
 * `node scripts/load/render-cost.ts [--against <checkout>] [--requests N] [--cpu-prof <dir>]`:
 * the CPU time the production server spends per answer of each kind of page rendered per request,
 * read from the server process's own counters (/proc/<pid>/stat: user + system time) around N
 * requests sent one after another. Builds nothing: run `npm run build` first.
 *
 * With `--against <checkout>` a second server is started from that checkout (its own `server/`
 * and `build/`), and the two are measured side by side in one run, in turns, so that what else
 * the machine does weighs on both alike. `--cpu-prof <dir>` starts the servers under
 * `node --cpu-prof` and leaves their profiles there (open them in Chrome's DevTools).
 * Timing lives here only, never in tests.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { sampleCertificateIds } from "#app/lib/sample-certificates.ts";
import { type LoadServer, startServer, unthrottled } from "./server.ts";

const root = path.resolve(import.meta.dirname, "../..");
const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const requests = Number(option("--requests")) || 300;
const against = option("--against");
const profileDir = option("--cpu-prof");
/** `--only <n>`: measure the n-th kind alone (from 0), for a profile of it. */
const only = option("--only");
const basePort = Number(process.env.LOAD_PORT ?? 3360);
const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux

interface Server extends LoadServer {
  name: string;
}

function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
  return (Number(fields[11]) + Number(fields[12])) / ticksPerMs;
}

async function start(name: string, cwd: string, port: number): Promise<Server> {
  const server = await startServer({
    cwd,
    port,
    env: unthrottled,
    nodeArgs: profileDir ? ["--cpu-prof", "--cpu-prof-dir", path.resolve(profileDir, name)] : [],
  });
  return { ...server, name };
}

/** Each kind: an address per request (n counts up) and the headers that make it a full render. */
const kinds: { name: string; path: (n: number) => string; headers: Record<string, string> }[] = [
  {
    name: "404, rendered (Authorization)",
    path: (n) => `/scan-${n}/wp-login.php`,
    headers: { authorization: "Bearer x" },
  },
  {
    name: "404 /fr/..., rendered (Authorization)",
    path: (n) => `/fr/scan-${n}`,
    headers: { authorization: "Bearer x" },
  },
  {
    name: "/app/login, rendered (a cookie)",
    path: () => "/app/login",
    headers: { cookie: "session=1" },
  },
  {
    name: "/verify/{sample}, rendered (Authorization)",
    path: () => `/verify/${sampleCertificateIds.authentic}`,
    headers: { authorization: "Bearer x" },
  },
  {
    name: "404 /scan-n/..., template (analytics cookies)",
    path: (n) => `/scan-${n}/wp-login.php`,
    headers: { cookie: "_ga=GA1.1.123456789.1764300000" },
  },
  {
    name: "404 /xx-n/brands/..., template (unknown region, parameterised page)",
    path: (n) => `/xx-${n}/brands/acme-${n}`,
    headers: {},
  },
];

const measured = only === undefined ? kinds : kinds.filter((_, i) => i === Number(only));

async function run(server: Server, kind: (typeof kinds)[number], count: number, from: number) {
  const pid = server.child.pid ?? 0;
  const before = cpuMs(pid);
  for (let n = from; n < from + count; n++) {
    const res = await fetch(`http://127.0.0.1:${server.port}${kind.path(n)}`, { headers: kind.headers });
    await res.arrayBuffer();
  }
  return cpuMs(pid) - before;
}

async function main() {
  const servers = [await start("this", root, basePort)];
  if (against) servers.push(await start("against", path.resolve(against), basePort + 1));
  try {
    const totals = new Map<string, number>();
    // Warm-up: templates proven, code paths compiled.
    for (const server of servers) for (const kind of measured) await run(server, kind, 50, 1_000_000);
    // In turns of 50 requests, so that both servers share the machine's moods.
    const rounds = Math.max(1, Math.round(requests / 50));
    for (let round = 0; round < rounds; round++)
      // Each server first in every other round: neither gains from going first.
      for (const kind of measured)
        for (const server of round % 2 === 0 ? servers : [...servers].reverse()) {
          const key = `${server.name}\t${kind.name}`;
          totals.set(key, (totals.get(key) ?? 0) + (await run(server, kind, 50, round * 50)));
        }
    console.log(`| page | ${servers.map((s) => `${s.name}: ms CPU per answer`).join(" | ")} |`);
    console.log(`|---|${servers.map(() => "---|").join("")}`);
    for (const kind of measured)
      console.log(
        `| ${kind.name} | ${servers
          .map((s) => ((totals.get(`${s.name}\t${kind.name}`) ?? 0) / (rounds * 50)).toFixed(2))
          .join(" | ")} |`,
      );
    console.log(
      `(${rounds * 50} answers per cell, one at a time; CPU read at 10 ms resolution over each 50)`,
    );
  } finally {
    for (const server of servers) await server.stop();
  }
}

await main();
