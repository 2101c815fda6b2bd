import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { CHROME_TOKENS } from '../chrome-tokens.ts';
import { chromeKernel, renderWithKernel } from '../test-support.tsx';
import { LazySlotButtons } from './LazySlotButtons.tsx';

describe('LazySlotButtons: the slot buttons are fetched once a slot is filled', () => {
  it('renders nothing while the slots are empty, and the button once an extension fills one', async () => {
    const kernel = chromeKernel();
    const { container } = renderWithKernel(kernel, <LazySlotButtons />);
    expect(container.querySelector('[data-slot]')).toBeNull();
    act(() => {
      kernel.container
        .get(CHROME_TOKENS.Slots)
        .chat.register({ id: 'chat', labelKey: 'x', namespace: 'shell', icon: 'chat', component: () => null }, 'chat');
    });
    await vi.waitFor(() => expect(container.querySelector('[data-slot="chat"]')).not.toBeNull());
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('a panel the user’s hiddenComponents name has no button (shell.md §6)', async () => {
    const kernel = chromeKernel();
    kernel.container.get(CORE_TOKENS.Session).user!.hiddenComponents = ['comments'];
    const { container } = renderWithKernel(kernel, <LazySlotButtons />);
    const slot = (id: string) => ({ id, labelKey: 'x', namespace: 'shell', icon: 'chat', component: () => null });
    act(() => {
      const slots = kernel.container.get(CHROME_TOKENS.Slots);
      slots.comments.register(slot('comments'), 'documents');
      slots.chat.register(slot('chat'), 'chat');
    });
    await vi.waitFor(() => expect(container.querySelector('[data-slot="chat"]')).not.toBeNull());
    expect(container.querySelector('[data-slot="comments"]')).toBeNull();
  });
});
