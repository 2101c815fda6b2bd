import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { CHROME_TOKENS } from '../chrome-tokens.ts';
import { chromeKernel, renderWithKernel } from '../test-support.tsx';
import { LazyAppBarItems } from './LazyAppBarItems.tsx';

describe('LazyAppBarItems: the top bar items extensions put there (issue 19: the approvals counter)', () => {
  it('renders nothing while the slot is empty; then each item, in order, with the bar’s class; gone when removed', async () => {
    const kernel = chromeKernel();
    const { container } = renderWithKernel(kernel, <LazyAppBarItems className="on-brand" />);
    expect(container.textContent).toBe('');
    const slots = kernel.container.get(CHROME_TOKENS.Slots);
    const item = (text: string) =>
      function Item({ className }: { className?: string }) {
        return (
          <span className={className} data-item={text}>
            {text}
          </span>
        );
      };
    let second: { dispose(): void } | undefined;
    act(() => {
      second = slots.appBar.register({ id: 'b', order: 2, component: item('второй') }, 'ext-b');
      slots.appBar.register({ id: 'a', order: 1, component: item('первый') }, 'ext-a');
    });
    await vi.waitFor(() => expect(container.querySelectorAll('[data-item]')).toHaveLength(2));
    expect([...container.querySelectorAll('[data-item]')].map((e) => e.textContent)).toEqual(['первый', 'второй']);
    expect(container.querySelector('[data-item="первый"]')?.className).toBe('on-brand');
    act(() => second?.dispose());
    await vi.waitFor(() => expect(container.querySelectorAll('[data-item]')).toHaveLength(1));
  });

  it('an item the user’s hiddenComponents name is not shown (shell.md §6)', async () => {
    const kernel = chromeKernel();
    kernel.container.get(CORE_TOKENS.Session).user!.hiddenComponents = ['hidden'];
    const { container } = renderWithKernel(kernel, <LazyAppBarItems />);
    const item = (text: string) =>
      function Item() {
        return <span data-item={text}>{text}</span>;
      };
    act(() => {
      kernel.container.get(CHROME_TOKENS.Slots).appBar.register({ id: 'hidden', component: item('скрыт') }, 'ext');
      kernel.container.get(CHROME_TOKENS.Slots).appBar.register({ id: 'shown', component: item('виден') }, 'ext');
    });
    await vi.waitFor(() => expect(container.querySelectorAll('[data-item]')).toHaveLength(1));
    expect(container.textContent).toBe('виден');
  });

  it('an item under a context key (`when`) shows once the key is true for the user; a false key keeps it hidden', async () => {
    const kernel = chromeKernel();
    const { container } = renderWithKernel(kernel, <LazyAppBarItems />);
    const points = kernel.container.get(CORE_TOKENS.ContributionPoints);
    let teaches: (value: boolean) => void = () => {};
    const item = (text: string) =>
      function Item() {
        return <span data-item={text}>{text}</span>;
      };
    act(() => {
      points.contextKeys.register({ id: 'ext.teaches', evaluate: () => new Promise((r) => (teaches = r)) }, 'ext');
      points.contextKeys.register({ id: 'ext.no', evaluate: async () => false }, 'ext');
      const slots = kernel.container.get(CHROME_TOKENS.Slots);
      slots.appBar.register({ id: 'always', order: 1, component: item('всегда') }, 'ext');
      slots.appBar.register({ id: 'teacher', order: 2, when: 'ext.teaches', component: item('учителю') }, 'ext');
      slots.appBar.register({ id: 'never', order: 3, when: 'ext.no', component: item('никому') }, 'ext');
    });
    await vi.waitFor(() => expect(container.textContent).toBe('всегда'));
    await act(async () => teaches(true));
    await vi.waitFor(() => expect(container.textContent).toBe('всегдаучителю'));
  });
});
