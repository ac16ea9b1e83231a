import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

/**
 * Imports run one way. Under app/, each folder may import only the folders listed before it:
 * formatting and languages know nothing of the site, shared figures know nothing of pages, and a
 * page is the only place where data, copy and components meet. Under server/, no two folders
 * import each other, directly or in a ring. Type-only imports do not count: they vanish from
 * the built code.
 */
const appLayers = ["i18n", "data", "lib", "forms", "components", "pages"];

const root = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

/** The files a module imports at run time (`import type` and `import { type X }`-only lines skipped). */
function runtimeImports(file: string, source: string): string[] {
  const out: string[] = [];
  const pattern =
    /(?:^|\n)\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g;
  for (const m of source.matchAll(pattern)) {
    const spec = m[4] ?? m[5];
    if (!spec) continue;
    if (m[2]) continue;
    const names = m[3] ?? "";
    const braces = names.match(/^\{([\s\S]*)\}$/);
    const named = braces?.[1]?.split(",") ?? [];
    if (named.length > 0 && named.every((n) => n.trim() === "" || n.trim().startsWith("type "))) continue;
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

  test("the check sees an import that runs the wrong way", () => {
    const imports = runtimeImports(
      "app/data/x.ts",
      'import { a } from "#app/pages/home/data.ts";\nimport type { B } from "#app/pages/y.ts";\nimport { type C } from "#app/components/z.tsx";',
    );
    expect(imports).toEqual(["app/pages/home/data.ts"]);
  });
});
