/**
 * Rebuilds the home film from its drawn shots:
 *   node art/film/build.ts [--work /tmp/film-work]
 * 1. renders the seven shots (art/film/shots.ts) to PNG in the work folder;
 * 2. moves a slow camera over each (a gentle push-in with a drift) and crossfades them into one
 *    film, written as public/images/home/hero.webm (VP9) and hero.mp4 (H.264, fast start), the
 *    player's film; and cuts the first three shots into the light background loop
 *    (hero-loop.webm / hero-loop.mp4, at the poster's size);
 * 3. writes the captions public/images/home/hero.{en,fr,it,ar}.vtt from the film's copy
 *    (app/pages/home/film-copy), one cue per shot;
 * 4. writes the poster, the film's first frame: the small WebP the page inlines
 *    (public/images/home/hero-poster.webp, at the loop's size) and, through the shared encoder, the AVIF and WebP
 *    widths of the "film" set for the players.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { filmShots, filmTiming, heroLoop, shotStart } from "../../app/pages/home/film.ts";
import { filmLanguages } from "../../app/pages/home/film-tracks.ts";
import { H, renderShot, W } from "./shots.ts";

const root = path.resolve(import.meta.dirname, "../..");
const { values } = parseArgs({ options: { work: { type: "string", default: "/tmp/film-work" } } });
const work = path.resolve(values.work ?? "/tmp/film-work");
const shotsDir = path.join(work, "shots");
rmSync(work, { recursive: true, force: true });
mkdirSync(shotsDir, { recursive: true });

const { fps, shot, fade, outWidth, outHeight } = filmTiming;
const frames = Math.round(shot * fps);

// 1. The shots.
for (const name of filmShots) writeFileSync(path.join(shotsDir, `${name}.png`), renderShot(name));

// 2. The camera: a push-in from the full frame to 1.1x, drifting towards a point of each shot.
const drift: Record<(typeof filmShots)[number], [number, number]> = {
  capture: [0.42, 0.5],
  submit: [0.5, 0.4],
  stitching: [0.6, 0.5],
  serial: [0.35, 0.5],
  hologram: [0.5, 0.5],
  certificate: [0.62, 0.55],
  card: [0.45, 0.45],
};
const inputs: string[] = [];
const chains: string[] = [];
filmShots.forEach((name, i) => {
  inputs.push("-i", path.join(shotsDir, `${name}.png`));
  const [fx, fy] = drift[name];
  const zoom = `1+0.1*on/${frames}`;
  chains.push(
    `[${i}]zoompan=z='${zoom}':x='(iw-iw/zoom)*${fx}':y='(ih-ih/zoom)*${fy}':d=${frames}:s=${outWidth}x${outHeight}:fps=${fps},format=yuv420p,setsar=1[s${i}]`,
  );
});
let last = "s0";
for (let i = 1; i < filmShots.length; i++) {
  const out = `x${i}`;
  chains.push(
    `[${last}][s${i}]xfade=transition=fade:duration=${fade}:offset=${shotStart(i).toFixed(3)}[${out}]`,
  );
  last = out;
}
const graph = chains.join(";");
const master = path.join(work, "film.mkv");
const ffmpeg = (args: string[]) =>
  execFileSync("ffmpeg", ["-loglevel", "error", "-y", ...args], { stdio: "inherit" });
ffmpeg([...inputs, "-filter_complex", graph, "-map", `[${last}]`, "-c:v", "ffv1", master]);

const home = path.join(root, "public/images/home");
ffmpeg([
  "-i",
  master,
  "-an",
  "-c:v",
  "libvpx-vp9",
  "-b:v",
  "0",
  "-crf",
  "42",
  "-row-mt",
  "1",
  "-cpu-used",
  "2",
  "-g",
  String(fps * 4),
  "-pix_fmt",
  "yuv420p",
  path.join(home, "hero.webm"),
]);
ffmpeg([
  "-i",
  master,
  "-an",
  "-c:v",
  "libx264",
  "-preset",
  "slow",
  "-crf",
  "30",
  "-profile:v",
  "high",
  "-g",
  String(fps * 4),
  "-pix_fmt",
  "yuv420p",
  "-movflags",
  "+faststart",
  path.join(home, "hero.mp4"),
]);

// 2b. The background loop: the film's first three shots, small and light, crossfading back into
// the first frame so that it loops without a jump. It is drawn at the poster's size on purpose:
// a video frame larger than the inlined poster would become the page's largest paint the moment
// it plays, long after the poster painted (the full film stays in the player).
const loopSeconds = shotStart(3);
const { width: loopWidth, height: loopHeight } = heroLoop;
const loopGraph = [
  `[0]trim=0:${loopSeconds},setpts=PTS-STARTPTS[body]`,
  `[0]trim=end_frame=1,loop=loop=${Math.round(fade * fps)}:size=1,setpts=N/${fps}/TB[head]`,
  `[body][head]xfade=transition=fade:duration=${fade}:offset=${(loopSeconds - fade).toFixed(3)},scale=${loopWidth}:${loopHeight}:flags=lanczos,format=yuv420p[loop]`,
].join(";");
const loopCut = path.join(work, "loop.mkv");
ffmpeg(["-i", master, "-filter_complex", loopGraph, "-map", "[loop]", "-c:v", "ffv1", loopCut]);
ffmpeg([
  "-i",
  loopCut,
  "-an",
  "-c:v",
  "libvpx-vp9",
  "-b:v",
  "0",
  "-crf",
  String(heroLoop.vp9Crf),
  "-row-mt",
  "1",
  "-cpu-used",
  "2",
  "-g",
  String(fps * 5),
  "-pix_fmt",
  "yuv420p",
  path.join(home, "hero-loop.webm"),
]);
ffmpeg([
  "-i",
  loopCut,
  "-an",
  "-c:v",
  "libx264",
  "-preset",
  "slow",
  "-crf",
  String(heroLoop.h264Crf),
  "-profile:v",
  "high",
  "-g",
  String(fps * 5),
  "-pix_fmt",
  "yuv420p",
  "-movflags",
  "+faststart",
  path.join(home, "hero-loop.mp4"),
]);

// 3. The captions, from the film's copy.
const stamp = (s: number) => {
  const ms = Math.round(s * 1000);
  const mm = String(Math.floor(ms / 60000)).padStart(2, "0");
  const ss = String(Math.floor((ms % 60000) / 1000)).padStart(2, "0");
  return `${mm}:${ss}.${String(ms % 1000).padStart(3, "0")}`;
};
for (const language of filmLanguages) {
  const copy = JSON.parse(
    readFileSync(path.join(root, `app/pages/home/film-copy/${language}.json`), "utf8"),
  ) as {
    cues: Record<string, string>;
  };
  const cues = filmShots.map((name, i) => {
    const end = i === filmShots.length - 1 ? shotStart(i) + shot : shotStart(i + 1) + fade / 2;
    const start = i === 0 ? 0 : shotStart(i) + fade / 2;
    return `${i + 1}\n${stamp(start)} --> ${stamp(end)}\n${copy.cues[name]}\n`;
  });
  writeFileSync(path.join(home, `hero.${language}.vtt`), `WEBVTT\n\n${cues.join("\n")}`);
}

// 4. The poster: the first frame of the film.
const posterDir = path.join(work, "poster");
mkdirSync(posterDir, { recursive: true });
const first = path.join(posterDir, "hero-poster.png");
ffmpeg(["-i", master, "-frames:v", "1", first]);
// Small on purpose: the page inlines it under a dark veil, and every byte delays the first paint.
await sharp(first)
  .resize(heroLoop.width, heroLoop.height)
  .webp({ quality: 40, effort: 6 })
  .toFile(path.join(home, "hero-poster.webp"));
execFileSync(
  process.execPath,
  [path.join(root, "scripts/art/encode.ts"), "film", posterDir, "--widths", "480,960"],
  {
    stdio: "inherit",
  },
);
console.log(
  `film: ${filmShots.length} shots, ${(shotStart(filmShots.length - 1) + shot).toFixed(2)} s at ${W}x${H} drawn, ${outWidth}x${outHeight} served`,
);
