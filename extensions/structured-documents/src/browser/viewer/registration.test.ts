import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReplyError } from '@ontobench/sdk';
import type { ViewerEntry } from '../../common/api.ts';
import { UNREGISTER_DELAY_MS, VIEWER_RENEW_MS, ViewerRegistrations } from './registration.ts';

const READERS: ViewerEntry[] = [{ userName: 'Алиса' }];

function fakeCalls(fail: { register?: number; renew?: number } = {}) {
  const log: string[] = [];
  const reply = (name: 'register' | 'renew') => async () => {
    log.push(name);
    const status = fail[name];
    if (status) throw new ReplyError('нет', status);
    return READERS;
  };
  return {
    log,
    calls: {
      register: vi.fn(reply('register')),
      renew: vi.fn(reply('renew')),
      unregister: vi.fn(async () => void log.push('unregister')),
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the tab’s reader registrations', () => {
  it('§2: entering registers once and tells who reads; §9: leaving unregisters only after 3 s', async () => {
    const registrations = new ViewerRegistrations();
    const { calls, log } = fakeCalls();
    const heard = vi.fn();
    const leave = registrations.enter('d1', calls, heard);
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['register']);
    expect(heard).toHaveBeenCalledWith(READERS);
    leave();
    await vi.advanceTimersByTimeAsync(UNREGISTER_DELAY_MS - 1);
    expect(log).toEqual(['register']);
    expect(registrations.reads('d1')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toEqual(['register', 'unregister']);
    expect(registrations.reads('d1')).toBe(false);
  });

  it('§9: coming back within the 3 s keeps the registration: no duplicate registration, no removal', async () => {
    const registrations = new ViewerRegistrations();
    const { calls, log } = fakeCalls();
    registrations.enter('d1', calls, () => {})();
    await vi.advanceTimersByTimeAsync(2_000);
    const leave = registrations.enter('d1', calls, () => {});
    await vi.advanceTimersByTimeAsync(10_000);
    expect(log).toEqual(['register']);
    leave();
    await vi.advanceTimersByTimeAsync(UNREGISTER_DELAY_MS);
    expect(log).toEqual(['register', 'unregister']);
  });

  it('two viewers of one document in the tab are one reader; the registration stays while one is open', async () => {
    const registrations = new ViewerRegistrations();
    const { calls, log } = fakeCalls();
    const first = registrations.enter('d1', calls, () => {});
    const second = registrations.enter('d1', calls, () => {});
    first();
    first();
    await vi.advanceTimersByTimeAsync(UNREGISTER_DELAY_MS * 2);
    expect(log).toEqual(['register']);
    second();
    await vi.advanceTimersByTimeAsync(UNREGISTER_DELAY_MS);
    expect(log).toEqual(['register', 'unregister']);
  });

  it('renews every 20 s while read; a forgotten tab registers again', async () => {
    const registrations = new ViewerRegistrations();
    const { calls, log } = fakeCalls({ renew: 404 });
    registrations.enter('d1', calls, () => {});
    await vi.advanceTimersByTimeAsync(VIEWER_RENEW_MS);
    expect(log).toEqual(['register', 'renew', 'register']);
  });

  it('a registration found already there (the tab reloaded) is renewed, not an error; no loop', async () => {
    const registrations = new ViewerRegistrations();
    const { calls, log } = fakeCalls({ register: 409, renew: 404 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    registrations.enter('d1', calls, () => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['register', 'renew']);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('the tab going lets every registration go at once', async () => {
    const registrations = new ViewerRegistrations();
    const { calls, log } = fakeCalls();
    registrations.enter('d1', calls, () => {});
    registrations.enter('d2', calls, () => {})();
    await vi.advanceTimersByTimeAsync(0);
    registrations.leaveAll();
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['register', 'register', 'unregister', 'unregister']);
    expect(registrations.reads('d1') || registrations.reads('d2')).toBe(false);
  });
});
