import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_CONSTANTS } from '../../common/constants.ts';
import { PING_PATH, type BackendStatus } from '../../common/ping.ts';
import { BackendStatusMonitor } from './backend-status-monitor.ts';
import { FakeHttp, jsonResponse, testEnvironment } from './test-fakes.ts';

const INTERVAL = SHELL_CONSTANTS.statusPollIntervalMs;

describe('BackendStatusMonitor (spec shell.md §4: ping every 10 s when monitoring is on)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pings at once, then every 10 s, and records the status', async () => {
    let status: BackendStatus = 'GREEN';
    const http = new FakeHttp().on(PING_PATH, () => jsonResponse({ status, services: [{ name: 'database', status }] }));
    const monitor = new BackendStatusMonitor(http, testEnvironment());
    const running = monitor.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(http.callsTo(PING_PATH)).toBe(1);
    expect(monitor.health).toBe('GREEN');
    status = 'RED';
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(http.callsTo(PING_PATH)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(http.callsTo(PING_PATH)).toBe(2);
    expect(monitor.health).toBe('RED');
    expect(monitor.services).toEqual([{ name: 'database', status: 'RED' }]);
    running.dispose();
    await vi.advanceTimersByTimeAsync(5 * INTERVAL);
    expect(http.callsTo(PING_PATH)).toBe(2);
  });

  it('a ping with no answer, an error status or a malformed body is a failed ping', async () => {
    const http = new FakeHttp();
    const monitor = new BackendStatusMonitor(http, testEnvironment());
    expect(await monitor.ping()).toBe('UNREACHABLE');
    http.on(PING_PATH, () => jsonResponse({ error: 'down' }, { status: 503 }));
    expect(await monitor.ping()).toBe('UNREACHABLE');
    http.on(PING_PATH, () => jsonResponse({ status: 'PURPLE' }));
    expect(await monitor.ping()).toBe('UNREACHABLE');
    http.on(PING_PATH, () => jsonResponse({ status: 'YELLOW', services: [] }));
    expect(await monitor.ping()).toBe('YELLOW');
    expect(monitor.health).toBe('YELLOW');
  });

  it('does not ping when monitoring is off in /env.json', async () => {
    const http = new FakeHttp().on(PING_PATH, () => jsonResponse({ status: 'GREEN', services: [] }));
    const monitor = new BackendStatusMonitor(http, testEnvironment({ statusMonitoring: false }));
    monitor.start();
    await vi.advanceTimersByTimeAsync(3 * INTERVAL);
    expect(http.callsTo(PING_PATH)).toBe(0);
    expect(monitor.health).toBeUndefined();
  });

  it('never overlaps pings: the next is planned when the previous answered', async () => {
    let answer: (() => void) | undefined;
    const http = new FakeHttp().on(
      PING_PATH,
      () =>
        new Promise<Response>((resolve) => (answer = () => resolve(jsonResponse({ status: 'GREEN', services: [] })))),
    );
    const monitor = new BackendStatusMonitor(http, testEnvironment());
    monitor.start();
    await vi.advanceTimersByTimeAsync(3 * INTERVAL);
    expect(http.callsTo(PING_PATH)).toBe(1);
    answer!();
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(http.callsTo(PING_PATH)).toBe(2);
  });
});
