/** How long a cached get_data result lives. */
export const CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;
/**
 * The memory the cache may hold, counted in cells of get_data answers (about 200 bytes each in memory;
 * a profile or a role list counts as one): 200,000 cells is about 40 MB. An answer of more than 10,000
 * cells is not kept: a page that large is rare and would push out hundreds of common ones.
 */
export const MAX_CELLS = 200_000;
export const MAX_CELLS_KEPT = 10_000;

interface Entry {
  value: unknown;
  expires: number;
  command: string | null;
  userId: string;
  cells: number;
}

/** Cells of an answer: its rows for a get_data answer, else 1. */
function cellsOf(value: unknown): number {
  const rows = typeof value === 'object' && value !== null ? (value as { rows?: unknown }).rows : undefined;
  return Array.isArray(rows) ? Math.max(1, rows.length) : 1;
}

/**
 * What the server read from the data tables, per user (access differs between users): get_data results,
 * and the profile and roles behind every request. Plain entries live until the next write to the data
 * tables, here or in another server process (docs/store.md, "The read cache"). Results of a stored
 * command sent with `cache: true` stay until dropped by name: DELETE utils/cache/{command|userCommand}/{name}.
 */
export class ResultCache {
  private readonly entries = new Map<string, Entry>();
  private cells = 0;
  /** Reads in progress: clients asking for the same thing at once share one read. */
  private readonly reading = new Map<string, Promise<unknown>>();
  /** Counts the writes heard; a read that saw one begin under it is not kept. */
  private generation = 0;

  /**
   * `announce` tells the other server processes what was dropped by name, so they drop it too
   * (docs/scaling.md). `keepPlain`: keep plain entries until the next write; only where every write is
   * heard (the database's notices reach this process), else plain reads always read.
   */
  constructor(
    private readonly options: {
      now?: () => number;
      announce?: (drop: { command: string; userId?: string }) => void;
      keepPlain?: boolean;
    } = {},
  ) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private get(key: string): unknown {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * The entry under `key`, else `read()`'s answer, kept unless a write was heard while it ran (the
   * answer may predate it). Concurrent callers of one key share one read.
   */
  async remember<T>(key: string, userId: string, read: () => Promise<T>, command: string | null = null): Promise<T> {
    if (command === null && !this.options.keepPlain) return read();
    const hit = this.get(key);
    if (hit !== undefined) return hit as T;
    const pending = this.reading.get(key);
    if (pending) return pending as Promise<T>;
    const generation = this.generation;
    const reading = read().then((value) => {
      if (generation === this.generation) this.set(key, value, userId, command);
      return value;
    });
    this.reading.set(key, reading);
    try {
      return await reading;
    } finally {
      this.reading.delete(key);
    }
  }

  private set(key: string, value: unknown, userId: string, command: string | null): void {
    const cells = cellsOf(value);
    if (cells > MAX_CELLS_KEPT) return;
    this.delete(key);
    // The oldest go first.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size < MAX_ENTRIES && this.cells + cells <= MAX_CELLS) break;
      this.delete(oldest);
    }
    this.entries.set(key, { value, expires: this.now() + CACHE_TTL_MS, command, userId, cells });
    this.cells += cells;
  }

  /** How many cells the kept answers hold (MAX_CELLS at most). */
  get size(): { entries: number; cells: number } {
    return { entries: this.entries.size, cells: this.cells };
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.cells -= entry.cells;
  }

  /** Drops a command's entries: every user's, or only one user's. Returns how many. */
  dropCommand(command: string, userId?: string): number {
    this.options.announce?.({ command, ...(userId === undefined ? {} : { userId }) });
    return this.forgetCommand(command, userId);
  }

  /** `dropCommand` heard from another process: only this process's entries, told to no one. */
  forgetCommand(command: string, userId?: string): number {
    this.wrote();
    let dropped = 0;
    for (const [key, e] of this.entries) {
      if (e.command === command && (userId === undefined || e.userId === userId)) {
        this.delete(key);
        dropped++;
      }
    }
    return dropped;
  }

  /**
   * A write committed: plain entries are stale; stored commands keep theirs until dropped by name. The
   * database tells every process of every write (migration core-0012); the process that wrote also calls
   * this itself at once, so its own next read never waits for the notice.
   */
  forgetPlain(): void {
    this.wrote();
    for (const [key, e] of this.entries) if (e.command === null) this.delete(key);
  }

  /** After a lost connection to the other processes: what they dropped meanwhile is unknown. */
  clear(): void {
    this.wrote();
    this.entries.clear();
    this.cells = 0;
  }

  /** Reads running now may have seen the data before the write: they neither keep nor share their answer. */
  private wrote(): void {
    this.generation++;
    this.reading.clear();
  }
}
