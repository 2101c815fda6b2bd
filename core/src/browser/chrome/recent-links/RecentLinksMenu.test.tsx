import { act, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { chromeKernel, disableWebAnimations, renderWithKernel } from '../test-support.tsx';
import { RecentLinksMenu, recentLinksList } from './RecentLinksMenu.tsx';

const rows = () =>
  [...document.querySelectorAll('[data-recent-link]')].map((el) => [
    el.getAttribute('data-recent-link'),
    el.getAttribute('data-pinned'),
  ]);

describe('recent links menu', () => {
  let restore: () => void;
  beforeAll(async () => {
    restore = disableWebAnimations();
    await recentLinksList.prefetch(); // fetched at first use in the app; here before the fake timers
  });
  afterAll(() => restore());
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-01T09:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('says so when empty; lists pinned first then newest; pins, removes and opens', () => {
    const kernel = chromeKernel();
    const recent = kernel.container.get(CORE_TOKENS.RecentLinks);
    const { location } = renderWithKernel(kernel, <RecentLinksMenu />, '/start');
    act(() => screen.getByTestId('recent-links').click());
    expect(screen.getByText('Вы ещё ничего не открывали')).toBeTruthy();
    act(() => {
      for (const n of [1, 2, 3]) {
        vi.advanceTimersByTime(1000);
        recent.add({ link: `/o/${n}`, objectName: `Объект ${n}`, businessEntity: 'ontology', icon: 'ontology' });
      }
    });
    expect(rows()).toEqual([
      ['/o/3', 'false'],
      ['/o/2', 'false'],
      ['/o/1', 'false'],
    ]);
    act(() => (document.querySelector('[data-recent-link="/o/1"] [data-testid="recent-pin"]') as HTMLElement).click());
    expect(rows()[0]).toEqual(['/o/1', 'true']);
    act(() => screen.getAllByRole('menuitem', { name: 'Убрать из списка' })[1]!.click());
    expect(rows().map((r) => r[0])).toEqual(['/o/1', '/o/2']);
    act(() => screen.getByText('Объект 2').click());
    expect(location.history.at(-1)).toBe('/o/2');
  });
});
