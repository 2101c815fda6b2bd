import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SHELL_CONSTANTS } from '../../../common/constants.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { CHROME_TOKENS } from '../chrome-tokens.ts';
import { defineExtension } from '../../kernel/extension.ts';
import { useExtensionId } from '../../ui/kernel-context.tsx';
import { useT } from '../../ui/use-t.ts';
import { chromeKernel, disableWebAnimations, renderWithKernel } from '../test-support.tsx';
import { ManualsMenu, manualsList } from './ManualsMenu.tsx';
import { SlotButtons } from './SlotButtons.tsx';

const Panel = ({ onClose }: { onClose: () => void }) => (
  <button type="button" onClick={onClose}>
    панель чата
  </button>
);

describe('shell slots (shell §2): chat drawer, comments dialog, user manuals', () => {
  let restore: () => void;
  beforeAll(() => (restore = disableWebAnimations()));
  afterAll(() => restore());

  it('empty slots show nothing; a contribution brings its button, disposing takes it away', () => {
    const kernel = chromeKernel();
    const slots = kernel.container.get(CHROME_TOKENS.Slots);
    const { container } = renderWithKernel(
      kernel,
      <>
        <SlotButtons />
        <ManualsMenu />
      </>,
    );
    expect(container.querySelectorAll('button')).toHaveLength(0);
    let chat!: { dispose(): void };
    act(() => {
      chat = slots.chat.register(
        { id: 'chat', labelKey: 'x', namespace: 'shell', icon: 'chat', component: Panel },
        'chat',
      );
    });
    expect(container.querySelector('[data-slot="chat"]')).not.toBeNull();
    act(() => chat.dispose());
    expect(container.querySelector('[data-slot="chat"]')).toBeNull();
  });

  it('the chat opens in a drawer where it is available; the comments in a dialog', async () => {
    const kernel = chromeKernel();
    const slots = kernel.container.get(CHROME_TOKENS.Slots);
    slots.chat.register(
      {
        id: 'chat',
        labelKey: 'x',
        namespace: 'shell',
        icon: 'chat',
        component: Panel,
        isAvailable: (p) => p !== '/no-chat',
      },
      'chat',
    );
    slots.comments.register(
      { id: 'comments', labelKey: 'y', namespace: 'shell', icon: 'comments', component: () => <p>обсуждение</p> },
      'shell',
    );
    const { container } = renderWithKernel(kernel, <SlotButtons />, '/doc');
    act(() => (container.querySelector('[data-slot="chat"]') as HTMLButtonElement).click());
    expect(await screen.findByText('панель чата')).toBeTruthy();
    act(() => screen.getByText('панель чата').click());
    act(() => (container.querySelector('[data-slot="comments"]') as HTMLButtonElement).click());
    expect(await screen.findByText('обсуждение')).toBeTruthy();
  });

  it('a slot not available on this path stays hidden', () => {
    const kernel = chromeKernel();
    kernel.container
      .get(CHROME_TOKENS.Slots)
      .chat.register(
        { id: 'chat', labelKey: 'x', namespace: 'shell', icon: 'chat', component: Panel, isAvailable: () => false },
        'chat',
      );
    const { container } = renderWithKernel(kernel, <SlotButtons />, '/doc');
    expect(container.querySelector('[data-slot="chat"]')).toBeNull();
  });

  it('manuals are listed in a menu at most 300 px wide, in their order', async () => {
    await manualsList.prefetch(); // the list is fetched at first use; here it is there already
    const kernel = chromeKernel();
    const manuals = kernel.container.get(CHROME_TOKENS.Slots).manuals;
    manuals.register({ id: 'b', title: 'Руководство администратора', url: '/m/admin.pdf', order: 2 }, 'docs');
    manuals.register({ id: 'a', title: 'Руководство пользователя', url: '/m/user.pdf', order: 1 }, 'docs');
    renderWithKernel(kernel, <ManualsMenu />);
    act(() => screen.getByTestId('manuals').click());
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Руководство пользователя', 'Руководство администратора']);
    expect(items[0]!.getAttribute('href')).toBe('/m/user.pdf');
    expect(getComputedStyle(screen.getByRole('menu')).maxWidth).toBe(`${SHELL_CONSTANTS.manualsMenuMaxWidthPx}px`);
  });

  it('a manual naming where it applies is listed only on those paths and routes; the button hides elsewhere', async () => {
    await manualsList.prefetch();
    const kernel = chromeKernel();
    kernel.container.get(CORE_TOKENS.ContributionPoints).routes.register(
      {
        id: 'docs.view',
        path: '/docs/view/:id',
        layout: 'main',
        requiresAuth: true,
        app: 'onto',
        page: () => Promise.resolve({ default: () => null }),
      },
      'docs',
    );
    const manuals = kernel.container.get(CHROME_TOKENS.Slots).manuals;
    const seen: [string, string | null][] = [];
    manuals.register({ id: 'everywhere', title: 'Общее', url: '/m/all' }, 'docs');
    manuals.register(
      {
        id: 'viewer',
        title: 'Просмотр документа',
        url: '/m/view',
        isAvailable: (path, routeId) => {
          seen.push([path, routeId]);
          return routeId === 'docs.view';
        },
      },
      'docs',
    );
    manuals.register({ id: 'never', title: 'Скрытое', url: '/m/none', isAvailable: () => false }, 'docs');
    renderWithKernel(kernel, <ManualsMenu />, '/docs/view/42');
    act(() => screen.getByTestId('manuals').click());
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Общее', 'Просмотр документа']);
    expect(seen).toContainEqual(['/docs/view/42', 'docs.view']);

    const elsewhere = chromeKernel();
    elsewhere.container
      .get(CHROME_TOKENS.Slots)
      .manuals.register({ id: 'never', title: 'Скрытое', url: '/m/none', isAvailable: () => false }, 'docs');
    const { container } = renderWithKernel(elsewhere, <ManualsMenu />, '/other');
    expect(container.querySelector('[data-testid="manuals"]')).toBeNull();
  });

  it("a slot's panel renders as its extension's UI: its id for useT, and its own error boundary", async () => {
    const kernel = chromeKernel();
    const slots = kernel.container.get(CHROME_TOKENS.Slots);
    kernel.host.install(
      defineExtension({
        id: 'docs',
        version: '1.0.0',
        contributes: { pageTranslations: () => Promise.resolve({ who: 'Комментарии к документу' }) },
      }),
    );
    const Who = () => <p>{`${useT().t('who')}: ${useExtensionId() ?? 'оболочка'}`}</p>;
    const Broken = (): never => {
      throw new Error('сломалось');
    };
    slots.comments.register({ id: 'c', labelKey: 'y', namespace: 'shell', icon: 'comments', component: Who }, 'docs');
    slots.chat.register({ id: 'b', labelKey: 'x', namespace: 'shell', icon: 'chat', component: Broken }, 'broken');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderWithKernel(kernel, <SlotButtons />, '/doc');
    act(() => (container.querySelector('[data-slot="c"]') as HTMLButtonElement).click());
    expect(await screen.findByText('Комментарии к документу: docs')).toBeTruthy();
    act(() => (container.querySelector('[data-slot="b"]') as HTMLButtonElement).click());
    await waitFor(() =>
      expect(document.querySelector('[data-extension-error="broken"]')?.textContent).toContain('сломалось'),
    );
    errors.mockRestore();
  });
});
