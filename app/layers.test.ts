import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

/**
 * Imports run one way. Under app/, each folder may import only the folders listed before it:
 * formatting and languages know nothing of the site, shared figures know nothing of pages, and a
 * page is the only place where data, copy and components meet. Under server/, no two folders
 * import each other, directly or in a ring. Type-only imports do not count there: they vanish
 * from the built code.
 *
 * The shared kernel (docs/decisions/026-shared-kernel.md): the folders of app/ below the
 * components (languages and words, figures and records, settings and contracts, form rules) are
 * what both app/ and server/ import. server/ reaches into app/ only through them and the request
 * context's contract beside the document's entry, never into app/pages or app/components, in
 * any file (its tests included) and with any import (type-only included).
 */
const appLayers = ["i18n", "data", "lib", "forms", "components", "pages"];
const kernel = appLayers.slice(0, appLayers.indexOf("components"));
const kernelFiles = ["app/load-context.server.ts"];

const root = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string, withTests = false): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && (withTests || !/\.test\.tsx?$/.test(e.name)))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

/**
 * The files a module imports at run time (`import type` and `import { type X }`-only lines
 * skipped), or with `types` every file it names in an import, type-only or not.
 */
function runtimeImports(file: string, source: string, types = false): string[] {
  const out: string[] = [];
  const pattern =
    /(?:^|\n)\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g;
  for (const m of source.matchAll(pattern)) {
    const spec = m[4] ?? m[5];
    if (!spec) continue;
    const names = m[3] ?? "";
    const braces = names.match(/^\{([\s\S]*)\}$/);
    const named = braces?.[1]?.split(",") ?? [];
    const typeOnly =
      Boolean(m[2]) ||
      (named.length > 0 && named.every((n) => n.trim() === "" || n.trim().startsWith("type ")));
    if (typeOnly && !types) continue;
    let target: string | null = null;
    if (spec.startsWith("#app/")) target = `app/${spec.slice(5)}`;
    else if (spec.startsWith("#server/")) target = `server/${spec.slice(8)}`;
    else if (spec.startsWith(".")) target = path.normalize(path.join(path.dirname(file), spec));
    if (target) out.push(target);
  }
  return out;
}

/** The folder directly under `base` that holds `file`, or null for files at its top. */
function folderOf(base: string, file: string): string | null {
  const rest = path.relative(base, file).split(path.sep);
  return rest.length > 1 ? (rest[0] ?? null) : null;
}

function folderEdges(base: string): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of sourceFiles(base)) {
    const from = folderOf(base, file);
    if (!from) continue;
    for (const target of runtimeImports(file, readFileSync(path.join(root, file), "utf8"))) {
      if (!target.startsWith(`${base}/`)) continue;
      const to = folderOf(base, target);
      if (!to || to === from) continue;
      const set = edges.get(from) ?? new Set<string>();
      set.add(`${to}\t${file}`);
      edges.set(from, set);
    }
  }
  return edges;
}

/** The imports of one server file that reach into app/ anywhere but the shared kernel. */
function outsideKernel(file: string, source: string): string[] {
  return runtimeImports(file, source, true)
    .filter((target) => target.startsWith("app/"))
    .filter((target) => !kernelFiles.includes(target) && !kernel.includes(folderOf("app", target) ?? ""))
    .map((target) => `${file} -> ${target}`);
}

/**
 * Domains own their tables (decision 027): server/privacy reaches every other domain's data only
 * through that domain's holder-data.ts (auth, forms, mail, certificates, requests, points,
 * payments), so from server/db it imports its own schema module and the client alone, never the
 * schema index (which re-exports every table); the vault reaches the registry through registry.ts
 * alone, never its signing and credential internals. Type-only imports count here too.
 */
const privacyMayImport = ["server/db/client.ts", "server/db/privacy-schema.ts"];
const registryInternals = ["proof.ts", "credential.ts", "keys.ts", "contexts.ts", "samples.ts"].map(
  (f) => `server/certificates/${f}`,
);

function domainReaches(file: string, source: string): string[] {
  const out: string[] = [];
  if (file.startsWith("server/privacy/"))
    for (const target of runtimeImports(file, source, true))
      if (target.startsWith("server/db/") && !privacyMayImport.includes(target))
        out.push(`${file} -> ${target}`);
  if (file === "server/certificates/vault.ts")
    for (const target of runtimeImports(file, source, true))
      if (registryInternals.includes(target)) out.push(`${file} -> ${target}`);
  return out;
}

describe("imports run one way", () => {
  test("under app/, a folder imports only the folders before it", () => {
    const wrong: string[] = [];
    for (const [from, targets] of folderEdges("app")) {
      for (const entry of targets) {
        const [to, file] = entry.split("\t");
        const fromRank = appLayers.indexOf(from);
        const toRank = appLayers.indexOf(to ?? "");
        if (fromRank < 0 || toRank < 0 || toRank >= fromRank) wrong.push(`${file} -> app/${to}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test("under server/, no folder is reached back from a folder it imports", () => {
    const edges = folderEdges("server");
    const reach = (from: string, seen = new Set<string>()): Set<string> => {
      for (const entry of edges.get(from) ?? []) {
        const to = entry.split("\t")[0] ?? "";
        if (!seen.has(to)) {
          seen.add(to);
          reach(to, seen);
        }
      }
      return seen;
    };
    const rings = [...edges.keys()].filter((folder) => reach(folder).has(folder));
    expect(rings).toEqual([]);
  });

  test("server/ reaches into app/ only through the shared kernel (never app/pages or app/components)", () => {
    const wrong = sourceFiles("server", true).flatMap((file) =>
      outsideKernel(file, readFileSync(path.join(root, file), "utf8")),
    );
    expect(wrong).toEqual([]);
  });

  test("the kernel check sees a server file reaching into a page or a component", () => {
    const source = [
      'import { a } from "#app/pages/reports/data.ts";',
      'import type { B } from "#app/components/ui/tabs.tsx";',
      "import {",
      "  c,",
      "  type D,",
      '} from "../../app/pages/places/cities.ts";',
      'const e = await import("#app/pages/home/route.tsx");',
      'import { f } from "#app/data/claims.ts";',
      'import type { G } from "#app/lib/site-config.ts";',
      'import { h } from "#app/load-context.server.ts";',
      'import { i } from "#app/root.tsx";',
    ].join("\n");
    expect(outsideKernel("server/http/x.ts", source)).toEqual([
      "server/http/x.ts -> app/pages/reports/data.ts",
      "server/http/x.ts -> app/components/ui/tabs.tsx",
      "server/http/x.ts -> app/pages/places/cities.ts",
      "server/http/x.ts -> app/pages/home/route.tsx",
      "server/http/x.ts -> app/root.tsx",
    ]);
  });

  test("the check sees an import that runs the wrong way", () => {
    const imports = runtimeImports(
      "app/data/x.ts",
      'import { a } from "#app/pages/home/data.ts";\nimport type { B } from "#app/pages/y.ts";\nimport { type C } from "#app/components/z.tsx";',
    );
    expect(imports).toEqual(["app/pages/home/data.ts"]);
  });
  test("privacy reads no other domain's table, and the vault none of the registry's internals", () => {
    const files = [...sourceFiles("server/privacy", true), "server/certificates/vault.ts"];
    const wrong = files.flatMap((file) => domainReaches(file, readFileSync(path.join(root, file), "utf8")));
    expect(wrong).toEqual([]);
  });

  test("the domain check sees privacy reading another domain's table and the vault signing", () => {
    expect(
      domainReaches(
        "server/privacy/x.ts",
        [
          'import { certificates } from "../db/certificates-schema.ts";',
          "import {",
          "  users,",
          "  certificateTransfers,",
          '} from "../db/schema.ts";',
          'import type { leads } from "../db/schema.ts";',
          'import { accountDeletions } from "../db/privacy-schema.ts";',
          'import type { Db } from "../db/client.ts";',
          'import { certificatesExportOf } from "../certificates/holder-data.ts";',
        ].join("\n"),
      ),
    ).toEqual([
      "server/privacy/x.ts -> server/db/certificates-schema.ts",
      "server/privacy/x.ts -> server/db/schema.ts",
      "server/privacy/x.ts -> server/db/schema.ts",
    ]);
    expect(
      domainReaches(
        "server/certificates/vault.ts",
        'import { addProof } from "./proof.ts";\nimport { type CertificateRow } from "./registry.ts";',
      ),
    ).toEqual(["server/certificates/vault.ts -> server/certificates/proof.ts"]);
  });
});
