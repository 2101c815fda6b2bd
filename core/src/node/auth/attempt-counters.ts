import { createHash } from 'node:crypto';
import type { SqlStore } from '../store/sql-store.ts';
import type { Clock } from './clock.ts';
import { delayAfter, type DelayPolicy } from './growing-delay.ts';

/** One key an attempt is counted under, with its rule's policy. */
export interface CountedKey {
  key: string;
  policy: DelayPolicy;
  /** Not held up by this key when the attempt's e-mail already signed in from its address. */
  exemptForKnownPair: boolean;
}

/**
 * An attempt let through and not finished for this long was lost with its process (a sign-in takes
 * well under a second): it stops counting, so a crash cannot hold a key up for good.
 */
const LOST_IN_FLIGHT_MS = 60_000;
/** How often a process deletes counters and known pairs nobody needs any more. */
const SWEEP_EVERY_MS = 60_000;
/** The longest `forgetAfterMs` of the rules: idle counters older than this are deleted. */
const IDLE_COUNTER_MS = 60 * 60_000;

/**
 * Keys and pairs are stored as SHA-256: they hold e-mails and addresses (which need not sit in clear in
 * another table) and whatever a client sent (a NUL character PostgreSQL's text refuses).
 */
const digest = (text: string): string => createHash('sha256').update(text).digest('hex');

interface CounterRow {
  key: string;
  counted: number;
  in_flight: number;
  last_ms: string | number;
}

/**
 * The counters of the sign-in limits in PostgreSQL (`ob_attempt_counter`, `ob_known_pair`), so every
 * server process on the database counts the same attempts (docs/scaling.md). The rules and delays are
 * growing-delay.ts's; an attempt is reserved before it runs (in one transaction that locks its keys),
 * so a burst of parallel requests to any processes cannot all slip through.
 */
export class AttemptCounters {
  private sweptAt = 0;

  constructor(
    private readonly store: SqlStore,
    private readonly clock: Clock,
  ) {}

  /** Reserves the attempt under every key and answers 0, or answers the ms to wait and reserves nothing. */
  async reserve(keys: readonly CountedKey[], pair: string | null): Promise<number> {
    if (keys.length === 0) return 0;
    const now = this.clock().getTime();
    const hashed = keys.map((k) => ({ ...k, key: digest(k.key) }));
    const pairHash = pair === null ? null : digest(pair);
    return this.store.transaction(async (tx) => {
      const known =
        pairHash !== null &&
        hashed.some((k) => k.exemptForKnownPair) &&
        (await tx.query('select 1 from ob_known_pair where pair = $1 and until_ms > $2', [pairHash, now])).rowCount > 0;
      const names = hashed.map((k) => k.key);
      await tx.query(
        'insert into ob_attempt_counter (key, last_ms) select unnest($1::text[]), $2 on conflict (key) do nothing',
        [names, now],
      );
      const { rows } = await tx.query<CounterRow>(
        'select key, counted, in_flight, last_ms from ob_attempt_counter where key = any($1::text[]) order by key for update',
        [names],
      );
      let waitMs = 0;
      const next: { key: string; counted: number; inFlight: number }[] = [];
      for (const k of hashed) {
        const row = rows.find((r) => r.key === k.key);
        const last = Number(row?.last_ms ?? now);
        const inFlight = now - last >= LOST_IN_FLIGHT_MS ? 0 : (row?.in_flight ?? 0);
        // Forgotten an hour (the rule's time) after the last attempt, unless one is still running.
        const counted = inFlight === 0 && now - last >= k.policy.forgetAfterMs ? 0 : (row?.counted ?? 0);
        // Only a delay holds an attempt up: a parallel attempt that took the lock first may have written a
        // `last` later than this attempt's `now`, which is no reason to wait.
        const delayMs = delayAfter(k.policy, counted + inFlight) * 1000;
        if (delayMs > 0 && !(k.exemptForKnownPair && known)) waitMs = Math.max(waitMs, last + delayMs - now);
        next.push({ key: k.key, counted, inFlight: inFlight + 1 });
      }
      if (waitMs > 0) return waitMs;
      await tx.query(
        `update ob_attempt_counter c set counted = n.counted, in_flight = n.in_flight, last_ms = $4
         from unnest($1::text[], $2::int[], $3::int[]) as n(key, counted, in_flight) where c.key = n.key`,
        [next.map((n) => n.key), next.map((n) => n.counted), next.map((n) => n.inFlight), now],
      );
      return 0;
    });
  }

  /** The attempt is over: per key whether it counted, or ended the key's count (a success). */
  async settle(outcomes: readonly { key: string; counts: boolean; clears: boolean }[], provedPair: string | null) {
    const now = this.clock().getTime();
    const keys = outcomes.map((o) => digest(o.key));
    if (keys.length > 0) {
      // The rows are locked in key order, as `reserve` locks them: an UPDATE joined to a list locks in
      // whatever order its plan reads, and a parallel reserve holding one key while it waits for the
      // other was a deadlock (a 500 to one of a burst of sign-ins; tests/api/cluster.test.ts).
      await this.store.transaction(async (tx) => {
        await tx.query('select 1 from ob_attempt_counter where key = any($1::text[]) order by key for update', [keys]);
        await tx.query(
          `update ob_attempt_counter c set in_flight = greatest(0, c.in_flight - 1),
             counted = case when n.clears then 0 when n.counts then c.counted + 1 else c.counted end
           from unnest($1::text[], $2::bool[], $3::bool[]) as n(key, counts, clears) where c.key = n.key`,
          [keys, outcomes.map((o) => o.counts), outcomes.map((o) => o.clears)],
        );
        await tx.query('delete from ob_attempt_counter where key = any($1::text[]) and counted = 0 and in_flight = 0', [
          keys,
        ]);
      });
    }
    if (provedPair !== null) await this.rememberPair(digest(provedPair), now);
    if (now - this.sweptAt >= SWEEP_EVERY_MS) {
      this.sweptAt = now;
      // Only idle rows nobody holds: a row an attempt has locked is swept next time.
      await this.store.query(
        `delete from ob_attempt_counter where key in
           (select key from ob_attempt_counter where last_ms < $1 order by key for update skip locked)`,
        [now - IDLE_COUNTER_MS],
      );
      await this.store.query('delete from ob_known_pair where until_ms < $1', [now]);
    }
  }

  private async rememberPair(pair: string, now: number): Promise<void> {
    await this.store.query(
      `insert into ob_known_pair (pair, until_ms) values ($1, $2)
       on conflict (pair) do update set until_ms = excluded.until_ms`,
      [pair, now + KNOWN_PAIR_MS],
    );
  }
}

/** How long an address stays known for an e-mail after it signed in from there. */
export const KNOWN_PAIR_MS = 30 * 24 * 60 * 60_000;
