import { describe, expect, it } from 'vitest';
import { TurnQueue } from './turn-queue.ts';

/** Blocks the thread like a WebAssembly query does, then resolves. */
const busy = (ms: number) => async () => {
  const until = Date.now() + ms;
  while (Date.now() < until);
};

describe('TurnQueue', () => {
  it('runs work one at a time, in order, and passes results and errors through', async () => {
    const queue = new TurnQueue();
    const log: string[] = [];
    const item = (name: string) => async () => {
      log.push(`${name} start`);
      await new Promise((r) => setTimeout(r, 5));
      log.push(`${name} end`);
      return name;
    };
    const failing = queue.run(async () => {
      throw new Error('boom');
    });
    const results = Promise.all([queue.run(item('a')), queue.run(item('b'))]);
    await expect(failing).rejects.toThrow('boom');
    expect(await results).toEqual(['a', 'b']);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end']);
  });

  it('lets a timer fire between two queued items that block the thread', async () => {
    const queue = new TurnQueue();
    const started = Date.now();
    let timerAt = 0;
    setTimeout(() => (timerAt = Date.now() - started), 10);
    await Promise.all([queue.run(busy(100)), queue.run(busy(100)), queue.run(busy(100))]);
    // Without the turn the timer fires only after all three (≈ 300 ms).
    expect(timerAt).toBeGreaterThan(0);
    expect(timerAt).toBeLessThan(250);
  });
});

describe('TurnQueue state (for the health check)', () => {
  it('knows whether it is idle and how long the running item has run', async () => {
    let now = 1_000;
    const queue = new TurnQueue(() => now);
    expect([queue.idle, queue.runningForMs()]).toEqual([true, 0]);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const first = queue.run(async () => {
      started();
      await held;
    });
    const second = queue.run(async () => 'next');
    expect(queue.idle).toBe(false);
    await running;
    now += 4_500;
    expect(queue.runningForMs()).toBe(4_500);
    release();
    await Promise.all([first, second]);
    expect([queue.idle, queue.runningForMs()]).toEqual([true, 0]);
  });
});
