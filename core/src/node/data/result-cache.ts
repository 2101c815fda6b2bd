/** How long a cached get_data result lives. */
export const CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 500;

interface Entry {
  value: unknown;
  expires: number;
  command: string | null;
  userId: string;
}

/**
 * Results of get_data requests sent with `cache: true`, per user (access differs between users).
 * Entries of a stored command can be dropped by name: DELETE utils/cache/{command|userCommand}/{name}.
 */
export class ResultCache {
  private readonly entries = new Map<string, Entry>();

  /** `announce` tells the other server processes what was dropped, so they drop it too (docs/scaling.md). */
  constructor(
    private readonly now: () => number = Date.now,
    private readonly announce?: (drop: { command: string; userId?: string } | 'plain') => void,
  ) {}

  get(key: string): unknown {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: unknown, userId: string, command: string | null): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expires: this.now() + CACHE_TTL_MS, command, userId });
  }

  /** Drops a command's entries: every user's, or only one user's. Returns how many. */
  dropCommand(command: string, userId?: string): number {
    this.announce?.({ command, ...(userId === undefined ? {} : { userId }) });
    return this.forgetCommand(command, userId);
  }

  /** `dropCommand` heard from another process: only this process's entries, told to no one. */
  forgetCommand(command: string, userId?: string): number {
    let dropped = 0;
    for (const [key, e] of this.entries) {
      if (e.command === command && (userId === undefined || e.userId === userId)) {
        this.entries.delete(key);
        dropped++;
      }
    }
    return dropped;
  }

  /** Writes make plain cached reads stale; stored commands keep theirs until dropped by name. */
  dropPlain(): void {
    this.announce?.('plain');
    this.forgetPlain();
  }

  forgetPlain(): void {
    for (const [key, e] of this.entries) if (e.command === null) this.entries.delete(key);
  }

  /** After a lost connection to the other processes: what they dropped meanwhile is unknown. */
  clear(): void {
    this.entries.clear();
  }
}
