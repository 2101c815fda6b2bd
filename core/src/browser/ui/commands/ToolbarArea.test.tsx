import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chromeKernel, renderWithKernel } from '../../chrome/test-support.tsx';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { defineExtension } from '../../kernel/extension.ts';
import type { CurrentUser } from '../../services/shell-contracts.ts';
import { ToolbarArea } from './ToolbarArea.tsx';

const page = async () => ({ default: () => null });

/** An object page with an optional id, an admin page, and a toolbar button that follows the admin page. */
const area = defineExtension({
  id: 'area',
  version: '1.0.0',
  contributes: {
    routes: [
      { id: 'area.object', path: '/object/:id?', layout: 'main', requiresAuth: true, app: 'both', page },
      { id: 'area.admin', path: '/settings', layout: 'main', requiresAuth: true, app: 'both', adminOnly: true, page },
    ],
    commands: [{ id: 'area.act', titleKey: 'act' }],
    toolbar: [
      {
        id: 'area.tb',
        command: 'area.act',
        icon: 'home',
        labelKey: 'act',
        order: 1,
        routes: ['area.object'],
        requiresRoute: '/settings',
        requiresParams: ['id'],
      },
    ],
    translations: { ru: { act: 'Действие' }, en: { act: 'Act' } },
  },
});

function renderAt(path: string, user: Partial<CurrentUser> & { isAdmin: boolean }) {
  const kernel = chromeKernel({ admin: user.isAdmin });
  Object.assign(kernel.container.get(CORE_TOKENS.Session).user!, user);
  const act = vi.fn();
  kernel.host.install({ ...area, activate: (ctx) => void ctx.registerCommand('area.act', act) });
  renderWithKernel(kernel, <ToolbarArea />, path);
  return act;
}

describe('toolbar buttons: who sees them, and what their command gets', () => {
  it('the command receives the route id and params of the page', async () => {
    const act = renderAt('/object/obj-7', { isAdmin: true });
    const button = await screen.findByText('Действие');
    await act_(() => button.click());
    expect(act).toHaveBeenCalledWith({ routeId: 'area.object', params: { id: 'obj-7' } });
  });

  it('a user the guard would not let open `requiresRoute` does not see the button', async () => {
    renderAt('/object/obj-7', { isAdmin: false });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('shell-toolbar')).toBeNull();
  });

  it('a button the user’s hiddenComponents name is not shown (shell.md §6)', async () => {
    renderAt('/object/obj-7', { isAdmin: true, hiddenComponents: ['area.tb'] });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('shell-toolbar')).toBeNull();
  });

  it('without a value of a `requiresParams` param the button is not shown', async () => {
    renderAt('/object', { isAdmin: true });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('shell-toolbar')).toBeNull();
  });
});

const act_ = (run: () => void) => act(async () => run());
