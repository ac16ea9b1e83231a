/**
 * Finds a Chromium for the browser tests and Lighthouse: CHROME_PATH, Debian's /usr/bin/chromium,
 * or Playwright's own. When none exists and this runs as root with apt-get, installs Debian's
 * `chromium`; otherwise stops with a message saying what to install. Never downloads a browser
 * of its own.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const debianChromium = "/usr/bin/chromium";

function playwrightChromium(): string | null {
  try {
    const require = (globalThis as { process: NodeJS.Process }).process
      .getBuiltinModule("module")
      .createRequire(import.meta.url);
    const { chromium } = require("playwright-core") as { chromium: { executablePath(): string } };
    const candidate = chromium.executablePath();
    return candidate && existsSync(candidate) ? candidate : null;
  } catch {
    return null;
  }
}

export function findChromium(): string | null {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync(debianChromium)) return debianChromium;
  return playwrightChromium();
}

function canApt(): boolean {
  return process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
}

export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (canApt()) {
    console.log("No Chromium found: installing Debian's chromium with apt-get...");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], {
      stdio: "inherit",
      env,
    });
    if (existsSync(debianChromium)) return debianChromium;
  }
  console.error(
    [
      "No Chromium found for the browser tests.",
      "Install one, then run the tests again:",
      "  - Debian or Ubuntu: sudo apt-get install chromium",
      "  - or point CHROME_PATH at an installed Chrome or Chromium.",
    ].join("\n"),
  );
  process.exit(1);
}

/** Flags this machine needs: no sandbox as root, no GPU, no background traffic to the closed network. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

if (import.meta.main) console.log(`Chromium: ${ensureChromium()}`);
