import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CLASS, PROP, Services, defineExtension, mergeParts, type GetDataReply, type HttpClient } from '@ontobench/sdk';
import {
  PluginTestRoot,
  createPluginTestKernel,
  disableWebAnimations,
  fakeDataClient,
  loadRoutePage,
} from '@ontobench/sdk/testing';
import type { RunReply, RunRequest } from '../../common/api.ts';
import { ANALYSIS_CLASS, ANALYSIS_PROP } from '../../common/schema.ts';
import { area } from '../contributions/area.ts';
import { search } from '../contributions/search.ts';

afterEach(cleanup);
let restoreAnimations: () => void;
// jsdom lays nothing out: the table's scroller gets a window's size so that the virtualiser draws rows.
// The DOM's own getters are put back after (they live on HTMLElement.prototype itself: deleting ours would
// leave none for the files that run next in the same worker).
const sizes = ['clientHeight', 'clientWidth'] as const;
const own = sizes.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
beforeAll(() => {
  restoreAnimations = disableWebAnimations();
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
});
afterAll(() => {
  restoreAnimations();
  sizes.forEach((name, i) => {
    const descriptor = own[i];
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as Partial<Record<(typeof sizes)[number], number>>)[name];
  });
});

const S = '11111111-1111-4111-8111-111111111111';
const COURSE = '22222222-2222-4222-8222-222222222222';
const CREDITS = '33333333-3333-4333-8333-333333333333';
const AREA = '44444444-4444-4444-8444-444444444444';

/** This part alone (the other parts of the area are built beside it), with the area's texts. */
const extension = defineExtension({
  id: 'analysis',
  version: '0.0.0',
  contributes: {
    ...mergeParts([area, search]),
    translations: () => import('../i18n/labels.ru.ts').then((m) => m.labelsRu),
    pageTranslations: () => import('../i18n/pages.ru.ts').then((m) => m.pagesRu),
  },
});

const config = {
  get_data: { class: COURSE },
  filters: [],
  columns: [{ code: 'name', prop_id: 'name', old_name: 'Название', ord: 10 }],
  calcColumns: [],
};

function dataReply(query: unknown): GetDataReply {
  const q = query as { class: string };
  if (q.class === ANALYSIS_CLASS.SemanticSearch)
    return {
      count_rows: 1,
      rows: [
        { row: 0, inst: S, prop: PROP.name, val: 'Курсы', cap: null, readonly: false },
        { row: 0, inst: S, prop: PROP.json, val: JSON.stringify(config), cap: null },
        { row: 0, inst: S, prop: ANALYSIS_PROP.rootClass, val: COURSE, cap: 'Учебный курс' },
      ],
    };
  if (q.class === CLASS.Class)
    return {
      count_rows: 1,
      rows: [{ row: 0, inst: COURSE, prop: PROP.name, val: 'Учебный курс', cap: null, readonly: true }],
    };
  if (q.class === CLASS.SubjectArea)
    return {
      count_rows: 1,
      rows: [{ row: 0, inst: AREA, prop: PROP.name, val: 'Образование', cap: null, readonly: true }],
    };
  if (q.class === CLASS.DataProperty)
    return {
      count_rows: 1,
      rows: [
        { row: 0, inst: CREDITS, prop: PROP.name, val: 'Зачётные единицы', cap: null, readonly: true },
        { row: 0, inst: CREDITS, prop: PROP.baseType, val: 'integer', cap: null },
      ],
    };
  return { count_rows: 0, rows: [] };
}

const runReply: RunReply = {
  name: 'Курсы',
  columns: [
    { code: 'name', title: 'Название', type: 'string' },
    { code: 'c1', title: 'Зачётные единицы', type: 'number' },
  ],
  rows: [
    ['Алгебра', 1234.5],
    ['Геометрия', 3],
  ],
  ids: ['a', 'b'],
  total: 2,
  aggregates: { c1: 1237.5 },
};

async function open(route: string, path: string, options: { data?: typeof dataReply; run?: () => Response } = {}) {
  const data = fakeDataClient(options.data ?? dataReply);
  const kernel = createPluginTestKernel({ data: data.client });
  const runs: RunRequest[] = [];
  kernel.bind(Services.Http, {
    request: async (url: string, init?: RequestInit) => {
      if (url === '/api/semantic-search/run') runs.push(JSON.parse(String(init?.body)) as RunRequest);
      return options.run ? options.run() : new Response(JSON.stringify(runReply));
    },
  } as unknown as HttpClient);
  kernel.host.install(extension);
  const Page = await loadRoutePage(kernel, route);
  render(
    <PluginTestRoot kernel={kernel} extensionId="analysis" path={path}>
      <Page params={{ id: S }} />
    </PluginTestRoot>,
  );
  return { data, runs, kernel };
}

describe('the semantic search pages (issue 18 items 1, 2, 8)', () => {
  it('/semantic-search lists the user’s searches with the root class; create writes name, root class, subject area and §3 json', async () => {
    const { data } = await open('analysis.searches', '/semantic-search');
    const list = await screen.findByTestId('search-list');
    expect(within(list).getByRole('link', { name: 'Открыть поиск «Курсы»' }).getAttribute('href')).toBe(
      `/semantic-search/${S}`,
    );
    expect(list.textContent).toContain('Корневой класс: Учебный курс');
    fireEvent.click(screen.getByTestId('search-create'));
    fireEvent.change(await screen.findByTestId('search-create-name'), { target: { value: 'Новый' } });
    await screen.findByRole('option', { name: 'Учебный курс' });
    fireEvent.change(screen.getByTestId('search-create-class'), { target: { value: COURSE } });
    await screen.findByRole('option', { name: 'Образование' });
    fireEvent.change(screen.getByTestId('search-create-subject-area'), { target: { value: AREA } });
    fireEvent.click(screen.getByTestId('search-create-submit'));
    await waitFor(() => expect(data.calls.some((c) => c.act === 'set_data')).toBe(true));
    const ops = data.calls.find((c) => c.act === 'set_data')!.body as { op: string; prop?: string; val?: unknown }[];
    expect(ops[0]).toMatchObject({ op: 'new', class: ANALYSIS_CLASS.SemanticSearch, name: 'Новый' });
    expect(ops[1]).toMatchObject({ op: 'upd', prop: ANALYSIS_PROP.rootClass, val: COURSE });
    expect(ops[3]).toMatchObject({ op: 'add', prop: PROP.subjectArea, val: AREA });
    expect(JSON.parse(String(ops[2]!.val))).toEqual({
      get_data: { class: COURSE },
      filters: [],
      columns: [],
      calcColumns: [],
    });
  });

  it('the designer runs the design at once: typed cells, the aggregates row, a column added from the tree', async () => {
    const { runs, kernel } = await open('analysis.search', `/semantic-search/${S}`);
    const table = await screen.findByTestId('search-results');
    expect(runs[0]).toMatchObject({ config, offset: 0, aggregates: true });
    expect(table.textContent?.replace(/\s/g, ' ')).toContain('1 234,5');
    expect(screen.getByTestId('search-totals').textContent?.replace(/\s/g, ' ')).toContain('1 237,5');
    expect(kernel.get(Services.RecentLinks).links[0]).toMatchObject({
      link: `/semantic-search/${S}`,
      objectName: 'Курсы',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить столбец «Зачётные единицы»' }));
    fireEvent.click(screen.getByTestId('search-run'));
    await waitFor(() => expect(runs).toHaveLength(2));
    expect(runs[1]!.config!.columns[1]).toMatchObject({ prop_id: CREDITS, old_name: 'Зачётные единицы', ord: 20 });
    expect((screen.getByTestId('search-save') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getAllByTestId('search-results-header')[1]!);
    await waitFor(() => expect(runs[2]?.sort).toEqual([{ code: 'c1', mode: 'asc' }]));
  });

  it('§8: a search the user may not read shows the server’s text, never a raw error', async () => {
    const text = 'Не удалось загрузить семантический поиск «x». Вероятно, отсутствует необходимый доступ';
    await open('analysis.search', `/semantic-search/${S}`, {
      data: () => ({ count_rows: 0, rows: [] }),
      run: () => new Response(JSON.stringify({ error: text }), { status: 404 }),
    });
    expect((await screen.findByTestId('search-refused')).textContent).toBe(text);
  });

  it('the semantic table: own cells edit (Enter saves through set_data), calculated ones say why not', async () => {
    const { data } = await open('analysis.table', `/semantic-tables/${S}`);
    const cells = await screen.findAllByTestId('search-cell');
    fireEvent.keyDown(cells[0]!, { key: 'Enter' });
    const editor = await screen.findByTestId('search-cell-editor');
    fireEvent.change(editor, { target: { value: 'Алгебра и логика' } });
    fireEvent.keyDown(editor, { key: 'Enter' });
    await waitFor(() => expect(data.calls.some((c) => c.act === 'set_data')).toBe(true));
    expect(data.calls.find((c) => c.act === 'set_data')!.body).toEqual([
      { op: 'upd', inst: 'a', prop: PROP.name, val: 'Алгебра и логика' },
    ]);
    // c1 is not in the stored configuration: read-only.
    expect(screen.getAllByTestId('search-cell-readonly').length).toBeGreaterThan(0);
  });
});
