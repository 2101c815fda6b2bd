import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CLASS, PROP, type GetDataReply, type Translations } from '@ontobench/sdk';
import { PluginTestRoot, createPluginTestKernel, fakeDataClient, loadRoutePage } from '@ontobench/sdk/testing';
import plugin from './index.tsx';
import { LIST_LIMIT, classesQuery, overviewFromReply } from './classes.ts';

afterEach(cleanup);

const cell = (row: number, inst: string, name: string | null) => ({ row, inst, prop: PROP.name, val: name, cap: name });

async function renderPage(reply: (query: unknown) => GetDataReply | Promise<GetDataReply>, locale?: 'ru' | 'en') {
  const data = fakeDataClient(reply);
  const kernel = createPluginTestKernel({ data: data.client, ...(locale ? { locale } : {}) });
  kernel.host.install(plugin);
  const Page = await loadRoutePage(kernel, 'hello-data');
  render(
    <PluginTestRoot kernel={kernel} extensionId="hello-data">
      <Page params={{}} />
    </PluginTestRoot>,
  );
  return { kernel, calls: data.calls };
}

describe('hello-data manifest (shell §2: plugin routes of type global have the main layout and need sign-in)', () => {
  it('contributes /hello-data in the main layout with sign-in, and a main-menu entry; disabling removes both', async () => {
    const kernel = createPluginTestKernel();
    kernel.host.install(plugin);
    expect(kernel.points.routes.get('hello-data')).toMatchObject({
      path: '/hello-data',
      layout: 'main',
      requiresAuth: true,
    });
    expect(kernel.points.menus.get('hello-data.menu')).toMatchObject({ group: 'general', route: '/hello-data' });
    await kernel.host.disable('hello-data');
    expect(kernel.points.routes.get('hello-data')).toBeUndefined();
    expect(kernel.points.menus.get('hello-data.menu')).toBeUndefined();
  });

  it('has every Russian text in English too', () => {
    const { ru, en } = plugin.contributes.translations as Translations;
    expect(Object.keys(en!).sort()).toEqual(Object.keys(ru!).sort());
  });
});

describe('reading classes through the data API', () => {
  it('asks get_data for instances of Class, sorted by name, limited', () => {
    expect(classesQuery).toEqual({ class: CLASS.Class, fields: [{ prop: PROP.name, sort: 'asc' }], limit: LIST_LIMIT });
  });

  it('folds cells into rows in the server’s order, keeping the total', () => {
    const reply: GetDataReply = { rows: [cell(1, 'b', 'Б'), cell(0, 'a', 'А'), cell(2, 'c', null)], count_rows: 42 };
    expect(overviewFromReply(reply)).toEqual({
      total: 42,
      classes: [
        { id: 'a', name: 'А' },
        { id: 'b', name: 'Б' },
        { id: 'c', name: null },
      ],
    });
  });
});

describe('the page', () => {
  it('shows loading, then the count (Russian plural) and the names, through Services.Data', async () => {
    let answer!: (reply: GetDataReply) => void;
    const { calls } = await renderPage(() => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByText('Загрузка классов…')).toBeTruthy();
    answer({ rows: [cell(0, 'a', 'Документ'), cell(1, 'b', 'Сотрудник')], count_rows: 25 });
    expect((await screen.findByTestId('hello-data-count')).textContent).toBe('Видно 25 классов');
    expect(screen.getByTestId('hello-data-list').textContent).toBe('ДокументСотрудник');
    expect(screen.getByText('Показаны первые 2')).toBeTruthy();
    expect(calls).toEqual([{ act: 'get_data', body: classesQuery }]);
  });

  it('shows the empty state when no class is visible', async () => {
    await renderPage(() => ({ rows: [], count_rows: 0 }));
    expect((await screen.findByRole('status')).textContent).toBe('Вам пока не виден ни один класс');
  });

  it('shows the error with a retry that reads again', async () => {
    let fail = true;
    const { calls } = await renderPage(() => {
      if (fail) throw new Error('Access denied');
      return { rows: [cell(0, 'a', 'Класс')], count_rows: 1 };
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Не удалось прочитать классы: Access denied');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect((await screen.findByTestId('hello-data-count')).textContent).toBe('Виден 1 класс');
    expect(calls).toHaveLength(2);
  });

  it('speaks English when the interface does', async () => {
    await renderPage(() => ({ rows: [cell(0, 'a', 'Person'), cell(1, 'b', 'Place')], count_rows: 2 }), 'en');
    expect((await screen.findByTestId('hello-data-count')).textContent).toBe('2 classes visible');
    expect(screen.getByRole('heading', { name: 'Hello data' })).toBeTruthy();
  });
});
