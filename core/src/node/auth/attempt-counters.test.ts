/**
 * The sign-in limits' counters under parallel attempts on one database (docs/security.md): reserve
 * and settle lock a key set in one order, so a burst never deadlocks (a deadlock was a 500 to one
 * sign-in of a burst, seen in tests/api/cluster.test.ts).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TempStore } from '../testing/temp-store.ts';
import { AttemptCounters, type CountedKey } from './attempt-counters.ts';
import { openAuthTestStore } from './test-support.ts';

let temp: TempStore;
beforeAll(async () => {
  temp = await openAuthTestStore();
});
afterAll(() => temp?.dispose());

const digest = (text: string) => createHash('sha256').update(text).digest('hex');
const policy = { free: 1_000_000, capSeconds: 1, forgetAfterMs: 60 * 60_000 };

/** Two keys given in the reverse of their stored (hashed) order, the order a plan may lock them in. */
function reversedKeys(): CountedKey[] {
  for (let n = 0; ; n++) {
    const [a, b] = [`email:${n}@burst.test`, `ip:10.0.0.${n}`];
    if (digest(a) > digest(b)) return [a, b].map((key) => ({ key, policy, exemptForKnownPair: false }));
  }
}

describe('attempt counters under a burst', () => {
  it('parallel attempts on the same keys all reserve and settle, none deadlocks', async () => {
    const counters = new AttemptCounters(temp.store, () => new Date());
    const keys = reversedKeys();
    const attempt = async () => {
      expect(await counters.reserve(keys, null)).toBe(0);
      await counters.settle(
        keys.map((k) => ({ key: k.key, counts: true, clears: false })),
        null,
      );
    };
    for (let round = 0; round < 15; round++) {
      const results = await Promise.allSettled(Array.from({ length: 8 }, attempt));
      const failed = results.filter((r) => r.status === 'rejected').map((r) => String(r.reason));
      expect(failed).toEqual([]);
    }
    const { rows } = await temp.store.query<{ counted: number; in_flight: number }>(
      'select counted, in_flight from ob_attempt_counter where key = any($1::text[])',
      [keys.map((k) => digest(k.key))],
    );
    expect(rows).toEqual([
      { counted: 120, in_flight: 0 },
      { counted: 120, in_flight: 0 },
    ]);
  }, 60_000);
});
