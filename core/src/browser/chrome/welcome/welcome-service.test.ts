import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_CONSTANTS } from '../../../common/constants.ts';
import { STORAGE_KEYS } from '../../../common/storage-keys.ts';
import { ContributionPoints } from '../../kernel/contribution-points.ts';
import { memoryStorage } from '../../services/storage.ts';
import type { ServerSettings } from '../settings/server-settings.ts';
import { WELCOME_ROUTE_ID, WELCOME_SETTING_ID, WelcomeService } from './welcome-service.ts';

function setup(options: { enabled?: boolean; stored?: unknown; suppressed?: boolean; route?: boolean } = {}) {
  const points = new ContributionPoints();
  if (options.route !== false) {
    points.routes.register(
      {
        id: WELCOME_ROUTE_ID,
        path: '/welcome',
        layout: 'main',
        requiresAuth: true,
        app: 'onto',
        page: async () => ({ default: () => null }),
      },
      'home',
    );
  }
  points.settings.register(
    { id: WELCOME_SETTING_ID, labelKey: 'x', type: 'boolean', default: options.enabled ?? true },
    'home',
  );
  const storage = memoryStorage(options.suppressed ? { [STORAGE_KEYS.welcomeSuppressed]: 'true' } : {});
  const settings = { values: options.stored === undefined ? {} : { [WELCOME_SETTING_ID]: options.stored } };
  return { service: new WelcomeService(storage, points, settings as ServerSettings), storage };
}

const root = { path: '/', search: '', signedIn: true };

describe('welcome page (shell §2): opened once from the root, hint after 3 s for 10 s', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the stored settings decide; without a stored value the contributed default does', () => {
    expect(setup({ enabled: false, stored: true }).service.entered(root)).toBe('/welcome');
    expect(setup({ enabled: false, stored: 'yes' }).service.entered(root)).toBeUndefined();
  });

  it('opens from / once, and never again in this app load', () => {
    const { service } = setup();
    expect(service.entered({ ...root, signedIn: false })).toBeUndefined();
    expect(service.entered({ ...root, path: '/class_list' })).toBeUndefined();
    expect(service.entered(root)).toBe('/welcome');
    expect(service.entered(root)).toBeUndefined();
  });

  it('not with a query, not when the setting is off, not when opted out, not without the page', () => {
    expect(setup().service.entered({ ...root, search: '?x=1' })).toBeUndefined();
    expect(setup({ enabled: false }).service.entered(root)).toBeUndefined();
    expect(setup({ enabled: true, stored: false }).service.entered(root)).toBeUndefined();
    expect(setup({ suppressed: true }).service.entered(root)).toBeUndefined();
    expect(setup({ route: false }).service.entered(root)).toBeUndefined();
  });

  it('not for a non-administrator in education mode, who may not reach the onto-only page (shell §6)', () => {
    expect(setup().service.entered({ ...root, confinedTo: 'edu' })).toBeUndefined();
  });

  it('the hint shows 3 s after the welcome page opened and hides 10 s later', () => {
    const { service } = setup();
    service.entered(root);
    vi.advanceTimersByTime(SHELL_CONSTANTS.welcomeHintDelayMs - 1);
    expect(service.hintVisible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(service.hintVisible).toBe(true);
    vi.advanceTimersByTime(SHELL_CONSTANTS.welcomeHintTimeoutMs - 1);
    expect(service.hintVisible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(service.hintVisible).toBe(false);
  });

  it('the opt-out is remembered under STORAGE_KEYS.welcomeSuppressed and can be undone', () => {
    const { service, storage } = setup();
    service.setSuppressed(true);
    expect(storage.getItem(STORAGE_KEYS.welcomeSuppressed)).toBe('true');
    service.setSuppressed(false);
    expect(storage.getItem(STORAGE_KEYS.welcomeSuppressed)).toBeNull();
  });
});
