import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Services, type HttpClient } from '@ontobench/sdk';
import { PluginTestRoot, createPluginTestKernel, disableWebAnimations, loadRoutePage } from '@ontobench/sdk/testing';
import type { SchedulerTaskDto } from '../../common/scheduler/api.ts';
import { cronProblem, nextTimes } from '../../common/scheduler/cron.ts';
import processes from '../index.ts';
import { labels as labelsEn } from './i18n/labels.en.ts';
import { labels as labelsRu } from './i18n/labels.ru.ts';
import { pages as pagesEn } from './i18n/pages.en.ts';
import { pages as pagesRu } from './i18n/pages.ru.ts';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const task = (over: Partial<SchedulerTaskDto>): SchedulerTaskDto => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Пульс',
  queue: 'heartbeat',
  cron: '*/5 * * * *',
  active: true,
  payload: '',
  isActual: true,
  author: null,
  nextRun: '2026-11-28T10:05:00.000Z',
  lastRun: null,
  access: 'edit',
  ...over,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const QUEUES = { queues: [{ id: 'heartbeat', payloadJson: false, example: '' }] };

async function openPage(reply: (url: string, init?: RequestInit) => Response) {
  const kernel = createPluginTestKernel({ locale: 'ru' });
  const asked: string[] = [];
  kernel.bind(Services.Http, {
    request: async (url: string, init?: RequestInit) => {
      asked.push(`${init?.method ?? 'GET'} ${url}`);
      return reply(url, init);
    },
  } as unknown as HttpClient);
  kernel.host.install(processes);
  const Page = await loadRoutePage(kernel, 'processes.scheduler');
  render(
    <PluginTestRoot kernel={kernel} extensionId="processes" path="/scheduler">
      <Page params={{}} />
    </PluginTestRoot>,
  );
  return asked;
}

describe('/scheduler (shell.md §2): the scheduler tasks', () => {
  it('lists tasks: active as «Активно» / «Не активно» (§4), queue, cron, next and last run', async () => {
    await openPage(() =>
      json({
        tasks: [
          task({}),
          task({
            id: '2',
            name: 'Поиск',
            active: false,
            nextRun: null,
            access: 'read',
            lastRun: {
              id: 'r',
              status: 'error',
              createdAt: '2026-11-28T09:00:00Z',
              startedAt: null,
              finishedAt: null,
              output: null,
              error: 'x',
            },
          }),
        ],
      }),
    );
    const list = await screen.findByTestId('scheduler-list');
    const badges = within(list)
      .getAllByTestId('scheduler-active')
      .map((b) => b.textContent);
    expect(badges).toEqual(['Активно', 'Не активно']);
    expect(list.textContent).toContain('очередь: heartbeat');
    expect(list.textContent).toContain('*/5 * * * *');
    expect(list.textContent).toContain('следующий запуск: 2026-11-28');
    expect(list.textContent).toContain('не запланирована');
    expect(list.textContent).toContain('ещё не запускалась');
    expect(list.textContent).toContain('ошибка');
    // Run now and delete only where the user may change the task; the history everywhere.
    expect(screen.getAllByTestId('scheduler-run')).toHaveLength(1);
    expect(screen.getAllByTestId('scheduler-delete')).toHaveLength(1);
    expect(screen.getAllByTestId('scheduler-history')).toHaveLength(2);
  });

  it('says when there is none, and when the list failed', async () => {
    await openPage(() => json({ tasks: [] }));
    expect((await screen.findByTestId('scheduler-list-empty')).textContent).toContain('Создайте задачу');
    cleanup();
    await openPage(() => json({ error: 'Сервер недоступен' }, 500));
    expect((await screen.findByTestId('scheduler-list-failed')).textContent).toContain(
      'Не удалось загрузить задачи планировщика',
    );
  });

  it('the create dialog refuses a malformed cron before sending, with the next runs as a hint', async () => {
    const asked = await openPage((url) => (url.endsWith('queues') ? json(QUEUES) : json({ tasks: [] })));
    fireEvent.click(await screen.findByTestId('scheduler-create'));
    const dialog = await screen.findByTestId('scheduler-dialog');
    expect(dialog.textContent).toContain('Ближайшие запуски');
    fireEvent.change(within(dialog).getByTestId('scheduler-name'), { target: { value: 'Задача' } });
    fireEvent.change(within(dialog).getByTestId('scheduler-cron'), { target: { value: '* * *' } });
    fireEvent.click(screen.getByTestId('scheduler-dialog-submit'));
    expect((await within(dialog).findByText(/должно состоять из 5 полей/)).textContent).toContain('«* * *»');
    expect(asked.filter((a) => a.startsWith('POST'))).toEqual([]);
  });
});

describe('cron and texts', () => {
  it('checks a cron in Russian and gives its next times', () => {
    expect(cronProblem('*/5 * * * *')).toBeNull();
    expect(cronProblem('')).toBe('Укажите расписание cron');
    expect(cronProblem('61 * * * *')).toMatch(/не распознано/);
    expect(nextTimes('0 6 * * *', new Date('2026-11-28T07:00:00Z'), 2)).toEqual([
      '2026-11-29T06:00:00.000Z',
      '2026-11-30T06:00:00.000Z',
    ]);
    expect(nextTimes('bad', new Date())).toEqual([]);
  });

  it('English has every Russian key, and no text is empty', () => {
    const keys = (o: object, at = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v as object, `${at}${k}.`) : [`${at}${k}`]));
    expect(keys(pagesEn)).toEqual(keys(pagesRu));
    expect(keys(labelsEn)).toEqual(keys(labelsRu));
    const values = (o: object): string[] =>
      Object.values(o).flatMap((v) => (typeof v === 'object' ? values(v as object) : [v as string]));
    expect([...values(pagesRu), ...values(pagesEn)].filter((v) => !v.trim())).toEqual([]);
  });
});
