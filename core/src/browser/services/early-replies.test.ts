import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyReplies } from './early-replies.ts';

describe('earlyReplies: what a route asks for on entry, kept for its page', () => {
  afterEach(() => vi.useRealTimers());

  it('asks once while a request waits, hands it over once, then asks again', async () => {
    const early = earlyReplies();
    const start = vi.fn(() => Promise.resolve('reply'));
    early.ask('a', start);
    early.ask('a', start);
    expect(start).toHaveBeenCalledTimes(1);
    await expect(early.take<string>('a')).resolves.toBe('reply');
    expect(early.take('a')).toBeUndefined();
    early.ask('a', start);
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('keeps a request ttlMs at most: an older one is neither handed over nor kept from being asked again', () => {
    vi.useFakeTimers();
    const early = earlyReplies(1_000);
    const start = vi.fn(() => Promise.resolve(1));
    early.ask('a', start);
    vi.advanceTimersByTime(1_001);
    expect(early.take('a')).toBeUndefined();
    early.ask('b', start);
    vi.advanceTimersByTime(1_001);
    early.ask('b', start);
    expect(start).toHaveBeenCalledTimes(3);
  });

  it('a failure waits for the page rather than being an unhandled rejection', async () => {
    const early = earlyReplies();
    early.ask('a', () => Promise.reject(new Error('HTTP 500')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(early.take('a')).rejects.toThrow('HTTP 500');
  });
});
