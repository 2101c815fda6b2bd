import { describe, expect, it } from 'vitest';
import { ADMINISTRATION_ROUTE_PATHS } from '../../common/routes.ts';
import { labelsEn } from '../i18n/labels.en.ts';
import { labelsRu } from '../i18n/labels.ru.ts';
import extension from '../index.ts';

describe('the administration area’s routes (shell.md §2, §6)', () => {
  const routes = extension.contributes?.routes ?? [];

  it('/settings/users and /settings/assignments are the administrators’, /settings/roles every signed-in user’s', () => {
    const flags = Object.fromEntries(routes.map((r) => [r.path, [r.requiresAuth, r.adminOnly === true]]));
    expect(flags).toEqual({
      '/settings/users': [true, true],
      '/settings/roles': [true, false],
      '/settings/assignments': [true, true],
      '/settings/commands': [true, true],
      '/settings/views': [true, true],
      '/usercodeConsoleOutput': [true, false],
      '/copy-settings': [true, true],
    });
  });

  it('the paths handed to the server are the contributed ones', () => {
    expect(routes.map((r) => r.path).sort()).toEqual([...ADMINISTRATION_ROUTE_PATHS].sort());
  });

  it('every menu entry names a route and has Russian and English labels', () => {
    for (const menu of extension.contributes?.menus ?? []) {
      expect(routes.some((r) => r.path === menu.route)).toBe(true);
      const [part] = menu.labelKey.split('.') as [keyof typeof labelsRu];
      expect([labelsRu[part].menu, labelsEn[part].menu].every(Boolean)).toBe(true);
    }
  });
});
