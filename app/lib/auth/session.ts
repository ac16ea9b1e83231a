/** A session lives this many days, unless it is renewed or ended before (server and screens alike). */
export const sessionLifetimeDays = 30;
