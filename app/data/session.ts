/** A session lives this many days, unless it is renewed or ended before (server and screens alike). */
export const sessionLifetimeDays = 30;
/** The client renews its token when it is older than this (on start and when the tab returns). */
export const tokenRefreshAfterMs = 24 * 60 * 60 * 1000;
