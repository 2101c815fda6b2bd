import { act, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_CONSTANTS } from '../../../common/constants.ts';
import { PROP } from '../../../common/ontology/system-ontology.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { ChromeLayer } from '../ChromeLayer.tsx';
import { CHROME_TOKENS } from '../chrome-tokens.ts';
import { chromeKernel, disableWebAnimations, fakeData, renderWithKernel } from '../test-support.tsx';

const objects = [
  { id: 'o-1', name: 'Курс «Логика»', cls: 'c-course' },
  { id: 'o-2', name: 'Курс «Онтологии»', cls: 'c-course' },
  { id: 'o-3', name: 'Курс без класса', cls: null },
];

function setup(admin = false) {
  const { client, calls: all } = fakeData(() => ({
    rows: objects.flatMap((o, row) => [
      { row, inst: o.id, prop: PROP.name, val: o.name, cap: o.name },
      ...(o.cls ? [{ row, inst: o.id, prop: PROP.class, val: o.cls, cap: 'Курс' }] : []),
    ]),
    count_rows: objects.length,
  }));
  const kernel = chromeKernel({ admin, data: client });
  kernel.points.quickLaunchKinds.register(
    { id: 'object', labelKey: 'k', icon: 'object', classIds: ['c-course'], open: '/object/:id' },
    'home',
  );
  const view = renderWithKernel(kernel, <ChromeLayer />, '/start');
  // The chrome also reads the user's settings; only the searches matter here.
  const searches = () => all.filter((c) => (c.body as { class?: string }).class === 'c-course');
  return { kernel, searches, ...view };
}

async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function typeAndWait(text: string) {
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: text } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SHELL_CONSTANTS.defaultDebounceMs);
  });
}

describe('quick launch dialog (shell §2: Ctrl+O, arrows, Enter, Esc)', () => {
  let restoreAnimations: () => void;
  beforeAll(async () => {
    restoreAnimations = disableWebAnimations();
    // ChromeLayer fetches the dialog when it first opens; fetched here, it opens within the fake timers.
    await import('./QuickLaunchDialog.tsx');
    // The search is fetched on the first search (quick-launch-service.ts); fetched here likewise.
    await import('./quick-launch-search.ts');
  });
  afterAll(() => restoreAnimations());
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('Ctrl+O opens it; typing searches after the debounce; arrows and Enter open the object and remember it', async () => {
    const { searches, location, kernel } = setup();
    fireEvent.keyDown(window, { key: 'o', code: 'KeyO', ctrlKey: true });
    await flush();
    expect(screen.getByTestId('quick-launch')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Курс' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SHELL_CONSTANTS.defaultDebounceMs - 10);
    });
    expect(searches()).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    await flush();
    expect(searches()).toHaveLength(1);
    const options = (await flush(), screen.getAllByRole('option'));
    expect(options).toHaveLength(3);
    // Sorted by name: «Логика», «Онтологии», без класса. The row without a class cannot be opened.
    expect(options[2]!.getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Enter' });
    await flush();
    expect(screen.queryByTestId('quick-launch')).toBeNull();
    expect(location.history.at(-1)).toBe('/object/o-2');
    expect(kernel.container.get(CORE_TOKENS.RecentLinks).links[0]).toMatchObject({
      link: '/object/o-2',
      objectName: 'Курс «Онтологии»',
      businessEntity: 'object',
    });
  });

  it('Enter on a row without a class does nothing; Esc closes', async () => {
    const { location } = setup();
    fireEvent.keyDown(window, { key: 'o', code: 'KeyO', ctrlKey: true });
    await flush();
    await typeAndWait('без');
    await flush();
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'ArrowUp' });
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Enter' });
    expect(screen.getByTestId('quick-launch')).toBeTruthy();
    expect(location.history.at(-1)).toBe('/start');
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' });
    await flush();
    expect(screen.queryByTestId('quick-launch')).toBeNull();
  });

  it('Ctrl+Shift+O opens the object in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { kernel } = setup(true);
    fireEvent.keyDown(window, { key: 'O', code: 'KeyO', ctrlKey: true, shiftKey: true });
    expect(kernel.container.get(CHROME_TOKENS.QuickLaunch).newTab).toBe(true);
    await typeAndWait('Курс');
    fireEvent.click((await flush(), screen.getAllByRole('option'))[0]!);
    expect(open).toHaveBeenCalledWith('/object/o-1', '_blank', 'noopener');
  });

  it('an administrator searches all objects; a failed search says why', async () => {
    const { searches, kernel } = setup(true);
    kernel.container.get(CHROME_TOKENS.QuickLaunch).open(false);
    await flush();
    await typeAndWait('Курс');
    expect((searches()[0]!.body as { filter: string }).filter).toBe("[name] ~ 'Курс'");
    const data = kernel.container.get(CORE_TOKENS.Data);
    vi.spyOn(data, 'getData').mockRejectedValue(new Error('Нет связи'));
    await typeAndWait('Логика');
    await flush();
    expect(screen.getByText('Поиск не удался: Нет связи')).toBeTruthy();
  });
});
