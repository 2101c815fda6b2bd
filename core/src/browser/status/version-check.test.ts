import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_CONSTANTS } from '../../common/constants.ts';
import { FakeHttp, testEnvironment } from './test-fakes.ts';
import { VersionCheck } from './version-check.ts';

describe('VersionCheck (spec shell.md §4: powered-by header, debounced 500 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports a mismatch 500 ms after a reply names another version', () => {
    const http = new FakeHttp();
    const check = new VersionCheck(http, testEnvironment({ version: '1.0.0' }));
    const running = check.start();
    http.emitHeaders({ 'x-powered-by': '1.0.0' });
    vi.advanceTimersByTime(SHELL_CONSTANTS.versionMaintenanceDebounceMs);
    expect(check.backendVersion).toBe('1.0.0');
    expect(check.mismatch).toBe(false);
    http.emitHeaders({ 'x-powered-by': '1.1.0' });
    vi.advanceTimersByTime(SHELL_CONSTANTS.versionMaintenanceDebounceMs - 1);
    expect(check.mismatch).toBe(false);
    vi.advanceTimersByTime(1);
    expect(check.mismatch).toBe(true);
    running.dispose();
  });

  it('only the last version within the debounce window counts', () => {
    const http = new FakeHttp();
    const check = new VersionCheck(http, testEnvironment({ version: '1.0.0' }));
    check.start();
    http.emitHeaders({ 'x-powered-by': '2.0.0' });
    vi.advanceTimersByTime(200);
    http.emitHeaders({ 'x-powered-by': '1.0.0' });
    vi.advanceTimersByTime(SHELL_CONSTANTS.versionMaintenanceDebounceMs);
    expect(check.mismatch).toBe(false);
  });

  it('no comparison when the page does not know its own version', () => {
    const http = new FakeHttp();
    const check = new VersionCheck(http, testEnvironment({ version: 'unknown' }));
    check.start();
    http.emitHeaders({ 'x-powered-by': '2.0.0' });
    vi.advanceTimersByTime(SHELL_CONSTANTS.versionMaintenanceDebounceMs);
    expect(check.mismatch).toBe(false);
  });
});
