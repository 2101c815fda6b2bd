import type { Clock } from './clock.ts';

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

interface Counter {
  /** Attempts that counted (failed sign-ins, accepted registrations, …). */
  counted: number;
  /** Attempts let through and not finished yet: they count until they turn out not to. */
  inFlight: number;
  /** When the last attempt under the key was let through, ms. */
  last: number;
}

/** A reservation for one attempt under one key, handed back with the outcome. */
export interface Reservation {
  readonly key: string;
  readonly policy: DelayPolicy;
}

/**
 * The counters of every key, in memory (per process, forgotten on restart). An attempt is reserved
 * before it runs, so a burst of parallel requests cannot all slip through while the first ones are
 * still checking their passwords.
 */
export class DelayCounters {
  private readonly counters = new Map<string, Counter>();

  constructor(
    private readonly clock: Clock,
    private readonly maxKeys = 100_000,
  ) {}

  /** Milliseconds until an attempt under `key` may go on; 0 now. */
  waitMs(key: string, policy: DelayPolicy): number {
    const counter = this.live(key, policy);
    if (!counter) return 0;
    const delayMs = delayAfter(policy, counter.counted + counter.inFlight) * 1000;
    return Math.max(0, counter.last + delayMs - this.clock().getTime());
  }

  reserve(key: string, policy: DelayPolicy): Reservation {
    const now = this.clock().getTime();
    const counter = this.live(key, policy) ?? { counted: 0, inFlight: 0, last: now };
    counter.inFlight += 1;
    counter.last = now;
    this.counters.delete(key);
    this.counters.set(key, counter); // most recently used last, for the eviction below
    if (this.counters.size > this.maxKeys) this.evict();
    return { key, policy };
  }

  /** The attempt is over: `counts` says whether it counted; `clears` ends the key's count (a success). */
  settle(reservation: Reservation, outcome: { counts: boolean; clears: boolean }): void {
    const counter = this.counters.get(reservation.key);
    if (!counter) return;
    counter.inFlight = Math.max(0, counter.inFlight - 1);
    if (outcome.clears) counter.counted = 0;
    else if (outcome.counts) counter.counted += 1;
    if (counter.counted === 0 && counter.inFlight === 0) this.counters.delete(reservation.key);
  }

  private live(key: string, policy: DelayPolicy): Counter | undefined {
    const counter = this.counters.get(key);
    if (counter && counter.inFlight === 0 && this.clock().getTime() - counter.last >= policy.forgetAfterMs) {
      this.counters.delete(key);
      return undefined;
    }
    return counter;
  }

  /** Too many keys (a flood of made-up e-mails): the least recently used idle ones go first. */
  private evict(): void {
    for (const [key, counter] of this.counters) {
      if (this.counters.size <= this.maxKeys * 0.9) return;
      if (counter.inFlight === 0) this.counters.delete(key);
    }
  }
}
