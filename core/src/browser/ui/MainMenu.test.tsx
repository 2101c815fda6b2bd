import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chromeKernel, renderWithKernel } from '../chrome/test-support.tsx';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { defineExtension } from '../kernel/extension.ts';
import type { CurrentUser } from '../services/shell-contracts.ts';
import { MainMenu } from './MainMenu.tsx';

const page = async () => ({ default: () => null });

/** Three pages: one for everybody, an admin page and an onto-only page, each with a menu entry. */
const area = defineExtension({
  id: 'area',
  version: '1.0.0',
  contributes: {
    routes: [
      { id: 'area.home', path: '/area', layout: 'main', requiresAuth: true, app: 'both', page },
      {
        id: 'area.admin',
        path: '/area/settings',
        layout: 'main',
        requiresAuth: true,
        app: 'both',
        adminOnly: true,
        page,
      },
      { id: 'area.onto', path: '/area/onto/:id?', layout: 'main', requiresAuth: true, app: 'onto', page },
    ],
    menus: [
      { id: 'm.home', group: 'g', icon: 'home', order: 1, labelKey: 'home', route: '/area' },
      { id: 'm.admin', group: 'g', icon: 'home', order: 2, labelKey: 'admin', route: '/area/settings' },
      { id: 'm.onto', group: 'g', icon: 'home', order: 3, labelKey: 'onto', route: '/area/onto' },
      { id: 'm.command', group: 'g', icon: 'home', order: 4, labelKey: 'command', command: 'area.run' },
      {
        id: 'm.ontoCommand',
        group: 'g',
        icon: 'home',
        order: 5,
        labelKey: 'command',
        command: 'area.import',
        requiresRoute: '/area/onto',
      },
      {
        id: 'm.adminCommand',
        group: 'g',
        icon: 'home',
        order: 6,
        labelKey: 'command',
        command: 'area.reset',
        requiresRoute: '/area/settings',
      },
    ],
    translations: {
      ru: { home: 'Главная', admin: 'Настройки', onto: 'Онтология', command: 'Команда' },
      en: { home: 'Home', admin: 'Settings', onto: 'Ontology', command: 'Command' },
    },
  },
});

function menuFor(change: Partial<CurrentUser> & { isAdmin?: boolean }): string[] {
  const kernel = chromeKernel({ admin: change.isAdmin ?? false });
  const session = kernel.container.get(CORE_TOKENS.Session);
  Object.assign(session.user!, change);
  kernel.host.install(area);
  renderWithKernel(kernel, <MainMenu />);
  return [...document.querySelectorAll('[data-menu-id]')].map((e) => e.getAttribute('data-menu-id')!);
}

describe('main menu: only what the user may open (spec shell.md §6)', () => {
  it('an administrator sees every entry', () => {
    expect(menuFor({ isAdmin: true })).toEqual([
      'm.home',
      'm.admin',
      'm.onto',
      'm.command',
      'm.ontoCommand',
      'm.adminCommand',
    ]);
  });

  it('an ordinary user does not see the admin page, unless enabledRoutes names it', () => {
    expect(menuFor({})).toEqual(['m.home', 'm.onto', 'm.command', 'm.ontoCommand']);
    document.body.innerHTML = '';
    expect(menuFor({ enabledRoutes: ['area.admin'] })).toEqual([
      'm.home',
      'm.admin',
      'm.onto',
      'm.command',
      'm.ontoCommand',
      'm.adminCommand',
    ]);
  });

  it('a user of the education app sees neither onto pages nor the commands that follow them; disabledRoutes hides an entry too', () => {
    expect(menuFor({ app: 'edu', appConfines: true })).toEqual(['m.home', 'm.command']);
    document.body.innerHTML = '';
    expect(menuFor({ disabledRoutes: ['/area'] })).toEqual(['m.onto', 'm.command', 'm.ontoCommand']);
    expect(screen.queryByText('Главная')).toBeNull();
  });

  it('an entry the user’s hiddenComponents name is not shown (shell.md §6); the others are', () => {
    expect(menuFor({ isAdmin: true, hiddenComponents: ['m.onto', 'm.adminCommand'] })).toEqual([
      'm.home',
      'm.admin',
      'm.command',
      'm.ontoCommand',
    ]);
  });
});
