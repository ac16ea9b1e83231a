/**
 * The home film: its shots in order and their timing. The build script (art/film/build.ts) cuts
 * the film and times the captions from these figures, and the page reads the files' addresses
 * and the caption tracks from here.
 */
export const filmShots = [
  "capture",
  "submit",
  "stitching",
  "serial",
  "hologram",
  "certificate",
  "card",
] as const;

export const filmTiming = {
  fps: 24,
  /** Seconds each shot is on screen, its crossfades included. */
  shot: 5.5,
  /** Seconds of each crossfade. */
  fade: 0.75,
  outWidth: 960,
  outHeight: 540,
} as const;

/** When shot `i` starts fading in, in seconds from the start of the film. */
export function shotStart(i: number): number {
  return i * (filmTiming.shot - filmTiming.fade);
}

/**
 * The muted background loop behind the hero: the film's first three shots, cut small. Its frame
 * is exactly the inlined poster's size, so that the playing video is never a larger paint than
 * the poster (a larger frame would become the page's largest paint seconds after load).
 */
export const heroLoop = {
  width: 640,
  height: 360,
  vp9Crf: 50,
  h264Crf: 38,
} as const;

/** The film's files. Plain figures, so that the home page's script carries nothing else of this module. */
export const heroMedia = {
  webm: "/images/home/hero.webm",
  mp4: "/images/home/hero.mp4",
  loopWebm: "/images/home/hero-loop.webm",
  loopMp4: "/images/home/hero-loop.mp4",
  /** The shape the hero draws the poster and the film in (16:9, as both are). */
  width: 640,
  height: 360,
} as const;
