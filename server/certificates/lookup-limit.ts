/**
 * The public lookups' allowance per address, counted in this process (fixed windows). Lookups
 * are cheap and public; the limit is there to make walking the ID space by brute force slow,
 * which one process's count does as well as a shared one.
 */
export interface LookupLimiter {
  /** Counts one lookup; null when allowed, otherwise how many ms until the window ends. */
  take: (address: string) => number | null;
}

export function lookupLimiter(max: number, windowMs: number, now = () => Date.now()): LookupLimiter {
  const windows = new Map<string, { hits: number; endsAt: number }>();
  let lastSweep = now();
  return {
    take(address) {
      const time = now();
      if (time - lastSweep > windowMs) {
        for (const [key, window] of windows) if (window.endsAt <= time) windows.delete(key);
        lastSweep = time;
      }
      let window = windows.get(address);
      if (!window || window.endsAt <= time) {
        window = { hits: 0, endsAt: time + windowMs };
        windows.set(address, window);
      }
      window.hits++;
      return window.hits > max ? window.endsAt - time : null;
    },
  };
}
