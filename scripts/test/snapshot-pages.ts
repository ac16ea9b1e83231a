/**
 * Writes a diffable snapshot of the prerendered pages of a build: one text file per HTML page
 * (its markup as an indented tree with sorted attributes, its visible text, its JSON-LD and its
 * inline data) and one per `.data` file (the decoded loader data), normalised so that two builds
 * of the same pages give the same files:
 *
 *   - hashed asset names (`/assets/privacy-Bb3YhX2I.js`) lose their hash, and the manifest its version;
 *   - nonces, `sha256-` sources and `integrity` values become `#`;
 *   - React Router's streamed data (turbo-stream) is decoded into indented JSON.
 *
 *   node scripts/test/snapshot-pages.ts <out-dir> [build/client]
 *
 * Then `diff -r /tmp/routes-before /tmp/routes-after` lists every difference between two builds.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Window } from "happy-dom";

const [outDir, clientDir = "build/client"] = process.argv.slice(2);
if (!outDir) {
  console.error("usage: node scripts/test/snapshot-pages.ts <out-dir> [build/client]");
  process.exit(2);
}

/** Hashes and nonces that change from one build (or one answer) to the next. */
export function normalise(text: string): string {
  return text
    .replace(
      /(\/assets\/[^"'\s)]*?)-[A-Za-z0-9_-]{8}(\.(?:js|css|woff2?|svg|png|webp|avif|jpg|json))/g,
      "$1-#$2",
    )
    .replace(/manifest-[0-9a-f]{8}/g, "manifest-#")
    .replace(/("version":\s*")[0-9a-f]{8}"/g, '$1#"')
    .replace(/'sha(256|384|512)-[A-Za-z0-9+/=]+'/g, "'sha$1-#'")
    .replace(/\bsha(256|384|512)-[A-Za-z0-9+/=]{40,}/g, "sha$1-#");
}

/** turbo-stream's special values (react-router's vendored copy). */
const specials: Record<number, unknown> = {
  [-7]: "<undefined>",
  [-5]: null,
  [-2]: "<NaN>",
  [-6]: "<Infinity>",
  [-3]: "<-Infinity>",
  [-4]: "<-0>",
};

/**
 * Decodes the flat turbo-stream encoding React Router uses for `.data` files and the hydration
 * stream: index 0 is the value; objects map `_<key index>` to a value index; arrays hold value
 * indexes; typed values are arrays that start with a tag string. Unknown tags are kept as written.
 */
export function decodeTurboStream(text: string): unknown {
  const lines = text.split("\n").filter((line) => line.trim() !== "");
  const flat: unknown[] = JSON.parse(lines[0] ?? "[]");
  const seen = new Map<number, unknown>();
  const value = (index: number): unknown => {
    if (index < 0) return index in specials ? specials[index] : `<special ${index}>`;
    if (seen.has(index)) return seen.get(index);
    const raw = flat[index];
    let result: unknown = raw;
    if (Array.isArray(raw)) {
      if (typeof raw[0] === "string") result = { [`<${raw[0]}>`]: raw.slice(1) };
      else {
        const list: unknown[] = [];
        seen.set(index, list);
        for (const item of raw) list.push(typeof item === "number" ? value(item) : item);
        return list;
      }
    } else if (raw && typeof raw === "object") {
      const object: Record<string, unknown> = {};
      seen.set(index, object);
      for (const [key, at] of Object.entries(raw as Record<string, number>)) {
        const name = key.startsWith("_") ? String(value(Number(key.slice(1)))) : key;
        object[name] = typeof at === "number" ? value(at) : at;
      }
      return object;
    }
    seen.set(index, result);
    return result;
  };
  return { value: value(0), more: lines.slice(1).map(normalise) };
}

const indentOf = (depth: number) => "  ".repeat(depth);
const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/** Everything one HTML page says, in sections: markup, text, JSON-LD, streamed data. */
export function snapshotHtml(html: string): string {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(html, "text/html");
  const markup: string[] = [];
  const text: string[] = [];
  const jsonLd: string[] = [];
  const stream: string[] = [];

  const walk = (node: Node, depth: number, inBody: boolean) => {
    if (node.nodeType === 3) {
      const value = squash(node.textContent ?? "");
      if (!value) return;
      markup.push(`${indentOf(depth)}"${normalise(value)}"`);
      if (inBody) text.push(value);
      return;
    }
    if (node.nodeType === 8) {
      markup.push(`${indentOf(depth)}<!--${squash(node.textContent ?? "")}-->`);
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    const attributes = [...element.attributes]
      .map((a) => {
        const value = a.name === "nonce" || a.name === "integrity" ? "#" : normalise(a.value);
        return `${a.name}="${value}"`;
      })
      .sort();
    markup.push(`${indentOf(depth)}<${[tag, ...attributes].join(" ")}>`);
    if (tag === "script" || tag === "style" || tag === "template") {
      const body = element.textContent ?? "";
      const type = element.getAttribute("type") ?? "";
      if (type === "application/ld+json") {
        const pretty = JSON.stringify(JSON.parse(body), null, 2);
        jsonLd.push(pretty);
        markup.push(`${indentOf(depth + 1)}(JSON-LD ${jsonLd.length})`);
        return;
      }
      const enqueued = /streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(body);
      if (enqueued?.[1]) {
        stream.push(JSON.stringify(decodeTurboStream(JSON.parse(enqueued[1])), null, 2));
        markup.push(`${indentOf(depth + 1)}(stream ${stream.length})`);
        return;
      }
      for (const line of normalise(body).split("\n")) {
        if (line.trim()) markup.push(`${indentOf(depth + 1)}${line.trimEnd()}`);
      }
      return;
    }
    const body = inBody || tag === "body";
    const children = tag === "template" ? [] : [...element.childNodes];
    for (const child of children) walk(child as unknown as Node, depth + 1, body);
  };
  walk(document.documentElement as unknown as Node, 0, false);
  window.close();
  return [
    "== markup",
    ...markup,
    "",
    "== text",
    ...text,
    "",
    "== JSON-LD",
    ...jsonLd,
    "",
    "== stream",
    ...stream,
    "",
  ].join("\n");
}

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full === path.join(clientDir, "assets")) continue;
      yield* files(full);
    } else if (entry.name.endsWith(".html") || entry.name.endsWith(".data")) yield full;
  }
}

rmSync(outDir, { recursive: true, force: true });
let pages = 0;
let data = 0;
for (const file of files(clientDir)) {
  const relative = path.relative(clientDir, file);
  const target = path.join(outDir, `${relative}.txt`);
  mkdirSync(path.dirname(target), { recursive: true });
  const content = readFileSync(file, "utf8");
  if (file.endsWith(".html")) {
    writeFileSync(target, snapshotHtml(content));
    pages++;
  } else {
    writeFileSync(target, `${JSON.stringify(decodeTurboStream(content), null, 2)}\n`);
    data++;
  }
}
console.log(`snapshot: ${pages} HTML pages and ${data} .data files written to ${outDir}`);
