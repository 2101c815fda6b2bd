import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_CONSTANTS } from '../../common/constants.ts';
import { DataApiError } from '../data/data-api-error.ts';
import { testI18n } from '../status/test-fakes.ts';
import { NotificationCenter } from './notification-center.ts';

function setup() {
  const log = vi.fn();
  const center = new NotificationCenter(testI18n(), { log });
  return { center, log };
}

describe('NotificationCenter (spec shell.md §3, §8, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a message in the default colour error for the default 4000 ms', () => {
    const { center } = setup();
    center.show({ text: 'Сохранено не всё' });
    expect(center.items).toHaveLength(1);
    expect(center.items[0]).toMatchObject({ text: 'Сохранено не всё', color: 'error', timeout: 4000 });
    vi.advanceTimersByTime(SHELL_CONSTANTS.notificationTimeoutMs - 1);
    expect(center.items).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(center.items).toHaveLength(0);
  });

  it('keeps the colour, timeout, refresh button and action it is given', () => {
    const { center } = setup();
    const run = vi.fn();
    center.show({
      text: 'Готово',
      color: 'success',
      timeout: 1000,
      showRefreshButton: true,
      action: { label: 'Открыть', run },
    });
    expect(center.items[0]).toMatchObject({ color: 'success', timeout: 1000, showRefreshButton: true });
    center.items[0]!.action!.run();
    expect(run).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1000);
    expect(center.items).toHaveLength(0);
  });

  it('a null timeout stays until dismissed; dispose removes the message', () => {
    const { center } = setup();
    const shown = center.show({ text: 'Навсегда', timeout: null });
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(center.items).toHaveLength(1);
    shown.dispose();
    expect(center.items).toHaveLength(0);
  });

  it('does not stack the same text twice; its time starts over', () => {
    const { center } = setup();
    center.show({ text: 'Одно и то же' });
    vi.advanceTimersByTime(3000);
    center.show({ text: 'Одно и то же' });
    expect(center.items).toHaveLength(1);
    vi.advanceTimersByTime(3000);
    expect(center.items).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(center.items).toHaveLength(0);
  });

  it('a persistent notice is shown once however often it is set, and has no timeout', () => {
    const { center } = setup();
    center.setPersistent('licence', { text: 'Лимит' });
    center.setPersistent('licence', { text: 'Лимит' });
    expect(center.items).toHaveLength(1);
    expect(center.items[0]).toMatchObject({ key: 'licence', timeout: null, color: 'error' });
    vi.advanceTimersByTime(10 * SHELL_CONSTANTS.notificationTimeoutMs);
    expect(center.items).toHaveLength(1);
    center.setPersistent('licence', { text: 'Другой текст', color: 'warning' });
    expect(center.items.map((item) => item.text)).toEqual(['Другой текст']);
    center.clearPersistent('licence');
    expect(center.items).toHaveLength(0);
  });

  it('a persistent notice the user closed stays closed until its owner clears it', () => {
    const { center } = setup();
    center.setPersistent('licence', { text: 'Лимит' });
    center.dismiss(center.items[0]!.id);
    center.setPersistent('licence', { text: 'Лимит' });
    expect(center.items).toHaveLength(0);
    center.clearPersistent('licence');
    center.setPersistent('licence', { text: 'Лимит' });
    expect(center.items).toHaveLength(1);
  });

  it('reportError shows the §8 text (default heading, bullets) and logs it', () => {
    const { center, log } = setup();
    const error = new DataApiError('known', 'Request failed', { act: 'get_data' }, 400, 'Unknown class', 'Bad request');
    center.reportError(error);
    const text = 'Unexpected error\n• Request failed\n• Bad request\n• Unknown class';
    expect(center.items[0]).toMatchObject({ text, color: 'error' });
    expect(log).toHaveBeenCalledWith(text, error.stack);
  });

  it('reportError takes a heading, and does not log when flagged noLog (option or on the error)', () => {
    const { center, log } = setup();
    center.reportError(new Error('a'), { heading: 'Не сохранено', noLog: true });
    expect(center.items[0]!.text).toBe('Не сохранено\n• a');
    center.reportError(Object.assign(new Error('b'), { noLog: true }));
    expect(log).not.toHaveBeenCalled();
  });
});
