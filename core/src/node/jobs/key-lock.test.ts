import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTempStore, type TempStore } from '../testing/temp-store.ts';
import { withKeyLock } from './key-lock.ts';

let temp: TempStore;
beforeAll(async () => {
  temp = await openTempStore();
}, 120_000);
afterAll(() => temp?.dispose());

describe('withKeyLock (EnqueueOptions.singletonKey)', () => {
  it('runs work of one key one at a time, of other keys at once, and lets the store be used inside', async () => {
    const log: string[] = [];
    const work = (name: string) => async () => {
      log.push(`${name}+`);
      await temp.store.query('select 1');
      await sleep(150);
      log.push(`${name}-`);
      return name;
    };
    const results = await Promise.all([
      withKeyLock(temp.store, 'instance:1', work('a')),
      withKeyLock(temp.store, 'instance:1', work('b')),
      withKeyLock(temp.store, 'instance:2', work('c')),
    ]);
    expect(results).toEqual(['a', 'b', 'c']);
    const [first, second] = log.indexOf('a+') < log.indexOf('b+') ? ['a', 'b'] : ['b', 'a'];
    expect(log.indexOf(`${first}-`)).toBeLessThan(log.indexOf(`${second}+`));
    expect(log.indexOf('c+')).toBeLessThan(log.indexOf(`${second}+`));
  });
});
