/**
 * Times route matching over the build's own route table: React Router's `matchRoutes` (which
 * flattens and ranks the table on every call) against `compileRoutes` (server/http/page-templates.ts,
 * compiled once), on the same addresses, and checks that both give the same leaf route. The same
 * is timed over the table as it was before issue 29 (each page under the optional region segment
 * copied once per region prefix, about 430 entries), made from the build's table.
 *
 *   node scripts/load/match-routes.ts [--paths N] [--rounds R]
 *
 * The addresses: every prerendered page, unknown addresses with and without a region prefix, app
 * screens and the redirect screen, repeated up to N. Prints the route count and, per matcher, the
 * CPU microseconds per address (median of R rounds).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { regions } from "#app/i18n/regions.ts";
import { prerenderPaths } from "#app/lib/public-pages.ts";
import { compileRoutes } from "#server/http/page-templates.ts";

const { values } = parseArgs({
  options: { paths: { type: "string", default: "20000" }, rounds: { type: "string", default: "5" } },
});
const count = Number(values.paths);
const rounds = Number(values.rounds);

const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
const entries = Object.values(build.routes).filter((r) => r !== undefined);
const tree = (parentId: string | undefined): RouteObject[] =>
  entries
    .filter((r) => r.parentId === parentId)
    .map((r) =>
      r.index ? { id: r.id, index: true, path: r.path } : { id: r.id, path: r.path, children: tree(r.id) },
    );
const routes = tree(undefined);

/** The table before issue 29: every child of the region route copied per region prefix. */
type BuildRoutes = ServerBuild["routes"];
function copiedTable(): BuildRoutes {
  const table: BuildRoutes = {};
  for (const route of entries) {
    if (route.path === ":region?") continue;
    if (route.parentId === undefined || build.routes[route.parentId]?.path !== ":region?") {
      table[route.id] = route;
      continue;
    }
    const own = route.index ? "" : `/${route.path}`;
    table[route.id] = { ...route, parentId: "root", index: false, path: own.slice(1) || undefined };
    if (route.index) table[route.id] = { ...route, parentId: "root" };
    for (const region of regions)
      table[`${region.prefix}/${route.id}`] = {
        ...route,
        id: `${region.prefix}/${route.id}`,
        parentId: "root",
        index: false,
        path: `${region.prefix}${own}`,
      };
  }
  return table;
}
const treeOf = (table: BuildRoutes, parentId: string | undefined): RouteObject[] =>
  Object.values(table)
    .filter((r) => r !== undefined && r.parentId === parentId)
    .map((r) =>
      r?.index
        ? { id: r.id, index: true, path: r.path }
        : { id: r?.id, path: r?.path, children: treeOf(table, r?.id) },
    );

const sample = [
  ...prerenderPaths(),
  "/no-such-page",
  "/xx/privacy",
  "/fr/no-such-page",
  "/a/b/c",
  "/brands/unknown",
  "/fr/locations/atlantis",
  "/app/login",
  "/app/item/42",
  "/app/a/b/c",
  "/collectcard/explore/abc",
  "/verify/ABC123",
  "/fr/verify/ABC123",
];
const addresses = Array.from({ length: count }, (_, i) => sample[i % sample.length] as string);

function time(match: (path: string) => string | undefined): number {
  const perRound: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const start = process.cpuUsage();
    for (const address of addresses) match(address);
    const used = process.cpuUsage(start);
    perRound.push((used.user + used.system) / addresses.length);
  }
  perRound.sort((a, b) => a - b);
  return perRound[Math.floor(perRound.length / 2)] ?? Number.NaN;
}

for (const [name, table] of [
  ["one region segment (this build)", build.routes],
  ["copied per region (before)", copiedTable()],
] as const) {
  const objects = table === build.routes ? routes : treeOf(table, undefined);
  const compiled = compileRoutes(table);
  const homeMade = (address: string) => compiled(address)?.id;
  const reactRouter = (address: string) => matchRoutes(objects, address)?.at(-1)?.route.id;
  let disagreements = 0;
  for (const address of sample) {
    if (homeMade(address) !== reactRouter(address)) {
      disagreements++;
      console.log(`differ: ${address} home-made ${homeMade(address)} react-router ${reactRouter(address)}`);
    }
  }
  console.log(
    `${name}: ${Object.keys(table).length} route entries; ${addresses.length} addresses (${sample.length} distinct)`,
  );
  console.log(`  home-made compileRoutes: ${time(homeMade).toFixed(2)} µs CPU per address`);
  console.log(`  React Router matchRoutes: ${time(reactRouter).toFixed(2)} µs CPU per address`);
  console.log(`  leaf disagreements: ${disagreements}`);
}
