import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { regions } from "./i18n/regions.ts";
import { prerenderPaths, publicPages } from "./lib/public-pages.ts";
import { loader as regionLoader } from "./pages/not-found/region.tsx";
import routes from "./routes.ts";

type Entry = (typeof routes)[number];

const count = (entries: readonly Entry[]): number =>
  entries.reduce((n, entry) => n + 1 + count(entry.children ?? []), 0);

const objects = (entries: readonly Entry[]): RouteObject[] =>
  entries.map((entry) =>
    entry.index
      ? { id: entry.id ?? entry.file, index: true }
      : {
          id: entry.id ?? entry.file.replace(/\.tsx?$/, ""),
          path: entry.path,
          children: objects(entry.children ?? []),
        },
  );

const leafOf = (path: string) => matchRoutes(objects(routes), path)?.at(-1);

describe("the route table", () => {
  it("lists each public page once, under one optional region segment", () => {
    const region = routes.find((entry) => entry.path === ":region?");
    const ids = (region?.children ?? []).map((entry) => entry.id);
    for (const page of publicPages) expect(ids.filter((id) => id === page.id)).toHaveLength(1);
    // No copies per region: no entry's path starts with a prefix (there were 428 entries, now 65).
    const paths = (entries: readonly Entry[]): string[] =>
      entries.flatMap((entry) => [entry.path ?? "", ...paths(entry.children ?? [])]);
    const prefixes = new Set<string>(regions.map((r) => r.prefix));
    expect(paths(routes).filter((path) => prefixes.has(path.split("/")[0] ?? ""))).toEqual([]);
    expect(count(routes)).toBeLessThan(publicPages.length + 50);
  });

  it("matches every prerendered address, prefixed or not, to its page's one route", () => {
    for (const page of publicPages) {
      const path = page.path.replace(/:[A-Za-z]+/, page.params?.[0] ?? "");
      expect(leafOf(path)?.route.id, path).toBe(page.id);
      for (const { prefix } of regions) {
        const prefixed = path === "/" ? `/${prefix}` : `/${prefix}${path}`;
        const leaf = leafOf(prefixed);
        expect(leaf?.route.id, prefixed).toBe(page.id);
        expect(leaf?.params.region, prefixed).toBe(prefix);
      }
    }
    for (const path of prerenderPaths()) expect(leafOf(path), path).not.toBeNull();
  });

  it("answers 404 with the not-found words for a first segment that names no region", async () => {
    const run = (region: string | undefined, path: string) =>
      regionLoader({
        params: { region },
        request: new Request(`http://localhost${path}`),
      } as unknown as Parameters<typeof regionLoader>[0]);
    for (const [region, path, title] of [
      ["xx", "/xx/privacy", "Page not found | Collect"],
      ["FR", "/FR/privacy", "Page not found | Collect"],
      ["no-such-page", "/no-such-page", "Page not found | Collect"],
    ] as const) {
      const thrown = (await run(region, path).catch((error: unknown) => error)) as {
        data: { meta: { title?: string }[] };
        init: { status: number };
      };
      expect(thrown.init?.status, path).toBe(404);
      expect(thrown.data.meta.find((m) => m.title)?.title, path).toBe(title);
    }
    expect(await run("fr", "/fr/privacy")).toBeNull();
    expect(await run(undefined, "/privacy")).toBeNull();
    expect(leafOf("/xx/privacy")?.params.region).toBe("xx");
    expect(leafOf("/no-such-page")?.route.id).toBe("home");
  });

  it("leaves unknown addresses under a known prefix to the not-found route", () => {
    expect(leafOf("/fr/no-such-page")?.route.id).toBe("not-found");
    expect(leafOf("/a/b/c")?.route.id).toBe("not-found");
  });
});
