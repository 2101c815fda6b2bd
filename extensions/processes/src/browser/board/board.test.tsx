import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Services, type HttpClient } from '@ontobench/sdk';
import { PluginTestRoot, createPluginTestKernel, disableWebAnimations, loadRoutePage } from '@ontobench/sdk/testing';
import type { BoardCard, BoardReply } from '../../common/board/api.ts';
import processes from '../index.ts';
import { pages as pagesEn } from './i18n/pages.en.ts';
import { pages as pagesRu } from './i18n/pages.ru.ts';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const STAGES = [
  { id: id(1), name: 'Черновик', icon: 'Edit', color: '#8a8886' },
  { id: id(2), name: 'На согласовании', icon: 'Clock', color: '#bc4b09' },
  { id: id(3), name: 'Утверждено', icon: 'Checkmark', color: '#107c10' },
];
const card = (over: Partial<BoardCard>): BoardCard => ({
  id: id(10),
  name: 'Договор поставки',
  stage: id(1),
  classId: id(20),
  className: 'Договор',
  tags: [{ id: id(30), name: 'Важное' }],
  readonly: false,
  ...over,
});
const reply = (cards: BoardCard[]): BoardReply => ({
  stages: STAGES,
  cards,
  classes: [
    { id: id(20), name: 'Договор' },
    { id: id(21), name: 'Отчёт' },
  ],
  tags: [{ id: id(30), name: 'Важное' }],
  truncated: false,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Asked {
  url: string;
  method: string;
  body?: unknown;
}

/** Opens the board with a fake server: `answer` replies to every call. */
async function openBoard(answer: (asked: Asked) => Response) {
  const kernel = createPluginTestKernel({ locale: 'ru' });
  const asked: Asked[] = [];
  kernel.bind(Services.Http, {
    request: async (url: string, init?: RequestInit) => {
      const call = { url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
      asked.push(call);
      return answer(call);
    },
  } as unknown as HttpClient);
  kernel.host.install(processes);
  const Page = await loadRoutePage(kernel, 'processes.board');
  render(
    <PluginTestRoot kernel={kernel} extensionId="processes" path="/lifeCycleBoard">
      <Page params={{}} />
    </PluginTestRoot>,
  );
  return asked;
}

const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^Стадия «${name}»`) });
const cardIn = (stage: string, name: string) => within(column(stage)).queryByText(name);

describe('/lifeCycleBoard (issue 19 item 7): a kanban of objects by life-cycle stage', () => {
  it('one column per stage with its count; cards with name, class and tags', async () => {
    const asked = await openBoard(() =>
      json(
        reply([
          card({}),
          card({ id: id(11), name: 'Годовой отчёт', stage: id(3), className: 'Отчёт', tags: [], readonly: true }),
        ]),
      ),
    );
    expect((await screen.findAllByTestId('board-column-name')).map((n) => n.textContent)).toEqual([
      'Черновик',
      'На согласовании',
      'Утверждено',
    ]);
    expect(cardIn('Черновик', 'Договор поставки')).not.toBeNull();
    expect(cardIn('Утверждено', 'Годовой отчёт')).not.toBeNull();
    expect(column('На согласовании').textContent).toContain('Перетащите карточку сюда');
    const first = screen.getAllByTestId('board-card')[0]!;
    expect(first.textContent).toContain('Договор');
    expect(first.textContent).toContain('Важное');
    expect(screen.getAllByTestId('board-card')[1]!.textContent).toContain('только чтение');
    expect(asked.map((a) => a.url)).toEqual(['/api/processes/board']);
  });

  it('Alt+→ moves a card to the next stage through the server, and the focus stays on it', async () => {
    const asked = await openBoard((call) =>
      call.method === 'PUT' ? json(card({ stage: (call.body as { stage: string }).stage })) : json(reply([card({})])),
    );
    const moving = await screen.findByTestId('board-card');
    moving.focus();
    fireEvent.keyDown(moving, { key: 'ArrowRight', altKey: true });
    await waitFor(() => expect(cardIn('На согласовании', 'Договор поставки')).not.toBeNull());
    expect(asked[1]).toEqual({ url: `/api/processes/board/cards/${id(10)}`, method: 'PUT', body: { stage: id(2) } });
    await waitFor(() => expect(document.activeElement?.getAttribute('data-card-id')).toBe(id(10)));
    expect(screen.getByTestId('board-announce').textContent).toBe(
      '«Договор поставки» перемещён в стадию «На согласовании»',
    );
  });

  it('a drop on another column moves the card', async () => {
    await openBoard((call) =>
      call.method === 'PUT' ? json(card({ stage: (call.body as { stage: string }).stage })) : json(reply([card({})])),
    );
    const dataTransfer = { setData: () => undefined, effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(await screen.findByTestId('board-card'), { dataTransfer });
    fireEvent.dragOver(column('Утверждено'), { dataTransfer });
    fireEvent.drop(column('Утверждено'), { dataTransfer });
    await waitFor(() => expect(cardIn('Утверждено', 'Договор поставки')).not.toBeNull());
  });

  it('a refused move (403) puts the card back and says why in Russian', async () => {
    await openBoard((call) =>
      call.method === 'PUT'
        ? json({ error: 'У вас нет прав менять стадию этого объекта' }, 403)
        : json(reply([card({ readonly: true })])),
    );
    fireEvent.keyDown(await screen.findByTestId('board-card'), { key: 'ArrowLeft', altKey: true });
    expect(screen.queryByTestId('board-notice')).toBeNull();
    fireEvent.keyDown(screen.getByTestId('board-card'), { key: 'ArrowRight', altKey: true });
    expect((await screen.findByTestId('board-notice')).textContent).toContain(
      'Нельзя переместить «Договор поставки»: у вас нет прав менять стадию этого объекта.',
    );
    expect(cardIn('Черновик', 'Договор поставки')).not.toBeNull();
  });

  it('filters by class: the board is asked again with the class', async () => {
    const asked = await openBoard(() => json(reply([card({})])));
    fireEvent.click(await screen.findByTestId('board-class-filter'));
    fireEvent.click(await screen.findByRole('option', { name: 'Отчёт' }));
    await waitFor(() => expect(asked.at(-1)?.url).toBe(`/api/processes/board?class=${id(21)}`));
  });

  it('says when there is nothing on the board, and when it failed to load', async () => {
    await openBoard(() => json({ ...reply([]), classes: [], tags: [] }));
    expect((await screen.findByTestId('board-empty')).textContent).toContain('Назначьте объекту стадию');
    cleanup();
    await openBoard(() => json({ error: 'Сервер недоступен' }, 500));
    expect((await screen.findByTestId('board-failed')).textContent).toContain('Не удалось загрузить доску');
  });
});

describe('texts', () => {
  it('English has every Russian key (typed), and no text is empty', () => {
    expect(Object.keys(pagesEn)).toEqual(Object.keys(pagesRu));
    expect([...Object.values(pagesRu), ...Object.values(pagesEn)].filter((v) => !v.trim())).toEqual([]);
  });
});
