import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DiscussionCounts } from '../../../common/api.ts';
import { DISCUSSIONS_DEBOUNCE_MS, DiscussionBatcher } from './discussion-batcher.ts';

/** domain.md §9: "Discussion counters fetched with 200 ms debounce." */
describe('DiscussionBatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const answerAll = (ids: string[]): Promise<DiscussionCounts> =>
    Promise.resolve(Object.fromEntries(ids.map((id) => [id, { total: 2, open: 1 }])));

  it('waits 200 ms after the last ask, then fetches every id asked in one call', async () => {
    expect(DISCUSSIONS_DEBOUNCE_MS).toBe(200);
    const fetch = vi.fn(answerAll);
    const batcher = new DiscussionBatcher(fetch);
    batcher.request(['a']);
    await vi.advanceTimersByTimeAsync(150);
    batcher.request(['b', 'a']);
    await vi.advanceTimersByTimeAsync(199);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(['a', 'b']);
    expect(batcher.get('a')).toEqual({ total: 2, open: 1 });
  });

  it('does not ask again for known ids; refresh does; unanswered ids are null', async () => {
    const fetch = vi.fn((ids: string[]) =>
      Promise.resolve<DiscussionCounts>(ids.includes('x') ? {} : { a: { total: 1, open: 0 } }),
    );
    const batcher = new DiscussionBatcher(fetch);
    const heard = vi.fn();
    batcher.subscribe(heard);
    batcher.request(['a']);
    await vi.advanceTimersByTimeAsync(200);
    batcher.request(['a']);
    await vi.advanceTimersByTimeAsync(500);
    expect(fetch).toHaveBeenCalledTimes(1);
    batcher.refresh(['a']);
    batcher.request(['x']);
    await vi.advanceTimersByTimeAsync(200);
    expect(fetch).toHaveBeenLastCalledWith(['a', 'x']);
    expect(batcher.get('x')).toBeNull();
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('splits more than 200 ids into calls of 200 and reports a failure without throwing', async () => {
    const errors: unknown[] = [];
    const fetch = vi.fn((ids: string[]) => (ids.length > 100 ? answerAll(ids) : Promise.reject(new Error('down'))));
    const batcher = new DiscussionBatcher(fetch, (e) => errors.push(e));
    batcher.request(Array.from({ length: 250 }, (_, i) => `d${i}`));
    await vi.advanceTimersByTimeAsync(200);
    expect(fetch.mock.calls.map(([ids]) => ids.length)).toEqual([200, 50]);
    expect(errors).toHaveLength(1);
    expect(batcher.get('d0')).toEqual({ total: 2, open: 1 });
    expect(batcher.get('d249')).toBeUndefined();
  });
});
