import type { EncodedValue } from '../ontology/values.ts';
import type { SqlExecutor } from '../store/sql-store.ts';

/** What a property of an instance holds: how many values and the highest idx (-1 when none). */
export interface ValueCount {
  count: number;
  maxIdx: number;
}

interface PairWrite {
  inst: string;
  prop: string;
  /** The pair's values in the store go first (a plain upd replaces them all). */
  replace: boolean;
  rows: { idx: number; value: EncodedValue }[];
}

/** Rows a single multi-row statement carries at most (unnest arrays, one parameter per column). */
const CHUNK = 5_000;
/**
 * Values of instances new in the list after which they are sent ahead, while the list goes on: PostgreSQL
 * writes them (index upkeep, foreign keys) while the server checks the next operations (a large import
 * spent ~11 s checking and ~18 s writing one after the other; docs/benchmarks.md, "CSV import").
 */
const AHEAD_ROWS = 2_500;

/** Value rows as the insert takes them: one array per column. */
interface ValueRows {
  inst: string[];
  prop: string[];
  idx: number[];
  val: (string | null)[];
  num: (number | null)[];
  ref: (string | null)[];
}

function valueRows(pairs: readonly PairWrite[]): ValueRows {
  const rows: ValueRows = { inst: [], prop: [], idx: [], val: [], num: [], ref: [] };
  for (const p of pairs)
    for (const { idx, value } of p.rows) {
      rows.inst.push(p.inst);
      rows.prop.push(p.prop);
      rows.idx.push(idx);
      rows.val.push(value.val);
      rows.num.push(value.num);
      rows.ref.push(value.ref);
    }
  return rows;
}

const pairKey = (inst: string, prop: string) => `${inst.toLowerCase()} ${prop.toLowerCase()}`;

/**
 * The writes of a set_data list, held back and sent as a few multi-row statements: the new instances
 * in one insert, the replaced values in one delete, every value in one insert (docs/benchmarks.md).
 * A list of 1,000 operations so costs a handful of round trips instead of two or three per operation.
 * It also knows, per instance and property, how many values are there (read once for the whole list,
 * then followed as the list writes), which `add` and the single-value rule need.
 * Writes of one instance and property merge in order, so the store ends as if each had run on its own.
 * Operations it does not hold (rem, del, rename, upd at an idx) call `flush` first and `forgetCounts` after.
 */
export class PendingWrites {
  private instances: { id: string; classId: string; name: string; author: string }[] = [];
  private pairs = new Map<string, PairWrite>();
  private counts = new Map<string, ValueCount>();
  private readonly created = new Set<string>();
  /** Pairs of new instances already sent ahead: a later upd of one must delete what was sent. */
  private readonly sent = new Set<string>();
  /** Rows of new instances' pairs held back (roughly: a replaced pending pair still counts its old rows). */
  private newRows = 0;
  /** The writes sent ahead, in order on the list's connection; the first failure, kept for the list. */
  private sending: Promise<void> = Promise.resolve();
  private failure: { error: unknown } | null = null;
  /** The list failed: nothing more is sent (see `abandon`). */
  private abandoned = false;

  constructor(private readonly tx: SqlExecutor) {}

  /**
   * The list's executor: once a write sent ahead failed, PostgreSQL refuses every later statement of the
   * transaction ("current transaction is aborted"), so any of them fails with that write's error instead.
   */
  guard(tx: SqlExecutor): SqlExecutor {
    const failed = (error: unknown): never => {
      throw this.failure ? this.failure.error : error;
    };
    return {
      query: <T>(sql: string, params?: readonly unknown[]) => tx.query<T>(sql, params).catch(failed),
      exec: (sql) => tx.exec(sql).catch(failed),
    };
  }

  newInstance(id: string, classId: string, name: string, author: string): void {
    this.instances.push({ id, classId, name, author });
    // A new instance has no values (its id was checked to be free): nothing to read or delete for it.
    this.created.add(id.toLowerCase());
  }

  /** Reads the value counts of these pairs in one query (pairs of instances new in the list have none). */
  async prefetchCounts(pairs: readonly { inst: string; prop: string }[]): Promise<void> {
    const unknown = pairs.filter((p) => !this.counts.has(pairKey(p.inst, p.prop)));
    if (unknown.length === 0) return;
    const insts = unknown.map((p) => p.inst.toLowerCase());
    const props = unknown.map((p) => p.prop.toLowerCase());
    const { rows } = await this.tx.query<{ inst: string; prop: string; n: number; max_idx: number }>(
      `select v.inst, v.prop, count(*)::int as n, max(v.idx) as max_idx
       from ob_value v join (select distinct * from unnest($1::uuid[], $2::uuid[]) as p(inst, prop)) p
         on v.inst = p.inst and v.prop = p.prop
       group by v.inst, v.prop`,
      [insts, props],
    );
    for (const p of unknown) this.counts.set(pairKey(p.inst, p.prop), { count: 0, maxIdx: -1 });
    for (const r of rows) this.counts.set(pairKey(r.inst, r.prop), { count: r.n, maxIdx: r.max_idx });
  }

  /** The values the pair holds now, the list's pending writes included. */
  async count(inst: string, prop: string): Promise<ValueCount> {
    const key = pairKey(inst, prop);
    if (!this.counts.has(key)) {
      if (this.created.has(inst.toLowerCase())) this.counts.set(key, { count: 0, maxIdx: -1 });
      else await this.prefetchCounts([{ inst, prop }]);
    }
    return this.counts.get(key)!;
  }

  /** The values the pair holds now when known without a query (an instance new in the list, a pair read before). */
  countNow(inst: string, prop: string): ValueCount | undefined {
    const key = pairKey(inst, prop);
    if (!this.counts.has(key) && this.created.has(inst.toLowerCase())) this.counts.set(key, { count: 0, maxIdx: -1 });
    return this.counts.get(key);
  }

  /** upd without idx: the pair's values become `values`. */
  replace(inst: string, prop: string, values: readonly EncodedValue[]): void {
    const key = pairKey(inst, prop);
    this.pairs.set(key, { inst, prop, replace: true, rows: values.map((value, idx) => ({ idx, value })) });
    this.counts.set(key, { count: values.length, maxIdx: values.length - 1 });
    this.heldForNew(inst, values.length);
  }

  /** add: `values` follow the pair's last one. Call `count` first (the caller checks the single-value rule). */
  append(inst: string, prop: string, values: readonly EncodedValue[]): void {
    const key = pairKey(inst, prop);
    const now = this.counts.get(key)!;
    const pair = this.pairs.get(key) ?? { inst, prop, replace: false, rows: [] };
    this.pairs.set(key, pair);
    values.forEach((value, n) => pair.rows.push({ idx: now.maxIdx + 1 + n, value }));
    this.counts.set(key, { count: now.count + values.length, maxIdx: now.maxIdx + values.length });
    this.heldForNew(inst, values.length);
  }

  private heldForNew(inst: string, rows: number): void {
    if (!this.created.has(inst.toLowerCase())) return;
    this.newRows += rows;
    if (this.newRows >= AHEAD_ROWS) this.sendAhead();
  }

  /**
   * Sends the new instances and the values of new instances held so far without waiting for them (the
   * connection runs statements in order, so whatever the list sends later sees them). A pair already sent
   * ahead and written again waits for `flush`, which deletes it first.
   */
  private sendAhead(): void {
    const instances = this.instances;
    this.instances = [];
    this.newRows = 0;
    const pairs: PairWrite[] = [];
    for (const [key, p] of this.pairs) {
      if (this.sent.has(key) || !this.created.has(p.inst.toLowerCase())) continue;
      this.pairs.delete(key);
      this.sent.add(key);
      pairs.push(p);
    }
    const rows = valueRows(pairs);
    this.sending = this.sending
      .then(() => this.write(instances, [], rows))
      .catch((error: unknown) => {
        this.failure ??= { error };
      });
  }

  /**
   * The list failed and its transaction is about to roll back: nothing more is sent, and the writes under
   * way are waited for. A write sent ahead that went on after the caller queued its ROLLBACK would run on
   * the connection on its own, outside the transaction, and stay written.
   */
  async abandon(): Promise<void> {
    this.abandoned = true;
    await this.sending;
  }

  /** After a write the buffer did not see: what it knew of value counts may be wrong now. */
  forgetCounts(): void {
    this.counts.clear();
  }

  /** Sends the pending writes: instances, then the replaced pairs' deletes, then the values. */
  async flush(): Promise<void> {
    await this.sending;
    if (this.failure) throw this.failure.error;
    const instances = this.instances;
    const pairs = [...this.pairs.entries()];
    this.instances = [];
    this.pairs = new Map();
    this.newRows = 0;
    const created = new Set(this.created);
    const sent = new Set(this.sent);
    // From now on the store holds these instances and their values: a later upd must delete them.
    this.created.clear();
    this.sent.clear();
    const replaced = pairs
      .filter(([key, p]) => p.replace && (!created.has(p.inst.toLowerCase()) || sent.has(key)))
      .map(([, p]) => p);
    await this.write(instances, replaced, valueRows(pairs.map(([, p]) => p)));
  }

  /** No statement goes out once the list failed or a write of it did (the transaction is lost either way). */
  private stopped(): boolean {
    return this.abandoned || this.failure !== null;
  }

  private async write(
    instances: readonly { id: string; classId: string; name: string; author: string }[],
    replaced: readonly PairWrite[],
    rows: ValueRows,
  ): Promise<void> {
    for (let i = 0; i < instances.length && !this.stopped(); i += CHUNK) {
      const part = instances.slice(i, i + CHUNK);
      await this.tx.query(
        `insert into ob_instance (id, class_id, name, author)
         select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::uuid[])`,
        [part.map((r) => r.id), part.map((r) => r.classId), part.map((r) => r.name), part.map((r) => r.author)],
      );
    }
    for (let i = 0; i < replaced.length && !this.stopped(); i += CHUNK) {
      const part = replaced.slice(i, i + CHUNK);
      await this.tx.query(
        `delete from ob_value v using unnest($1::uuid[], $2::uuid[]) as d(inst, prop)
         where v.inst = d.inst and v.prop = d.prop`,
        [part.map((p) => p.inst), part.map((p) => p.prop)],
      );
    }
    for (let i = 0; i < rows.inst.length && !this.stopped(); i += CHUNK) {
      await this.tx.query(
        `insert into ob_value (inst, prop, idx, val, num, ref)
         select * from unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[], $5::float8[], $6::uuid[])`,
        [rows.inst, rows.prop, rows.idx, rows.val, rows.num, rows.ref].map((column) => column.slice(i, i + CHUNK)),
      );
    }
  }
}
