import type { DiscussionCounts } from '../../../common/api.ts';

/** domain.md §9: "Discussion counters fetched with 200 ms debounce". */
export const DISCUSSIONS_DEBOUNCE_MS = 200;
/** The most ids one `document/fetchDiscussions` call takes (the server's limit). */
export const DISCUSSIONS_BATCH = 200;

type Listener = () => void;

/**
 * Collects the document ids whose discussion counters are asked for and fetches them together, 200 ms
 * after the last ask (a list that renders 50 rows asks once, not 50 times), in calls of at most 200
 * ids. Known counts are kept; `refresh` asks again for some ids (a comment changed).
 */
export class DiscussionBatcher {
  private readonly counts = new Map<string, { total: number; open: number } | null>();
  private readonly pending = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly listeners = new Set<Listener>();

  constructor(
    private readonly fetch: (ids: string[]) => Promise<DiscussionCounts>,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** Asks for the ids' counters (those not known or asked yet). */
  request(ids: readonly string[]): void {
    let added = false;
    for (const id of ids)
      if (!this.counts.has(id) && !this.pending.has(id)) {
        this.pending.add(id);
        added = true;
      }
    if (added) this.schedule();
  }

  /** Asks again for ids whose counters may have changed. */
  refresh(ids: readonly string[]): void {
    for (const id of ids) {
      this.counts.delete(id);
      this.pending.add(id);
    }
    if (ids.length) this.schedule();
  }

  /** The counters of an id: undefined while unknown, null when the server did not answer it (not readable). */
  get(id: string): { total: number; open: number } | null | undefined {
    return this.counts.get(id);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.listeners.clear();
  }

  private schedule(): void {
    // A debounce: every new ask restarts the wait.
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), DISCUSSIONS_DEBOUNCE_MS);
  }

  private async flush(): Promise<void> {
    this.timer = null;
    const ids = [...this.pending];
    this.pending.clear();
    for (let i = 0; i < ids.length; i += DISCUSSIONS_BATCH) {
      const batch = ids.slice(i, i + DISCUSSIONS_BATCH);
      try {
        const answer = await this.fetch(batch);
        for (const id of batch) this.counts.set(id, answer[id] ?? null);
      } catch (error) {
        // Spec shell.md §8: failed loads of comments are for the console only; the ids may be asked again.
        this.onError(error);
      }
    }
    for (const l of this.listeners) l();
  }
}
