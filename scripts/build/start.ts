/**
 * `npm start`, before serving: builds what the server serves (`npm run build:serve`) unless the
 * build on disk was made by this script from the same inputs, in which case it builds nothing
 * (decision 028). The copy and font checks are tests: they run in `npm run build`, `npm test`
 * and CI, not on every start.
 *
 * The inputs are hashed into one stamp, kept at build/.start-stamp: every file under the
 * directories the build reads (sources, copy, public files, art, build scripts), the root
 * configuration files and the lock file, the Node version, and the values of the environment
 * variables the site reads (the names in app/lib/env.server.ts, whose values can appear in
 * prerendered pages), plus NODE_ENV. Only the hash is written; no value is.
 * The stamp is removed before a build and written after it succeeds; `react-router build` empties
 * build/ anyway, so a build made by another command (`npm run build:test`) never keeps a stamp.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Directories whose every file is an input (names below that are outputs or caches are left out). */
export const inputDirs = ["app", "server", "scripts", "public", "art"] as const;
/** Root files that are inputs. */
export const inputFiles = [
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
] as const;
const skippedNames = new Set(["node_modules", "renders", "__pycache__", ".DS_Store"]);

export const stampFile = "build/.start-stamp";

function listFiles(root: string, dir: string, out: string[]) {
  const full = path.join(root, dir);
  if (!existsSync(full)) return;
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (skippedNames.has(entry.name)) continue;
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(root, rel, out);
    else if (entry.isFile()) out.push(rel);
  }
}

/** The names of the environment variables the site reads, from the schema in env.server.ts. */
export function envNames(root: string): string[] {
  const source = readFileSync(path.join(root, "app/lib/env.server.ts"), "utf8");
  const names = new Set(["NODE_ENV"]);
  for (const match of source.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)) names.add(match[1] as string);
  return [...names].sort();
}

/** One hash of everything that decides what the build writes. */
export function inputStamp(root: string, env: NodeJS.ProcessEnv, node = process.version): string {
  const hash = createHash("sha256");
  const files: string[] = [];
  for (const dir of inputDirs) listFiles(root, dir, files);
  for (const file of inputFiles) if (existsSync(path.join(root, file))) files.push(file);
  files.sort();
  for (const file of files) {
    hash.update(`file\0${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  for (const name of envNames(root)) hash.update(`env\0${name}\0${env[name] ?? "\u0001unset"}\0`);
  hash.update(`node\0${node}`);
  return hash.digest("hex");
}

function main() {
  const root = process.cwd();
  const stampPath = path.join(root, stampFile);
  const stamp = inputStamp(root, process.env);
  const built =
    existsSync(stampPath) &&
    existsSync(path.join(root, "build/server")) &&
    existsSync(path.join(root, "build/client/index.html"));
  if (built && readFileSync(stampPath, "utf8").trim() === stamp) {
    console.log(`start: the build is up to date (inputs ${stamp.slice(0, 12)}), not rebuilding`);
    return;
  }
  rmSync(stampPath, { force: true });
  console.log("start: building (npm run build:serve)");
  // The social images not in the card cache are drawn by the server when first asked for.
  const result = spawnSync("npm", ["run", "--silent", "build:serve"], {
    stdio: "inherit",
    env: { ...process.env, SOCIAL_CARDS: "lazy" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampPath, `${stamp}\n`);
}

if (import.meta.main) main();
