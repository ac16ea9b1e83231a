/**
 * How every carousel moves: drag threshold 10 and animation duration 25,
 * embla-carousel's own defaults, set explicitly so that a library upgrade cannot change them.
 */
export const carouselMotion = { dragThreshold: 10, duration: 25 } as const;
