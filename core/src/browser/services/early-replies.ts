/**
 * Requests a route asks for as it is entered (its `prefetch`, before the page's chunk is here), kept until
 * the page takes them: they run while the chunk loads instead of after it (docs/benchmarks.md: the
 * ontology map, the 1,000-element diagram). Each is kept `ttlMs` at most, and taken once.
 */
export interface EarlyReplies {
  /** Starts `start()` under `key`, unless a request under that key is already waiting. */
  ask(key: string, start: () => Promise<unknown>): void;
  /** The waiting request under `key`, once (the next reading asks again); none when older than `ttlMs`. */
  take<T>(key: string): Promise<T> | undefined;
}

export function earlyReplies(ttlMs = 10_000): EarlyReplies {
  const waiting = new Map<string, { reply: Promise<unknown>; at: number }>();
  return {
    ask(key, start) {
      const now = Date.now();
      const had = waiting.get(key);
      if (had && now - had.at < ttlMs) return;
      const reply = start();
      // A failure is the page's to show when it takes the reply; until then it is not an unhandled one.
      reply.catch(() => {});
      waiting.set(key, { reply, at: now });
    },
    take<T>(key: string) {
      const had = waiting.get(key);
      waiting.delete(key);
      return had && Date.now() - had.at < ttlMs ? (had.reply as Promise<T>) : undefined;
    },
  };
}
