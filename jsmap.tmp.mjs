// Lists the scripts a page loads, with brotli sizes: node jsmap.mjs http://localhost:3200/
import { chromium } from "playwright-core";
import { brotliCompressSync, constants } from "node:zlib";
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
const page = await browser.newPage();
const seen = [];
page.on("response", async (r) => { if (r.request().resourceType() === "script") { try { const b = await r.body(); seen.push([r.url(), b.length, brotliCompressSync(b, {params:{[constants.BROTLI_PARAM_QUALITY]:11}}).length]); } catch {} } });
await page.goto(url, { waitUntil: "networkidle" });
await page.waitForTimeout(4000);
let t = 0; for (const [u, raw, br] of seen.sort((a,b)=>b[2]-a[2])) { t += br; console.log((br/1024).toFixed(1).padStart(6), (raw/1024).toFixed(1).padStart(7), u.replace(/^.*\/assets\//,"")); }
console.log("total", (t/1024).toFixed(1));
await browser.close();
