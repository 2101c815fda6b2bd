import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { SHELL_CONSTANTS } from '../../common/constants.ts';
import { PING_PATH, type BackendStatus } from '../../common/ping.ts';
import { MAINTENANCE_PUBLIC_PATH } from '../../common/status.ts';
import { createKernel } from '../kernel/create-kernel.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { defineExtension } from '../kernel/extension.ts';
import { memoryStorage } from '../services/storage.ts';
import { shellExtension } from '../shell-extension.ts';
import { Shell } from '../ui/Shell.tsx';
import type { RealtimeSocket } from './realtime-notices.ts';
import { STATUS_TOKENS } from './status-tokens.ts';
import { FakeHttp, FakeSession, jsonResponse, testEnvironment, testUser } from './test-fakes.ts';

const docs = defineExtension({
  id: 'docs-test',
  version: '1.0.0',
  contributes: {
    routes: [
      {
        id: 'docs-test',
        path: '/docs',
        layout: 'empty',
        requiresAuth: false,
        app: 'both',
        page: async () => ({ default: () => <p>documents</p> }),
      },
    ],
  },
});

function renderShell(path: string, options: { admin?: boolean; today?: string } = {}) {
  let status: BackendStatus = 'GREEN';
  let maintenance = { enabled: false, message: '' };
  const http = new FakeHttp()
    .on(PING_PATH, () => jsonResponse({ status, services: [] }))
    .on(MAINTENANCE_PUBLIC_PATH, () => jsonResponse(maintenance))
    // Other areas read their data (settings) through the same client: nothing stored.
    .on('/api/data', () => jsonResponse({ rows: [], count_rows: 0 }));
  const session = new FakeSession();
  session.signInAs(testUser({ isAdmin: options.admin ?? false }));
  const kernel = createKernel({ environment: testEnvironment(), storage: memoryStorage() });
  kernel.container.rebind(CORE_TOKENS.Http).toConstantValue(http);
  kernel.container.rebind(CORE_TOKENS.Session).toConstantValue(session);
  const quietSocket = { on: () => quietSocket, disconnect: () => quietSocket };
  kernel.container.get(STATUS_TOKENS.Realtime).useSocketFactory(() => quietSocket as unknown as RealtimeSocket);
  kernel.host.install(shellExtension);
  kernel.host.install(docs);
  const location = memoryLocation({ path, record: true });
  render(<Shell kernel={kernel} locationHook={location.hook} />);
  return {
    kernel,
    location,
    session,
    http,
    setStatus: (next: BackendStatus) => (status = next),
    setMaintenance: (next: typeof maintenance) => (maintenance = next),
  };
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('StatusLayer in the shell (spec shell.md §4)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('RED sends a non-admin to the limited-mode page, GREEN brings them back', async () => {
    const shell = renderShell('/docs');
    expect(await screen.findByText('documents')).toBeTruthy();
    shell.setStatus('RED');
    await tick(SHELL_CONSTANTS.statusPollIntervalMs);
    expect(await screen.findByTestId('limited-mode-page')).toBeTruthy();
    expect(shell.location.history.at(-1)).toBe('/limited-operation-mode');
    expect(screen.getAllByText('Система находится в режиме ограниченного функционирования.').length).toBeGreaterThan(0);
    shell.setStatus('GREEN');
    await tick(SHELL_CONSTANTS.statusPollIntervalMs);
    expect(await screen.findByText('documents')).toBeTruthy();
    expect(shell.location.history.at(-1)).toBe('/docs');
  });

  it('RED shows an admin the persistent warning in the message bar instead', async () => {
    const shell = renderShell('/docs', { admin: true });
    shell.setStatus('RED');
    await tick(SHELL_CONSTANTS.statusPollIntervalMs);
    const bar = await screen.findByRole('alert');
    expect(bar.textContent).toContain('Система находится в режиме ограниченного функционирования.');
    expect(screen.getByText('documents')).toBeTruthy();
  });

  it('maintenance sends a non-admin to the maintenance page with the announcement, and back when it ends', async () => {
    const shell = renderShell('/docs');
    await screen.findByText('documents');
    shell.setMaintenance({ enabled: true, message: 'Работы до 18:00' });
    act(() => shell.http.emitHeaders({ 'x-maintenance-mode': 'on' }));
    await tick(SHELL_CONSTANTS.versionMaintenanceDebounceMs);
    expect(await screen.findByTestId('maintenance-page')).toBeTruthy();
    expect(screen.getByTestId('maintenance-announcement').textContent).toBe('Работы до 18:00');
    shell.setMaintenance({ enabled: false, message: '' });
    await tick(SHELL_CONSTANTS.statusPollIntervalMs + SHELL_CONSTANTS.versionMaintenanceDebounceMs);
    expect(await screen.findByText('documents')).toBeTruthy();
  });

  it('a message shown through the Notifications service appears and leaves after 4000 ms', async () => {
    const shell = renderShell('/docs');
    await screen.findByText('documents');
    act(() => void shell.kernel.container.get(CORE_TOKENS.Notifications).show({ text: 'Не удалось сохранить' }));
    expect(screen.getByText('Не удалось сохранить')).toBeTruthy();
    await tick(SHELL_CONSTANTS.notificationTimeoutMs);
    expect(screen.queryByText('Не удалось сохранить')).toBeNull();
  });

  it('the licence-expiry and account-deletion bars come from the user', async () => {
    const shell = renderShell('/docs');
    const soon = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    act(() =>
      shell.session.signInAs(testUser({ licenseExpirationDate: soon, deleteAccountRequestDate: '2026-11-21' })),
    );
    expect((await screen.findByTestId('licence-expiry-bar')).textContent).toMatch(
      /^Срок действия лицензии истекает \d\d\.\d\d\.\d{4} \(осталось 3 дня\)\.$/,
    );
    expect(screen.getByTestId('account-deletion-bar').textContent).toBe(
      'Учётная запись будет удалена 24.11.2026 по вашему запросу.',
    );
  });

  it('a language switch changes the texts without restarting the monitors', async () => {
    const shell = renderShell('/docs', { admin: true });
    shell.setStatus('YELLOW');
    await tick(SHELL_CONSTANTS.statusPollIntervalMs);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Система находится в режиме ограниченного функционирования.',
    );
    const pings = shell.http.callsTo(PING_PATH);
    act(() => shell.kernel.container.get(CORE_TOKENS.Locale).setLocale('en'));
    // The English texts come when first needed; the notice follows once they are there.
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('The system is operating in limited mode.'),
    );
    expect(shell.http.callsTo(PING_PATH)).toBe(pings);
  });
});
