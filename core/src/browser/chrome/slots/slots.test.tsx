import { act, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHELL_CONSTANTS } from '../../../common/constants.ts';
import { CHROME_TOKENS } from '../chrome-tokens.ts';
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

  it('the chat opens in a drawer where it is available; the comments in a dialog', () => {
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
      'comments',
    );
    const { container } = renderWithKernel(kernel, <SlotButtons />, '/doc');
    act(() => (container.querySelector('[data-slot="chat"]') as HTMLButtonElement).click());
    expect(screen.getByText('панель чата')).toBeTruthy();
    act(() => screen.getByText('панель чата').click());
    act(() => (container.querySelector('[data-slot="comments"]') as HTMLButtonElement).click());
    expect(screen.getByRole('dialog').textContent).toContain('обсуждение');
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
});
