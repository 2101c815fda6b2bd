import { describe, expect, it } from 'vitest';
import { CACHE_TTL_MS, MAX_CELLS, MAX_CELLS_KEPT, ResultCache } from './result-cache.ts';

/** A read the test finishes by hand, counting how often it was started. */
function manualRead<T>() {
  let started = 0;
  let finish: (value: T) => void = () => undefined;
  return {
    read: () => {
      started++;
      return new Promise<T>((resolve) => (finish = resolve));
    },
    finish: (value: T) => finish(value),
    started: () => started,
  };
}

describe('the read cache (docs/store.md, "The read cache")', () => {
  it('keeps a plain read until a write is heard', async () => {
    const cache = new ResultCache({ keepPlain: true });
    let reads = 0;
    const read = async () => ++reads;
    expect(await cache.remember('k', 'u', read)).toBe(1);
    expect(await cache.remember('k', 'u', read)).toBe(1);
    cache.forgetPlain();
    expect(await cache.remember('k', 'u', read)).toBe(2);
  });

  it('does not keep plain reads where writes are not heard', async () => {
    const cache = new ResultCache();
    let reads = 0;
    const read = async () => ++reads;
    await cache.remember('k', 'u', read);
    expect(await cache.remember('k', 'u', read)).toBe(2);
  });

  it('clients asking at once share one read', async () => {
    const cache = new ResultCache({ keepPlain: true });
    const slow = manualRead<string>();
    const first = cache.remember('k', 'u', slow.read);
    const second = cache.remember('k', 'u', slow.read);
    slow.finish('answer');
    expect(await Promise.all([first, second])).toEqual(['answer', 'answer']);
    expect(slow.started()).toBe(1);
  });

  it('does not keep or share a read that was running when a write was heard', async () => {
    const cache = new ResultCache({ keepPlain: true });
    const before = manualRead<string>();
    const old = cache.remember('k', 'u', before.read);
    cache.forgetPlain();
    // Asked after the write: a read of its own, not the one that may predate the write.
    const after = manualRead<string>();
    const fresh = cache.remember('k', 'u', after.read);
    before.finish('old');
    after.finish('new');
    expect([await old, await fresh]).toEqual(['old', 'new']);
    expect(after.started()).toBe(1);
    expect(await cache.remember('k', 'u', async () => 'third')).toBe('new');
  });

  it('keeps a stored command across writes until it is dropped by name', async () => {
    const cache = new ResultCache({ keepPlain: true });
    await cache.remember('c', 'u', async () => 'command', 'all-books');
    await cache.remember('p', 'u', async () => 'plain');
    cache.forgetPlain();
    expect(await cache.remember('c', 'u', async () => 'again', 'all-books')).toBe('command');
    expect(await cache.remember('p', 'u', async () => 'again')).toBe('again');
    expect(cache.dropCommand('all-books')).toBe(1);
    expect(await cache.remember('c', 'u', async () => 'again', 'all-books')).toBe('again');
  });

  it(`forgets an entry after ${CACHE_TTL_MS} ms`, async () => {
    let now = 0;
    const cache = new ResultCache({ keepPlain: true, now: () => now });
    await cache.remember('k', 'u', async () => 'first');
    now = CACHE_TTL_MS - 1;
    expect(await cache.remember('k', 'u', async () => 'second')).toBe('first');
    now = CACHE_TTL_MS;
    expect(await cache.remember('k', 'u', async () => 'second')).toBe('second');
  });

  it(`holds at most ${MAX_CELLS} cells, dropping the oldest, and keeps no answer over ${MAX_CELLS_KEPT}`, async () => {
    const cache = new ResultCache({ keepPlain: true });
    const page = (n: number) => async () => ({ rows: Array.from({ length: n }, (_, row) => ({ row })) });
    await cache.remember('huge', 'u', page(MAX_CELLS_KEPT + 1));
    expect(cache.size).toEqual({ entries: 0, cells: 0 });
    for (let k = 0; k < MAX_CELLS / MAX_CELLS_KEPT + 2; k++)
      await cache.remember(`page ${k}`, 'u', page(MAX_CELLS_KEPT));
    expect(cache.size).toEqual({ entries: MAX_CELLS / MAX_CELLS_KEPT, cells: MAX_CELLS });
    let read = false;
    await cache.remember('page 0', 'u', async () => ((read = true), { rows: [] }));
    expect(read).toBe(true);
    cache.forgetPlain();
    expect(cache.size).toEqual({ entries: 0, cells: 0 });
  });
});
