/**
 * Makes tests/fixtures/photos/hevc-gps.heic: an HEVC-coded HEIC, as iPhones write them, with GPS
 * EXIF, from one of the tests' generated photos. Node's image libraries here decode HEVC but do
 * not encode it; Debian's `heif-enc` (package libheif-examples, libheif with x265) does. Run once
 * and commit the file: `node scripts/test/make-hevc-heic.ts` (needs `apt-get install libheif-examples`).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gpsExif, makePhoto } from "../../tests/integration/photo-images.ts";

const dir = mkdtempSync(path.join(tmpdir(), "hevc-"));
try {
  const source = path.join(dir, "source.jpg");
  writeFileSync(source, await makePhoto({ seed: 7, width: 800, height: 600, exif: gpsExif }));
  const out = path.resolve("tests/fixtures/photos/hevc-gps.heic");
  execFileSync("heif-enc", ["-q", "50", "-o", out, source], { stdio: "inherit" });
  console.log(`wrote ${out}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
