/**
 * Growing delays instead of a lock: under one key, `free` counted attempts go through at once; after
 * that each further attempt must wait 1 s, 2 s, 4 s, … (at most `capSeconds`) after the previous one.
 * Nothing is ever refused for longer than the cap, so nobody can be locked out for good.
 */
export interface DelayPolicy {
  free: number;
  capSeconds: number;
  /** The count is forgotten this long after the last attempt under the key. */
  forgetAfterMs: number;
}

/** Seconds to wait after the `count`-th counted attempt before the next one: 0 for the first `free`. */
export function delayAfter(policy: DelayPolicy, count: number): number {
  if (count < policy.free) return 0;
  return Math.min(2 ** (count - policy.free), policy.capSeconds);
}
