/** The mobile breakpoint in CSS pixels: parallax and other motion are off below it. */
export const mobileBreakpoint = 768;
