import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_CONSTANTS } from '../../common/constants.ts';
import { MAINTENANCE_PUBLIC_PATH } from '../../common/status.ts';
import { MaintenanceMonitor } from './maintenance-monitor.ts';
import { FakeHttp, jsonResponse } from './test-fakes.ts';

const DEBOUNCE = SHELL_CONSTANTS.versionMaintenanceDebounceMs;

function setup(initial = { enabled: false, message: '' }) {
  let state = initial;
  const http = new FakeHttp().on(MAINTENANCE_PUBLIC_PATH, () => jsonResponse(state));
  const monitor = new MaintenanceMonitor(http);
  return { http, monitor, setState: (next: typeof state) => (state = next) };
}

describe('MaintenanceMonitor (spec shell.md §4, §9: debounced 500 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks at start; the answer is applied 500 ms later', async () => {
    const { monitor, http } = setup({ enabled: true, message: 'Обновление до 18:00' });
    const running = monitor.start();
    await vi.advanceTimersByTimeAsync(DEBOUNCE - 1);
    expect(http.callsTo(MAINTENANCE_PUBLIC_PATH)).toBe(1);
    expect(monitor.known).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(monitor.known).toBe(true);
    expect(monitor.state).toEqual({ enabled: true, message: 'Обновление до 18:00' });
    running.dispose();
  });

  it('a maintenance header that differs triggers the check; both settle 500 ms after the last update', async () => {
    const { monitor, http, setState } = setup();
    const running = monitor.start();
    await vi.advanceTimersByTimeAsync(DEBOUNCE);
    expect(monitor.state.enabled).toBe(false);
    setState({ enabled: true, message: 'Работы' });
    http.emitHeaders({ 'x-maintenance-mode': 'on' });
    // The same header again changes nothing: one check only.
    http.emitHeaders({ 'x-maintenance-mode': 'on' });
    await vi.advanceTimersByTimeAsync(DEBOUNCE - 1);
    expect(monitor.state.enabled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(monitor.state).toEqual({ enabled: true, message: 'Работы' });
    expect(http.callsTo(MAINTENANCE_PUBLIC_PATH)).toBe(2);
    running.dispose();
  });

  it('a header equal to the current state is ignored', async () => {
    const { monitor, http } = setup();
    const running = monitor.start();
    await vi.advanceTimersByTimeAsync(DEBOUNCE);
    http.emitHeaders({ 'x-maintenance-mode': 'off' });
    await vi.advanceTimersByTimeAsync(DEBOUNCE);
    expect(http.callsTo(MAINTENANCE_PUBLIC_PATH)).toBe(1);
    running.dispose();
  });

  it('while on, checks again every 10 s and notices the end of maintenance', async () => {
    const { monitor, http, setState } = setup({ enabled: true, message: '' });
    const running = monitor.start();
    await vi.advanceTimersByTimeAsync(DEBOUNCE);
    expect(monitor.state.enabled).toBe(true);
    await vi.advanceTimersByTimeAsync(SHELL_CONSTANTS.statusPollIntervalMs - 1);
    expect(http.callsTo(MAINTENANCE_PUBLIC_PATH)).toBe(1);
    setState({ enabled: false, message: '' });
    await vi.advanceTimersByTimeAsync(1);
    expect(http.callsTo(MAINTENANCE_PUBLIC_PATH)).toBe(2);
    await vi.advanceTimersByTimeAsync(DEBOUNCE);
    expect(monitor.state.enabled).toBe(false);
    // Off: no more polling.
    await vi.advanceTimersByTimeAsync(3 * SHELL_CONSTANTS.statusPollIntervalMs);
    expect(http.callsTo(MAINTENANCE_PUBLIC_PATH)).toBe(2);
    running.dispose();
  });

  it('a failed check changes nothing', async () => {
    const http = new FakeHttp();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const monitor = new MaintenanceMonitor(http);
    const running = monitor.start();
    await vi.advanceTimersByTimeAsync(DEBOUNCE);
    expect(monitor.known).toBe(false);
    expect(warn).toHaveBeenCalled();
    running.dispose();
    warn.mockRestore();
  });
});
