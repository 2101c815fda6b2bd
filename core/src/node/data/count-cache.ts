/** How many counts are kept; the oldest goes first. */
const MAX_ENTRIES = 1_000;

/**
 * Exact `count_rows` of get_data kept while the database has not changed (docs/benchmarks.md, "The
 * count"). Counting every readable instance of a large class costs tens of milliseconds, far more than
 * the page, and a user paging through a list asks for the same count again and again.
 *
 * A count is stored with the database snapshot it was taken in (`pg_current_snapshot()`), and a later
 * page query reads the snapshot it runs in. The same snapshot means the same committed data: no
 * transaction that writes has started or ended in between, in this server process or any other, so the
 * count is still exact. Any write anywhere in the database makes every count stale; it is counted again.
 * The key holds the WHERE clause with its parameters (the viewer and their roles among them) and the
 * database's date (assignments expire by date). Only for reads outside a transaction that writes: such a
 * transaction sees its own uncommitted rows, which another session with the same snapshot does not
 * (DataService reads with it on the store, or in a read-only transaction for a deferred request).
 */
export class CountCache {
  private readonly entries = new Map<string, { snapshot: string; count: number }>();

  get(key: string, snapshot: string | undefined): number | undefined {
    const entry = this.entries.get(key);
    if (!entry || snapshot === undefined || entry.snapshot !== snapshot) return undefined;
    return entry.count;
  }

  set(key: string, snapshot: string, count: number): void {
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { snapshot, count });
  }
}

/** The SQL of the value a CountCache compares: the snapshot and the date the statement runs in. */
export const SNAPSHOT_SQL = "pg_current_snapshot()::text || ' ' || current_date::text";
