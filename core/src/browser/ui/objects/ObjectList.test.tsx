import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DataRow, GetDataReply } from '../../../common/data-api.ts';
import { CLASS, PROP } from '../../../common/ontology/system-ontology.ts';
import { CHROME_TOKENS } from '../../chrome/chrome-tokens.ts';
import { chromeKernel, renderWithKernel } from '../../chrome/test-support.tsx';
import type { DataClient, GetDataQuery } from '../../services/shell-contracts.ts';
import { ObjectList } from './ObjectList.tsx';
import { combineFilters, listFields, rowsFromReply } from './object-rows.ts';
import { ROW_HEIGHT, computedPageSize, pageSizeOptions } from './page-size.ts';

const CODE = 'code-prop';
/** A small in-memory "server": 250 objects; it honours name search, sort on the code field, limit and offset. */
function fakeServer() {
  const all = Array.from({ length: 250 }, (_, i) => ({
    id: `id-${i}`,
    name: `Объект ${String(i).padStart(3, '0')}`,
    code: 1000 - i,
  }));
  const queries: GetDataQuery[] = [];
  const getData = async (q: GetDataQuery): Promise<GetDataReply> => {
    queries.push(q);
    if (q.class !== 'c') return { rows: [], count_rows: 0 };
    let list = [...all];
    const search = /\[name\] ~ '([^']*)'/.exec(q.filter ?? '')?.[1];
    if (search) list = list.filter((o) => o.name.toLowerCase().includes(search.toLowerCase()));
    const codeSort = q.fields?.find((f) => f.prop === CODE)?.sort;
    if (codeSort) list.sort((a, b) => (codeSort === 'asc' ? a.code - b.code : b.code - a.code));
    const page = list.slice(q.offset ?? 0, (q.offset ?? 0) + (q.limit ?? 100));
    const rows: DataRow[] = page.flatMap((o, row) => [
      { row, inst: o.id, prop: PROP.name, val: o.name, cap: o.name, readonly: false, can_delete: true },
      { row, inst: o.id, prop: CODE, val: o.code, cap: String(o.code) },
    ]);
    return { rows, count_rows: list.length };
  };
  const client = { getData, getForm: vi.fn(), setData: vi.fn(), execute: vi.fn() } as unknown as DataClient;
  return { client, queries };
}

/** The computed first page size in the test DOM: the rows that fit below the list's top (0 here). */
const auto = () => computedPageSize(window.innerHeight - 72, ROW_HEIGHT);

const columns = [
  { prop: PROP.name, label: 'Название', sortable: true },
  { prop: CODE, label: 'Код', sortable: true },
];

async function renderList(onOpen = vi.fn()) {
  const server = fakeServer();
  const kernel = chromeKernel({ data: server.client });
  renderWithKernel(kernel, <ObjectList classId="c" columns={columns} label="Список" onOpen={onOpen} testId="list" />);
  await screen.findByText('Объект 000');
  return { server, onOpen, kernel };
}

describe('ObjectList: server paging, sorting, search, keyboard (domain.md §9 page sizes)', () => {
  it('asks the server for one page (limit/offset) and shows count_rows in the range', async () => {
    const { server } = await renderList();
    expect(server.queries.at(-1)).toMatchObject({ class: 'c', limit: auto(), offset: 0 });
    expect(screen.getByTestId('object-list-range').textContent).toBe(`1–${auto()} из 250`);
  });

  it('the next page asks for the next offset', async () => {
    const { server } = await renderList();
    fireEvent.click(screen.getByTestId('object-list-next'));
    const n = auto();
    await screen.findByText(`Объект ${String(n).padStart(3, '0')}`);
    expect(server.queries.at(-1)).toMatchObject({ limit: n, offset: n });
    expect(screen.getByTestId('object-list-range').textContent).toBe(`${n + 1}–${2 * n} из 250`);
  });

  it('sorting by a column sends the sort on its field and starts at the first page', async () => {
    const { server } = await renderList();
    fireEvent.click(screen.getByTestId('object-list-next'));
    await screen.findByText(`Объект ${String(auto()).padStart(3, '0')}`);
    fireEvent.click(screen.getByRole('button', { name: 'Код' }));
    await screen.findByText('Объект 249');
    const last = server.queries.filter((q) => q.class === 'c').at(-1)!;
    expect(last.fields).toContainEqual({ prop: CODE, sort: 'asc' });
    expect(last.offset).toBe(0);
    expect(screen.getByRole('columnheader', { name: /Код/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('the sort is saved per class in the user’s own settings, and the next list of the class opens with it (domain.md §3 "Saved sort params per class and user")', async () => {
    const { server, kernel } = await renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Код' }));
    fireEvent.click(screen.getByRole('button', { name: 'Код' }));
    await vi.waitFor(() => expect(server.client.setData).toHaveBeenCalledTimes(2));
    // No own record (this fake server keeps none): a save makes one, with the key.
    const [ops] = vi.mocked(server.client.setData).mock.calls[1]!;
    expect(ops[0]).toMatchObject({ op: 'new', class: CLASS.Settings });
    expect(JSON.parse(String((ops[1] as { val: string }).val))).toEqual({
      sortParams: { c: { prop: CODE, dir: 'desc' } },
    });
    expect(kernel.container.get(CHROME_TOKENS.Settings).values).toEqual({
      sortParams: { c: { prop: CODE, dir: 'desc' } },
    });
    cleanup();
    // Another list of the class, same user: sorted so from its first request.
    const again = fakeServer();
    const next = chromeKernel({ data: again.client });
    next.container
      .get(CHROME_TOKENS.Settings)
      .assign('sortParams', { c: { prop: CODE, dir: 'desc' }, other: { prop: CODE, dir: 'asc' } });
    renderWithKernel(next, <ObjectList classId="c" columns={columns} label="Список" onOpen={vi.fn()} testId="list" />);
    await screen.findByText('Объект 000');
    expect(again.queries.find((q) => q.class === 'c')!.fields).toContainEqual({ prop: CODE, sort: 'desc' });
    expect(screen.getByRole('columnheader', { name: /Код/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('settings that arrive after the list opened bring its saved sort, unless the user sorted already', async () => {
    const { server, kernel } = await renderList();
    act(() => kernel.container.get(CHROME_TOKENS.Settings).assign('sortParams', { c: { prop: CODE, dir: 'asc' } }));
    await screen.findByText('Объект 249');
    expect(server.queries.filter((q) => q.class === 'c').at(-1)!.fields).toContainEqual({ prop: CODE, sort: 'asc' });
    fireEvent.click(screen.getByRole('button', { name: 'Название' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Название/ }).getAttribute('aria-sort')).toBe('ascending'),
    );
    act(() => kernel.container.get(CHROME_TOKENS.Settings).assign('sortParams', { c: { prop: CODE, dir: 'desc' } }));
    expect(screen.getByRole('columnheader', { name: /Название/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('a saved sort on a property the list no longer shows is not used', async () => {
    const server = fakeServer();
    const kernel = chromeKernel({ data: server.client });
    kernel.container.get(CHROME_TOKENS.Settings).assign('sortParams', { c: { prop: 'gone-prop', dir: 'desc' } });
    renderWithKernel(
      kernel,
      <ObjectList classId="c" columns={columns} label="Список" onOpen={vi.fn()} testId="list" />,
    );
    await screen.findByText('Объект 000');
    expect(server.queries.find((q) => q.class === 'c')!.fields!.some((f) => f.sort)).toBe(false);
  });

  it('search filters by name on the server, quoting the text', async () => {
    const { server } = await renderList();
    fireEvent.change(screen.getByPlaceholderText('Поиск по названию'), { target: { value: '12' } });
    await screen.findByText('Объект 120');
    expect(server.queries.at(-1)!.filter).toBe("[name] ~ '12'");
    expect(screen.getByTestId('object-list-range').textContent).toBe('1–13 из 13');
  });

  it('shows the empty state when nothing matches', async () => {
    await renderList();
    fireEvent.change(screen.getByPlaceholderText('Поиск по названию'), { target: { value: 'нет' } });
    await screen.findByText('Ничего не найдено');
    // Inside the grid only rows (axe "aria-required-children", issue 14): the empty state is a row's cell.
    const grid = screen.getByRole('grid', { name: 'Список' });
    const rows = [...grid.querySelectorAll(':scope > [role=row], :scope > div:not([role]) > [role=row]')];
    expect(rows.map((r) => r.textContent)).toContain('Ничего не найдено');
  });

  it('arrow keys move the active row and Enter opens it', async () => {
    const { onOpen } = await renderList();
    const grid = screen.getByRole('grid', { name: 'Список' });
    act(() => grid.focus());
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'ArrowUp' });
    const activeRow = document.getElementById(grid.getAttribute('aria-activedescendant')!);
    expect(activeRow?.getAttribute('data-object-id')).toBe('id-1');
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'id-1', name: 'Объект 001' }));
  });

  it('two lists on one page share no DOM id, and each grid points at its own rows', async () => {
    const server = fakeServer();
    renderWithKernel(
      chromeKernel({ data: server.client }),
      <>
        <ObjectList classId="c" columns={columns} label="Первый" onOpen={() => {}} />
        <ObjectList classId="c" columns={columns} label="Второй" onOpen={() => {}} />
      </>,
    );
    await screen.findAllByText('Объект 000');
    const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
    expect(ids.length).toBeGreaterThan(4);
    expect(new Set(ids).size).toBe(ids.length);
    for (const name of ['Первый', 'Второй']) {
      const grid = screen.getByRole('grid', { name });
      const row = document.getElementById(grid.getAttribute('aria-activedescendant')!);
      expect(grid.contains(row)).toBe(true);
    }
    // Each page-size label names its own drop-down.
    const sizes = screen.getAllByTestId('object-list-page-size');
    const labels = sizes.map((d) => document.getElementById(d.getAttribute('aria-labelledby')!));
    expect(labels[0]).not.toBe(labels[1]);
    expect(labels.every((l) => l?.textContent === 'Строк на странице')).toBe(true);
  });

  it('an error shows the §8 text with a retry that loads again', async () => {
    let fail = true;
    const server = fakeServer();
    const client = {
      ...server.client,
      getData: async (q: GetDataQuery) => {
        if (fail) throw new Error('сервер недоступен');
        return server.client.getData(q);
      },
    } as DataClient;
    renderWithKernel(
      chromeKernel({ data: client }),
      <ObjectList classId="c" columns={columns} label="Список" onOpen={() => {}} />,
    );
    await screen.findByText(/сервер недоступен/);
    expect(screen.getByText(/Не удалось загрузить список/)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await screen.findByText('Объект 000');
  });
});

describe('the list request and reply helpers', () => {
  it('rowsFromReply groups cells by row, keeps readonly/can_delete and skips nested cells', () => {
    const rows = rowsFromReply({
      count_rows: 2,
      rows: [
        { row: 0, inst: 'a', prop: PROP.name, val: 'А', cap: 'А', readonly: true, can_delete: false },
        { row: 0, inst: 'a', prop: 'p', val: 'x', cap: 'X' },
        { row: 0, inst: 'a', prop: 'q', val: 'n', cap: 'N', from: 'x' },
        { row: 1, inst: 'b', prop: PROP.name, val: 'Б', cap: 'Б', readonly: false, can_delete: true },
      ],
    });
    expect(rows).toEqual([
      { id: 'a', name: 'А', readonly: true, canDelete: false, values: { p: [{ val: 'x', cap: 'X' }] } },
      { id: 'b', name: 'Б', readonly: false, canDelete: true, values: {} },
    ]);
  });
  it('listFields puts the sort on the shown column, or adds a hidden one, and hidden filters', () => {
    expect(listFields([{ prop: 'p' }], { prop: 'p', dir: 'desc' })).toEqual([{ prop: 'p', sort: 'desc' }]);
    expect(listFields([], { prop: PROP.author, dir: 'asc' }, [{ prop: 't', value: 'tag' }])).toEqual([
      { prop: PROP.author, sort: 'asc', hidden: true },
      { prop: 't', filter: 'tag', hidden: true },
    ]);
  });
  it('combineFilters joins the present parts with and', () => {
    expect(combineFilters(undefined, ' ')).toBeUndefined();
    expect(combineFilters('[a] = 1')).toBe('[a] = 1');
    expect(combineFilters('[a] = 1', null, "[name] ~ 'x'")).toBe("([a] = 1) and ([name] ~ 'x')");
  });
  it('page sizes: "a computed first option, 30, 50, 100" — the computed one fits the visible height', () => {
    expect(computedPageSize(800, 40)).toBe(20);
    expect(computedPageSize(100, 40)).toBe(10);
    expect(computedPageSize(100_000, 40)).toBe(100);
    expect(computedPageSize(0, 40)).toBe(20);
    expect(pageSizeOptions(17).map((o) => o.value)).toEqual([17, 30, 50, 100]);
  });
});
