import type { SqlStore } from '../store/sql-store.ts';
import type { MaintenanceMode } from '../../common/status.ts';

const ENABLED_KEY = 'maintenance_enabled';
const MESSAGE_KEY = 'maintenance_message';

/**
 * Maintenance mode (spec shell.md §4), kept in `ob_meta` and cached in memory: every reply carries
 * the state in a header, so reading it must cost nothing. The cache is read once at start; a change
 * goes through `set`, which writes the store first and the cache after the commit.
 *
 * With several servers on one PostgreSQL, a change made on one reaches the others as a change notice
 * (core/src/node/cluster), on which they `reload`.
 */
export class MaintenanceState {
  private state: MaintenanceMode;
  /** Writes run one after another, so the cache ends with what the store ends with. */
  private writing: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly store: SqlStore,
    initial: MaintenanceMode,
  ) {
    this.state = initial;
  }

  static async load(store: SqlStore): Promise<MaintenanceState> {
    const { rows } = await store.query<{ key: string; value: string }>(
      'select key, value from ob_meta where key in ($1, $2)',
      [ENABLED_KEY, MESSAGE_KEY],
    );
    const value = (key: string) => rows.find((row) => row.key === key)?.value;
    return new MaintenanceState(store, { enabled: value(ENABLED_KEY) === 'true', message: value(MESSAGE_KEY) ?? '' });
  }

  /** Called after each change this process made (the server tells the other processes). */
  onChanged: (() => void) | null = null;

  /** Reads the state again (another process changed it). */
  reload(): Promise<MaintenanceMode> {
    const read = this.writing.then(async () => {
      const fresh = await MaintenanceState.load(this.store);
      this.state = fresh.get();
      return this.get();
    });
    this.writing = read.catch(() => undefined);
    return read;
  }

  /** A copy: callers cannot change the cache by accident. */
  get(): MaintenanceMode {
    return { ...this.state };
  }

  set(next: MaintenanceMode): Promise<MaintenanceMode> {
    const write = this.writing.then(async () => {
      await this.store.transaction(async (tx) => {
        const upsert = 'insert into ob_meta (key, value) values ($1, $2) on conflict (key) do update set value = $2';
        await tx.query(upsert, [ENABLED_KEY, String(next.enabled)]);
        await tx.query(upsert, [MESSAGE_KEY, next.message]);
      });
      this.state = { enabled: next.enabled, message: next.message };
      this.onChanged?.();
      return this.get();
    });
    this.writing = write.catch(() => undefined);
    return write;
  }
}
