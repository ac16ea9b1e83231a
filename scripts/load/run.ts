/**
 * `npm run load`: how the production server holds up while it is scanned, measured side by side
 * in one run on loopback (autocannon), against the limit of this machine (a bare Node server
 * answering the /pricing HTML from memory). Builds nothing: run `npm run build` first.
 *
 * It starts the production server twice (one with a budget too large to throttle anything, for
 * the measurements; one with the default budget, to show its 429s), measures each kind of
 * answer for a few seconds, then a real page while a full-speed scan of unknown addresses runs
 * and while 500 slowloris connections are open, prints a table and the pass/fail lines of the
 * issue's "Done means", and stops everything it started. Timing lives here only, never in tests.
 *
 *   npm run load                       # every step, 5 s each
 *   npm run load -- --seconds 3        # shorter steps
 *   LOAD_PORT=3350 npm run load        # first of the four ports it uses (default 3350)
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import { connect, type Socket } from "node:net";
import path from "node:path";
import { sampleCertificateIds } from "#app/lib/sample-certificates.ts";
import { type LoadServer, startServer, unthrottled } from "./server.ts";

interface Histogram {
  average: number;
  p99: number;
  total: number;
}
interface Result {
  requests: Histogram;
  latency: Histogram;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}
interface RawRequest {
  path?: string;
  headers?: Record<string, string>;
}
interface Options {
  url: string;
  connections?: number;
  duration?: number;
  headers?: Record<string, string>;
  requests?: { setupRequest?: (request: RawRequest) => RawRequest }[];
}
const autocannon = createRequire(import.meta.url)("autocannon") as (options: Options) => Promise<Result>;

const root = path.resolve(import.meta.dirname, "../..");
const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf("--seconds") + 1]) || 5;
const basePort = Number(process.env.LOAD_PORT ?? 3350);
const ports = { measured: basePort, budgeted: basePort + 1, bare: basePort + 2 };

if (
  !existsSync(path.join(root, "build/server/index.js")) ||
  !existsSync(path.join(root, "build/client/pricing/index.html"))
) {
  console.error("load: no production build. Run `npm run build` first (this script builds nothing).");
  process.exit(1);
}

const started: ChildProcess[] = [];
const servers: LoadServer[] = [];
let bare: Server | undefined;
let slow: Socket[] = [];

function cleanUp() {
  for (const socket of slow) socket.destroy();
  slow = [];
  bare?.close();
  bare?.closeAllConnections();
  for (const child of [...started, ...servers.map((server) => server.child)])
    if (child.exitCode === null) child.kill("SIGTERM");
  for (const server of servers) rmSync(server.dataDir, { recursive: true, force: true });
}
process.on("SIGINT", () => {
  cleanUp();
  process.exit(130);
});

async function startMeasured(port: number, env: Record<string, string>): Promise<void> {
  servers.push(await startServer({ cwd: root, port, env }));
}

/** A fresh value per request, so that nothing is answered twice from one address. */
let counter = 0;
const distinct = (make: (n: number) => string) => [
  { setupRequest: (request: RawRequest) => ({ ...request, path: make(counter++) }) },
];

interface Row {
  name: string;
  result: Result;
}
const rows: Row[] = [];

async function measure(
  name: string,
  port: number,
  options: Partial<Options> & { path?: string },
): Promise<Result> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${options.path ?? "/"}`,
    connections: 10,
    duration: seconds,
    ...options,
  });
  rows.push({ name, result });
  process.stdout.write(`  ${name}: ${Math.round(result.requests.average)}/s, p99 ${result.latency.p99} ms\n`);
  return result;
}

function statuses(result: Result): string {
  return Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => `${code}x${count}`)
    .join(" ");
}

async function main() {
  console.log(`load: starting the servers on ports ${ports.measured}-${ports.bare} (steps of ${seconds} s)`);
  // The limit runs in a process of its own, as the site's server does: in this one it would share
  // the event loop with the load generator and measure less than the machine can do.
  const limitServer = spawn(process.execPath, [import.meta.filename, "--bare", String(ports.bare)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  started.push(limitServer);
  await new Promise<void>((resolve) => limitServer.stdout?.once("data", () => resolve()));
  await startMeasured(ports.measured, unthrottled);
  await startMeasured(ports.budgeted, {});
  // Warm up: the first answer of each kind renders its template.
  for (const warm of [
    "/pricing",
    "/no-such-page",
    "/scan-warm/wp-login.php",
    "/fr/brands/warm-up",
    "/ae/locations/warm-up",
    "/collectcard/explore/warm",
    "/app/my-vault",
    `/verify/${sampleCertificateIds.authentic}`,
  ])
    await (await fetch(`http://127.0.0.1:${ports.measured}${warm}`)).text();

  console.log("load: measuring");
  const limit = await measure("bare Node http, /pricing from memory (the limit)", ports.bare, {
    path: "/pricing",
  });
  const pricing = await measure("prerendered /pricing", ports.measured, { path: "/pricing" });
  // As a browser asks: the page compressed once and kept (before, 364/s, deflated per request).
  await measure("prerendered /pricing with Accept-Encoding: br", ports.measured, {
    path: "/pricing",
    headers: { "accept-encoding": "br" },
  });
  await measure("prerendered /brands/rolex", ports.measured, { path: "/brands/rolex" });
  const unknown = await measure("unknown paths (each one new)", ports.measured, {
    requests: distinct((n) => `/scan-${n}/wp-login.php`),
  });
  const perRequest: Result[] = [];
  perRequest.push(
    await measure("per request: /collectcard/explore/{id} (each id new)", ports.measured, {
      requests: distinct((n) => `/collectcard/explore/card-${n}`),
    }),
  );
  perRequest.push(
    await measure("per request: /fr/brands/{unknown} (each slug new)", ports.measured, {
      requests: distinct((n) => `/fr/brands/unknown-${n}`),
    }),
  );
  perRequest.push(
    await measure("per request: /ae/locations/{unknown} (each slug new)", ports.measured, {
      requests: distinct((n) => `/ae/locations/city-${n}`),
    }),
  );
  perRequest.push(await measure("per request: /app/my-vault", ports.measured, { path: "/app/my-vault" }));
  // A certificate's public page (seeded sample on the embedded defaults), kept 5 s by the shared cache.
  perRequest.push(
    await measure("per request: /verify/{id} (a sample certificate)", ports.measured, {
      path: `/verify/${sampleCertificateIds.authentic}`,
    }),
  );

  // Pages a person gets per request, each beside the prerendered page's rate of this run: the
  // not-found page, and the collect-card redirect screen with a shared link's query string (each
  // one new), without and with the cookies a visitor carries after consenting to analytics.
  const visitorCookie = {
    cookie: "_ga=GA1.1.123456789.1764300000; _ga_X1=GS1.1.1764300000.1.0.1764300000.0.0.0",
  };
  const beside: { name: string; result: Result }[] = [];
  for (const [label, headers] of [
    ["", {}],
    [" with analytics cookies", visitorCookie],
  ] as const) {
    beside.push({
      name: `404 page${label}`,
      result: await measure(`per request: 404 page /no-such-page${label}`, ports.measured, {
        path: "/no-such-page",
        headers,
      }),
    });
    beside.push({
      name: `404 page, unprefixed, two segments (each one new)${label}`,
      result: await measure(`per request: 404 page /scan-{n}/no/such/page${label}`, ports.measured, {
        headers,
        requests: distinct((n) => `/scan-${n}/no/such/page`),
      }),
    });
    beside.push({
      name: `redirect screen with ?utm_...${label}`,
      result: await measure(
        `per request: /collectcard/explore/{id}?utm_... (each query new)${label}`,
        ports.measured,
        {
          headers,
          requests: distinct((n) => `/collectcard/explore/card-7?utm_source=share&utm_campaign=c${n}`),
        },
      ),
    });
  }

  // A real page while a scan of unknown addresses runs at full speed from 50 connections. The
  // scanner is a process of its own, as it would be another machine: in this one, its 50
  // connections' answers would delay the measuring client's own.
  const scanner = spawn(
    process.execPath,
    [import.meta.filename, "--scan", String(ports.measured), "--seconds", String(seconds + 1)],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  started.push(scanner);
  let scanOutput = "";
  scanner.stdout?.on("data", (chunk: Buffer) => {
    scanOutput += chunk.toString();
  });
  const scanDone = new Promise<void>((resolve) => scanner.on("exit", () => resolve()));
  await new Promise((r) => setTimeout(r, 700));
  const underScan = await measure("prerendered /pricing during a 50-connection 404 scan", ports.measured, {
    path: "/pricing",
  });
  await scanDone;
  const scanResult = JSON.parse(scanOutput) as Result;
  rows.push({ name: "the 404 scan itself (another process)", result: scanResult });

  // A real page while 500 connections trickle their headers (slowloris).
  slow = await openSlowloris(ports.measured, 500);
  const trickle = setInterval(() => {
    for (const socket of slow) if (!socket.destroyed) socket.write(`X-Trickle-${counter++}: 1\r\n`);
  }, 1000);
  const underSlowloris = await measure(
    "prerendered /pricing with 500 slowloris connections open",
    ports.measured,
    {
      path: "/pricing",
    },
  );
  clearInterval(trickle);
  const stillOpen = slow.filter((s) => !s.destroyed).length;
  for (const socket of slow) socket.destroy();
  slow = [];

  // The default budget: what a single address gets when it calls the API flat out (each call
  // costs a token), and when it scans unknown paths (answered without a render: no token).
  const budgeted = await autocannon({
    url: `http://127.0.0.1:${ports.budgeted}/api/auth/profile`,
    connections: 10,
    duration: Math.min(seconds, 3),
  });
  const templatesOnBudgeted = await autocannon({
    url: `http://127.0.0.1:${ports.budgeted}/`,
    connections: 10,
    duration: Math.min(seconds, 3),
    requests: distinct((n) => `/scan-${n}/wp-login.php`),
  });

  const limitRate = limit.requests.average;
  console.log("");
  console.log("| request | answers per second | p99 latency | ratio to the limit |");
  console.log("|---|---|---|---|");
  for (const { name, result } of rows)
    console.log(
      `| ${name} | ${Math.round(result.requests.average).toLocaleString("en-US")} | ${result.latency.p99} ms | ${((result.requests.average / limitRate) * 100).toFixed(0)}% |`,
    );
  console.log("");
  console.log(
    `default budget, one address calling the API flat out: ${statuses(budgeted)}; ` +
      `the same address scanning unknown paths (no render): ${statuses(templatesOnBudgeted)}`,
  );
  console.log(`slowloris connections still open at the end of their step: ${stillOpen} of 500`);
  console.log("");
  console.log("| per-request page | answers per second | ratio to prerendered /pricing in this run |");
  console.log("|---|---|---|");
  for (const { name, result } of beside)
    console.log(
      `| ${name} | ${Math.round(result.requests.average).toLocaleString("en-US")} | ${((result.requests.average / pricing.requests.average) * 100).toFixed(0)}% |`,
    );
  console.log("");
  const check = (ok: boolean, text: string) => console.log(`${ok ? "PASS" : "FAIL"} ${text}`);
  check(
    beside.every((b) => b.result.requests.average >= 0.5 * pricing.requests.average),
    `404 page and redirect screen with a query, with and without cookies, at >= 50% of the prerendered page's rate (${beside.map((b) => Math.round(b.result.requests.average)).join(", ")} vs ${Math.round(pricing.requests.average)}/s)`,
  );
  check(
    unknown.requests.average >= 0.5 * pricing.requests.average,
    `unknown paths at >= 50% of the prerendered page's rate (${Math.round(unknown.requests.average)}/s vs ${Math.round(pricing.requests.average)}/s)`,
  );
  check(
    underScan.latency.p99 <= 100,
    `a real page's p99 under a full-speed 404 scan <= 100 ms (${underScan.latency.p99} ms)`,
  );
  check(
    perRequest.every((r) => r.requests.average >= 1000),
    `per-request pages >= 1,000 per second (${perRequest.map((r) => Math.round(r.requests.average)).join(", ")})`,
  );
  check(
    underSlowloris.latency.p99 <= 100,
    `a real page's p99 with 500 slowloris connections open <= 100 ms (${underSlowloris.latency.p99} ms)`,
  );
  check(
    Number(budgeted.statusCodeStats["429"]?.count ?? 0) > 0 && !templatesOnBudgeted.statusCodeStats["429"],
    "the default budget answers 429 to API calls past it, never to unknown paths",
  );
  const errors = rows.reduce((n, { result }) => n + result.errors, 0);
  if (errors > 0) console.log(`note: ${errors} connection errors or timeouts during the measurements`);
}

/** Opens connections that send a request line and one header, then nothing more. */
async function openSlowloris(port: number, count: number): Promise<Socket[]> {
  const sockets: Socket[] = [];
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve) => {
          const socket = connect(port, "127.0.0.1", () => {
            socket.write("GET /pricing HTTP/1.1\r\nHost: localhost\r\n");
            resolve();
          });
          socket.on("error", () => resolve());
          socket.on("data", () => {});
          sockets.push(socket);
        }),
    ),
  );
  return sockets;
}

/** `--scan <port>`: the scanner's process, printing its result as JSON. */
async function scanOnly(port: number) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/`,
    connections: 50,
    duration: seconds,
    requests: distinct((n) => `/scan-${n}/.env`),
  });
  process.stdout.write(JSON.stringify(result));
}

/** The limit: a bare Node http server answering the /pricing HTML from memory. */
function bareOnly(port: number) {
  const pricingHtml = readFileSync(path.join(root, "build/client/pricing/index.html"));
  bare = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": pricingHtml.length });
    res.end(pricingHtml);
  });
  bare.listen(port, "127.0.0.1", () => process.stdout.write("ready\n"));
}

if (args.includes("--bare")) {
  bareOnly(Number(args[args.indexOf("--bare") + 1]));
} else if (args.includes("--scan")) {
  await scanOnly(Number(args[args.indexOf("--scan") + 1]));
  process.exit(0);
} else {
  const deadline = setTimeout(() => {
    console.error("load: stopped after 5 minutes");
    cleanUp();
    process.exit(1);
  }, 5 * 60_000);
  main()
    .then(() => {
      clearTimeout(deadline);
      cleanUp();
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(`load: ${error instanceof Error ? error.message : String(error)}`);
      cleanUp();
      process.exit(1);
    });
}
