import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_CONSTANTS } from '../../common/constants.ts';
import { MAINTENANCE_PUBLIC_PATH } from '../../common/status.ts';
import { PING_PATH } from '../../common/ping.ts';
import { encryptDebugInfo, generateDebugKey } from '../../common/debug-id.ts';
import { NotificationCenter } from '../notifications/notification-center.ts';
import { BackendStatusMonitor } from './backend-status-monitor.ts';
import { LicenceWatch } from './licence-watch.ts';
import { MaintenanceMonitor } from './maintenance-monitor.ts';
import { NOTICE_KEYS, StatusNotices } from './status-notices.ts';
import { FakeHttp, FakeSession, jsonResponse, testEnvironment, testI18n, testUser } from './test-fakes.ts';
import { VersionCheck } from './version-check.ts';

/** Spec shell.md §4 and §8, the exact text. */
const WARNING = 'Система находится в режиме ограниченного функционирования.';

function setup() {
  const key = generateDebugKey();
  const environment = testEnvironment({ version: '1.0.0', debugKey: key });
  const http = new FakeHttp()
    .on(PING_PATH, () => jsonResponse({ status: 'GREEN', services: [] }))
    .on(MAINTENANCE_PUBLIC_PATH, () => jsonResponse({ enabled: false, message: '' }));
  const i18n = testI18n();
  const session = new FakeSession();
  const center = new NotificationCenter(i18n, { log: vi.fn() });
  const backend = new BackendStatusMonitor(http, environment);
  const maintenance = new MaintenanceMonitor(http);
  const version = new VersionCheck(http, environment);
  const licence = new LicenceWatch(http, environment);
  const notices = new StatusNotices(session, center, i18n, backend, maintenance, version, licence);
  for (const service of [backend, maintenance, version, licence, notices]) service.start();
  const noticeText = (noticeKey: string) => center.items.find((item) => item.key === noticeKey)?.text;
  return { http, i18n, session, center, key, noticeText };
}

describe('StatusNotices: the persistent notices of spec shell.md §4 and §8', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('RED shows an admin the warning; a non-admin gets none (the limited page instead)', async () => {
    const { http, session, noticeText } = setup();
    session.signInAs(testUser({ isAdmin: true }));
    http.on(PING_PATH, () => jsonResponse({ status: 'RED', services: [] }));
    await vi.advanceTimersByTimeAsync(SHELL_CONSTANTS.statusPollIntervalMs);
    expect(noticeText(NOTICE_KEYS.limited)).toBe(WARNING);
    session.signInAs(testUser({ isAdmin: false }));
    expect(noticeText(NOTICE_KEYS.limited)).toBeUndefined();
  });

  it('YELLOW shows everyone the warning, persistently; GREEN clears it', async () => {
    const { http, session, center, noticeText } = setup();
    session.signInAs(testUser());
    http.on(PING_PATH, () => jsonResponse({ status: 'YELLOW', services: [] }));
    await vi.advanceTimersByTimeAsync(SHELL_CONSTANTS.statusPollIntervalMs);
    expect(noticeText(NOTICE_KEYS.limited)).toBe(WARNING);
    expect(center.items.find((item) => item.key === NOTICE_KEYS.limited)?.timeout).toBeNull();
    http.on(PING_PATH, () => jsonResponse({ status: 'GREEN', services: [] }));
    await vi.advanceTimersByTimeAsync(SHELL_CONSTANTS.statusPollIntervalMs);
    expect(noticeText(NOTICE_KEYS.limited)).toBeUndefined();
  });

  it('maintenance shows an admin the warning with the announcement', async () => {
    const { http, session, noticeText } = setup();
    session.signInAs(testUser({ isAdmin: true }));
    http.on(MAINTENANCE_PUBLIC_PATH, () => jsonResponse({ enabled: true, message: 'До 18:00' }));
    http.emitHeaders({ 'x-maintenance-mode': 'on' });
    await vi.advanceTimersByTimeAsync(SHELL_CONSTANTS.versionMaintenanceDebounceMs);
    expect(noticeText(NOTICE_KEYS.maintenance)).toBe(`${WARNING} До 18:00`);
  });

  it('a version mismatch asks to refresh, persistently', async () => {
    const { http, center } = setup();
    http.emitHeaders({ 'x-powered-by': '1.1.0' });
    await vi.advanceTimersByTimeAsync(SHELL_CONSTANTS.versionMaintenanceDebounceMs);
    const notice = center.items.find((item) => item.key === NOTICE_KEYS.version);
    expect(notice).toMatchObject({ showRefreshButton: true, timeout: null });
    expect(notice?.text).toBe('Версия сервера (1.1.0) отличается от версии приложения (1.0.0). Обновите страницу.');
  });

  it('the licence user limit gives a persistent notice with no timeout', async () => {
    const { http, key, center } = setup();
    vi.useRealTimers();
    const header = await encryptDebugInfo(
      { customer: 'c', userLimit: 1, usersCount: 2, userLimitExceeded: true, expiresAt: null },
      key,
    );
    http.emitHeaders({ 'x-debug-id': header });
    await vi.waitFor(() => expect(center.items.some((item) => item.key === NOTICE_KEYS.licence)).toBe(true));
    expect(center.items.find((item) => item.key === NOTICE_KEYS.licence)).toMatchObject({
      text: 'Превышено количество пользователей, доступное по лицензии. Обратитесь в службу технической поддержки.',
      timeout: null,
    });
  });

  it('texts follow the interface language', async () => {
    const { http, session, i18n, noticeText } = setup();
    session.signInAs(testUser());
    http.on(PING_PATH, () => jsonResponse({ status: 'YELLOW', services: [] }));
    await vi.advanceTimersByTimeAsync(SHELL_CONSTANTS.statusPollIntervalMs);
    await i18n.changeLanguage('en');
    expect(noticeText(NOTICE_KEYS.limited)).toBe('The system is operating in limited mode.');
  });
});
