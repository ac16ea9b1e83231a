/**
 * After postbuild: each prerendered page gets its language's house faces, switched on once its
 * first contentful paint is on screen (server/http/house-faces.ts says how and why; the server
 * does the same for the pages it renders per request).
 *
 *   --remove   takes them out again (to measure a build without the house faces)
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { addedFaces, addHouseFaces } from "#server/http/house-faces.ts";

const clientDir = path.resolve("build/client");

async function main() {
  const remove = process.argv.includes("--remove");
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  let count = 0;
  for (const e of entries) {
    if (!e.isFile() || e.name !== "index.html") continue;
    const file = path.join(e.parentPath, e.name);
    const html = await readFile(file, "utf8");
    await writeFile(file, remove ? html.replace(addedFaces, "") : addHouseFaces(html));
    count++;
  }
  console.log(`font-preload: house faces ${remove ? "removed from" : "added to"} ${count} pages`);
}

if (import.meta.main) await main();
