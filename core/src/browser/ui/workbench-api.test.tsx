import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Dialog, DialogBody, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useState } from 'react';
import { Link } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { defineExtension, type ExtensionManifest } from '../kernel/extension.ts';
import { createKernel } from '../kernel/create-kernel.ts';
import { TEST_ENVIRONMENT } from '../kernel/test-kernel.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { memoryStorage } from '../services/storage.ts';
import type { DialogControl } from '../services/shell-contracts.ts';
import { shellExtension } from '../shell-extension.ts';
import { disableWebAnimations } from '../testing/web-animations.ts';
import { useService } from './kernel-context.tsx';
import { Shell } from './Shell.tsx';
import { useT } from './use-t.ts';
import { useUnsavedChanges } from './unsaved/use-unsaved-changes.ts';

/** A dialog that needs the shell's providers: DI (useService), its extension's texts (useT). */
function AskName({ greeting, dialog }: { greeting: string; dialog: DialogControl<string> }) {
  const { t } = useT();
  const { branding } = useService(CORE_TOKENS.Environment);
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && dialog.close()}>
      <DialogSurface data-testid="ask-name">
        <DialogBody>
          <DialogTitle>
            {t('dialogTitle')} — {greeting} — {branding.customerName}
          </DialogTitle>
          <Button onClick={() => dialog.close('Мария')}>{t('ok')}</Button>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function Broken(): never {
  throw new Error('the dialog blew up');
}

/** A real editor shape: a field; typing makes it dirty, saving makes it clean. */
function EditorPage() {
  const [text, setText] = useState('');
  const [saved, setSaved] = useState('');
  useUnsavedChanges(text !== saved);
  return (
    <div>
      <input aria-label="текст" value={text} onChange={(e) => setText(e.target.value)} />
      <button onClick={() => setSaved(text)}>сохранить</button>
      <Link href="/other">уйти</Link>
    </div>
  );
}

const page = (Component: () => React.ReactNode) => async () => ({ default: Component });

const tools = defineExtension({
  id: 'tools',
  version: '1.0.0',
  contributes: {
    routes: [
      { id: 'tools.edit', path: '/edit', layout: 'main', requiresAuth: false, app: 'both', page: page(EditorPage) },
      {
        id: 'tools.other',
        path: '/other',
        layout: 'main',
        requiresAuth: false,
        app: 'both',
        page: page(() => <p>другая</p>),
      },
    ],
    commands: [{ id: 'tools.hello', titleKey: 'hello' }],
    menus: [{ id: 'tools.menu', group: 'general', icon: 'home', order: 1, labelKey: 'hello', command: 'tools.hello' }],
    toolbar: [
      { id: 'tools.tb', command: 'tools.hello', icon: 'home', labelKey: 'hello', order: 1, routes: ['tools.edit'] },
    ],
    keyBindings: [{ id: 'tools.keys', command: 'tools.hello', keys: 'Ctrl+Shift+H' }],
    translations: {
      ru: { hello: 'Привет', dialogTitle: 'Как вас зовут', ok: 'Готово' },
      en: { hello: 'Hello', dialogTitle: 'Your name', ok: 'Done' },
    },
  },
});

function renderShell(path: string, hello = vi.fn(), extra: ExtensionManifest[] = [], browser = false) {
  const kernel = createKernel({ environment: TEST_ENVIRONMENT, storage: memoryStorage() });
  kernel.host.install(shellExtension);
  kernel.host.install({ ...tools, activate: (ctx) => ctx.registerCommand('tools.hello', hello) });
  for (const e of extra) kernel.host.install(e);
  const location = memoryLocation({ path, record: true });
  // `browser`: the real history (happy-dom's), so Back and Forward are the browser's own.
  render(<Shell kernel={kernel} locationHook={browser ? undefined : location.hook} />);
  return { kernel, location, hello, dialogs: kernel.container.get(CORE_TOKENS.Dialogs) };
}

describe('browser API v2 in the shell', () => {
  let restore: () => void;
  beforeAll(() => (restore = disableWebAnimations()));
  afterAll(() => restore());

  it('Dialogs.open renders inside the shell’s providers and resolves with what the dialog closed with', async () => {
    const { dialogs } = renderShell('/other');
    await screen.findByText('другая');
    let opened: ReturnType<typeof dialogs.open<{ greeting: string }, string>> | undefined;
    act(() => void (opened = dialogs.open(AskName, { greeting: 'здравствуйте' }, { extensionId: 'tools' })));
    // The dialog host's chunk loads when the first dialog opens (docs/benchmarks.md, "First-page budget").
    expect(await screen.findByText('Как вас зовут — здравствуйте — Test Customer')).toBeTruthy();
    // The shell's theme reaches the portal: Fluent gives it the provider's classes.
    const shellProvider = document.querySelector('[data-theme]')!;
    const portal = screen.getByTestId('ask-name').closest('[data-portal-node]') ?? document.body;
    const themeClass = [...shellProvider.classList].find(
      (c) => c !== 'fui-FluentProvider' && portal.classList.contains(c),
    );
    expect(themeClass).toBeDefined();
    act(() => screen.getByRole('button', { name: 'Готово' }).click());
    await expect(opened!.result).resolves.toBe('Мария');
    expect(screen.queryByTestId('ask-name')).toBeNull();
  });

  it('a dialog that throws stays in its extension’s error boundary; the shell goes on', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { dialogs } = renderShell('/other');
    await screen.findByText('другая');
    let opened: ReturnType<typeof dialogs.open> | undefined;
    act(() => void (opened = dialogs.open(Broken, {}, { extensionId: 'tools' })));
    await waitFor(() => expect(document.querySelector('[data-extension-error="tools"]')).not.toBeNull());
    expect(document.querySelector('[data-extension-error="tools"]')?.textContent).toContain('the dialog blew up');
    expect(screen.getByText('другая')).toBeTruthy();
    act(() => opened!.close());
    await expect(opened!.result).resolves.toBeUndefined();
    expect(document.querySelector('[data-extension-error="tools"]')).toBeNull();
    errors.mockRestore();
  });

  it('unsaved changes: leaving inside the app asks (translated); Stay keeps the page, Leave goes', async () => {
    const { location, kernel } = renderShell('/edit');
    fireEvent.change(await screen.findByLabelText('текст'), { target: { value: 'черновик' } });
    expect(kernel.container.get(CORE_TOKENS.UnsavedChanges).dirty).toBe(true);
    act(() => screen.getByRole('link', { name: 'уйти' }).click());
    expect(await screen.findByText('Уйти без сохранения?')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Остаться' }).click());
    await waitFor(() => expect(screen.queryByText('Уйти без сохранения?')).toBeNull());
    expect(location.history.at(-1)).toBe('/edit');
    act(() => screen.getByRole('link', { name: 'уйти' }).click());
    act(() => screen.getByRole('button', { name: 'Уйти' }).click());
    expect(await screen.findByText('другая')).toBeTruthy();
    expect(location.history.at(-1)).toBe('/other');
  });

  it('unsaved changes: a saved editor leaves without a question; the tab close asks only while dirty', async () => {
    const { location } = renderShell('/edit');
    const field = await screen.findByLabelText('текст');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    fireEvent.change(field, { target: { value: 'черновик' } });
    expect(unload()).toBe(true);
    act(() => screen.getByRole('button', { name: 'сохранить' }).click());
    expect(unload()).toBe(false);
    act(() => screen.getByRole('link', { name: 'уйти' }).click());
    expect(await screen.findByText('другая')).toBeTruthy();
    expect(location.history.at(-1)).toBe('/other');
  });

  it('unsaved changes: Back asks the same question; Stay keeps the page, its edit and its address; Leave goes back', async () => {
    window.history.replaceState(null, '', '/other');
    window.history.pushState(null, '', '/edit');
    renderShell('/edit', vi.fn(), [], true);
    const field = await screen.findByLabelText('текст');
    fireEvent.change(field, { target: { value: 'черновик' } });
    act(() => window.history.back());
    expect(await screen.findByText('Уйти без сохранения?')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Остаться' }).click());
    await waitFor(() => expect(screen.queryByText('Уйти без сохранения?')).toBeNull());
    await waitFor(() => expect(window.location.pathname).toBe('/edit'));
    expect(screen.getByLabelText<HTMLInputElement>('текст').value).toBe('черновик');
    expect(screen.queryByText('другая')).toBeNull();
    act(() => window.history.back());
    act(() => screen.getByRole('button', { name: 'Уйти' }).click());
    expect(await screen.findByText('другая')).toBeTruthy();
    expect(window.location.pathname).toBe('/other');
    // Forward to the editor: nothing is dirty there any more, so no question.
    act(() => window.history.forward());
    expect(await screen.findByLabelText('текст')).toBeTruthy();
    expect(screen.queryByText('Уйти без сохранения?')).toBeNull();
  });

  it('unsaved changes: Back from an entry the guard could not number (another state) still asks, and Stay stays', async () => {
    window.history.replaceState('from elsewhere', '', '/other');
    window.history.pushState('not an object', '', '/edit');
    renderShell('/edit', vi.fn(), [], true);
    fireEvent.change(await screen.findByLabelText('текст'), { target: { value: 'черновик' } });
    act(() => window.history.back());
    act(() => screen.getByRole('button', { name: 'Остаться' }).click());
    await waitFor(() => expect(screen.queryByText('Уйти без сохранения?')).toBeNull());
    expect(window.location.pathname).toBe('/edit');
    expect(screen.getByLabelText<HTMLInputElement>('текст').value).toBe('черновик');
    act(() => window.history.back());
    act(() => screen.getByRole('button', { name: 'Уйти' }).click());
    expect(await screen.findByText('другая')).toBeTruthy();
    expect(window.location.pathname).toBe('/other');
  });

  it('unsaved changes: Forward asks too, and Stay keeps the page where it was', async () => {
    window.history.replaceState(null, '', '/edit');
    renderShell('/edit', vi.fn(), [], true);
    await screen.findByLabelText('текст');
    act(() => window.history.pushState(null, '', '/other'));
    expect(await screen.findByText('другая')).toBeTruthy();
    act(() => window.history.back());
    fireEvent.change(await screen.findByLabelText('текст'), { target: { value: 'черновик' } });
    act(() => window.history.forward());
    expect(await screen.findByText('Уйти без сохранения?')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Остаться' }).click());
    await waitFor(() => expect(screen.queryByText('Уйти без сохранения?')).toBeNull());
    await waitFor(() => expect(window.location.pathname).toBe('/edit'));
    expect(screen.getByLabelText<HTMLInputElement>('текст').value).toBe('черновик');
    act(() => window.history.forward());
    act(() => screen.getByRole('button', { name: 'Уйти' }).click());
    expect(await screen.findByText('другая')).toBeTruthy();
    expect(window.location.pathname).toBe('/other');
  });

  it('the toolbar area shows a route’s buttons with the key binding in the tooltip; a click runs the command', async () => {
    const { hello } = renderShell('/edit');
    await screen.findByLabelText('текст');
    const toolbar = await screen.findByTestId('shell-toolbar');
    const button = toolbar.querySelector<HTMLButtonElement>('[data-toolbar-id="tools.tb"]')!;
    expect(button.textContent).toBe('Привет');
    expect(button.getAttribute('aria-keyshortcuts')).toBe('Ctrl+Shift+H');
    act(() => void fireEvent.pointerEnter(button));
    act(() => void fireEvent.mouseEnter(button));
    expect(await screen.findByText('Привет (Ctrl+Shift+H)')).toBeTruthy();
    await act(async () => button.click());
    expect(hello).toHaveBeenCalledTimes(1);
  });

  it('the toolbar area is empty on routes its items do not name', async () => {
    renderShell('/other');
    await screen.findByText('другая');
    expect(screen.queryByTestId('shell-toolbar')).toBeNull();
  });

  it('a key binding runs its command, is shown in the menu, and leaves text fields alone', async () => {
    const { hello } = renderShell('/edit');
    const field = await screen.findByLabelText('текст');
    const menuEntry = document.querySelector('[data-menu-id="tools.menu"]')!;
    expect(menuEntry.textContent).toBe('ПриветCtrl+Shift+H');
    await act(async () => void fireEvent.keyDown(field, { key: 'H', code: 'KeyH', ctrlKey: true, shiftKey: true }));
    expect(hello).not.toHaveBeenCalled();
    await act(
      async () => void fireEvent.keyDown(document.body, { key: 'Р', code: 'KeyH', ctrlKey: true, shiftKey: true }),
    );
    expect(hello).toHaveBeenCalledTimes(1);
  });
});
