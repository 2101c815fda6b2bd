import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { defineExtension } from '../../kernel/extension.ts';
import { createKernel } from '../../kernel/create-kernel.ts';
import { TEST_ENVIRONMENT } from '../../kernel/test-kernel.ts';
import { memoryStorage } from '../../services/storage.ts';
import { shellExtension } from '../../shell-extension.ts';
import { disableWebAnimations } from '../../testing/web-animations.ts';
import { Shell } from '../Shell.tsx';

const page = (text: string) => async () => ({ default: () => <p>{text}</p> });

/**
 * One command, run two ways on an object page: its toolbar button and its key binding (which applies
 * everywhere). The object page's id is optional, and a second page has no params at all.
 */
const area = defineExtension({
  id: 'area',
  version: '1.0.0',
  contributes: {
    routes: [
      {
        id: 'area.object',
        path: '/thing/:cls/:id?',
        layout: 'main',
        requiresAuth: false,
        app: 'both',
        page: page('объект'),
      },
      { id: 'area.list', path: '/things', layout: 'main', requiresAuth: false, app: 'both', page: page('список') },
    ],
    commands: [{ id: 'area.act', titleKey: 'act' }],
    toolbar: [{ id: 'area.tb', command: 'area.act', icon: 'home', labelKey: 'act', order: 1, routes: ['area.object'] }],
    keyBindings: [{ id: 'area.keys', command: 'area.act', keys: 'Alt+Shift+K' }],
    translations: { ru: { act: 'Действие' }, en: { act: 'Act' } },
  },
});

function renderShell(path: string) {
  const kernel = createKernel({ environment: TEST_ENVIRONMENT, storage: memoryStorage() });
  kernel.host.install(shellExtension);
  const run = vi.fn();
  kernel.host.install({ ...area, activate: (ctx) => ctx.registerCommand('area.act', run) });
  const location = memoryLocation({ path, record: true });
  render(<Shell kernel={kernel} locationHook={location.hook} />);
  return { run, location };
}

const pressKeys = () =>
  act(async () => void fireEvent.keyDown(document.body, { key: 'K', code: 'KeyK', altKey: true, shiftKey: true }));

describe('a command gets its page’s route and params however it is run (toolbar button, key binding)', () => {
  let restore: () => void;
  beforeAll(() => (restore = disableWebAnimations()));
  afterAll(() => restore());
  afterEach(cleanup);

  it('the toolbar button and the key binding hand the command the same route id and params', async () => {
    const { run } = renderShell('/thing/cls-1/obj-7');
    await screen.findByText('объект');
    const button = (await screen.findByTestId('shell-toolbar')).querySelector<HTMLButtonElement>(
      '[data-toolbar-id="area.tb"]',
    )!;
    await act(async () => button.click());
    await pressKeys();
    const expected = { routeId: 'area.object', params: { cls: 'cls-1', id: 'obj-7' } };
    expect(run.mock.calls).toEqual([[expected], [expected]]);
  });

  it('a key binding follows the page the user is on: new params after a move, none on a page without', async () => {
    const { run, location } = renderShell('/thing/cls-1/obj-7');
    await screen.findByText('объект');
    await act(async () => location.navigate('/thing/cls-2/obj-9'));
    await pressKeys();
    expect(run).toHaveBeenLastCalledWith({ routeId: 'area.object', params: { cls: 'cls-2', id: 'obj-9' } });
    await act(async () => location.navigate('/thing/cls-2'));
    await pressKeys();
    // An optional param without a value is named, empty, as the toolbar's `requiresParams` sees it.
    const optional = run.mock.lastCall![0] as { routeId: string; params: Record<string, string | undefined> };
    expect(optional.routeId).toBe('area.object');
    expect(optional.params.cls).toBe('cls-2');
    expect(optional.params.id).toBeUndefined();
    await act(async () => location.navigate('/things'));
    await screen.findByText('список');
    await pressKeys();
    expect(run).toHaveBeenLastCalledWith({ routeId: 'area.list', params: {} });
    expect(run).toHaveBeenCalledTimes(3);
  });
});
