import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { envNames, inputStamp } from "./start.ts";

let repo = "";

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), text);
}

beforeEach(() => {
  repo = mkdtempSync(path.join(tmpdir(), "start-stamp-"));
  write(
    "app/lib/env.server.ts",
    'const schema = z.object({\n  PORT: z.coerce.number(),\n  BRAND_NAME: z.string().default("Collect"),\n});\n',
  );
  write("app/pages/home/copy/fr.json", '{"title":"Authentifier"}');
  write("package-lock.json", '{"lockfileVersion":3}');
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

describe("the input stamp of npm start", () => {
  it("is the same for the same inputs", () => {
    expect(inputStamp(repo, {}, "v24.0.0")).toBe(inputStamp(repo, {}, "v24.0.0"));
  });

  it("changes when a copy file changes, so that npm start rebuilds", () => {
    const before = inputStamp(repo, {}, "v24.0.0");
    write("app/pages/home/copy/fr.json", '{"title":"Authentifier vos objets"}');
    expect(inputStamp(repo, {}, "v24.0.0")).not.toBe(before);
  });

  it("changes with the lock file, a new file, the Node version and a variable the site reads", () => {
    const before = inputStamp(repo, {}, "v24.0.0");
    write("package-lock.json", '{"lockfileVersion":3,"packages":{}}');
    const afterLock = inputStamp(repo, {}, "v24.0.0");
    expect(afterLock).not.toBe(before);
    write("public/robots.txt", "User-agent: *\n");
    const afterNew = inputStamp(repo, {}, "v24.0.0");
    expect(afterNew).not.toBe(afterLock);
    expect(inputStamp(repo, {}, "v24.1.0")).not.toBe(afterNew);
    expect(inputStamp(repo, { BRAND_NAME: "Maison" }, "v24.0.0")).not.toBe(afterNew);
  });

  it("ignores variables the site does not read and files that are not inputs", () => {
    const before = inputStamp(repo, {}, "v24.0.0");
    write("node_modules/.cache/x.png", "cache");
    write("art/places/renders/a.png", "render");
    write("data/forms.db", "data");
    expect(inputStamp(repo, { HOME: "/root", TERM: "xterm" }, "v24.0.0")).toBe(before);
  });

  it("reads the variable names from the environment schema", () => {
    expect(envNames(repo)).toEqual(["BRAND_NAME", "NODE_ENV", "PORT"]);
  });
});
