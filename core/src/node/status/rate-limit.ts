export interface RateLimitOptions {
  /** Requests allowed per key and window. */
  limit: number;
  windowMs: number;
  /** The clock, in ms; tests move it. */
  now?: () => number;
  /** Keys remembered at most; past it, expired windows are swept (bounds memory under a flood of IPs). */
  maxKeys?: number;
}

/**
 * A fixed-window counter per key (a client IP), in memory: good enough to stop a browser stuck in an
 * error loop from filling the error log. Per process, and forgotten on restart.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private readonly now: () => number;
  private readonly maxKeys: number;

  constructor(private readonly options: RateLimitOptions) {
    this.now = options.now ?? Date.now;
    this.maxKeys = options.maxKeys ?? 10_000;
  }

  /** Counts one request; false when the key is over its limit for the current window. */
  take(key: string): boolean {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.options.windowMs) {
      if (!window && this.windows.size >= this.maxKeys) this.sweep(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count++;
    return window.count <= this.options.limit;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.options.windowMs) this.windows.delete(key);
    }
    // Still full: every key is active. Forgetting the oldest is better than growing without bound.
    if (this.windows.size >= this.maxKeys) {
      const oldest = this.windows.keys().next();
      if (!oldest.done) this.windows.delete(oldest.value);
    }
  }
}
