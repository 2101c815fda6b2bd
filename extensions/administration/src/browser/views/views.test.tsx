import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PROP, Services, type GetFormReply } from '@ontobench/sdk';
import { PluginTestRoot, disableWebAnimations, loadRoutePage } from '@ontobench/sdk/testing';
import type { RoleDto } from '../../common/roles/api.ts';
import type { ClassViewDto } from '../../common/views/api.ts';
import { VIEWS_ROUTE_ID } from '../contributions/views.ts';
import extension from '../index.ts';
import { kernelWithHttp, type Call } from '../test-http.ts';
import { loadMyClassViews } from './load-mine.ts';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const astronomer = { id: 'r1', code: 'astronomer', name: 'Астроном' } as RoleDto;
const view: ClassViewDto = {
  id: 'v1',
  classId: 'planet',
  className: 'Планета',
  roleCode: 'astronomer',
  fields: [{ prop: 'moons' }, { prop: PROP.name }],
};
const formField = (prop: string, cap?: string) => ({
  prop,
  tab: 'main',
  kind: 'data' as const,
  base_type: 'string' as const,
  multiple: false,
  range: [],
  constraints: null,
  default: null,
  ...(cap ? { cap } : {}),
});
const FORM: GetFormReply = {
  fields: [formField(PROP.name), formField('size', 'Размер'), formField('moons', 'Спутники')],
};

async function open(answer: (call: Call) => { status?: number; body?: unknown }) {
  const { kernel, calls } = kernelWithHttp(answer);
  kernel.host.install(extension);
  const data = kernel.get(Services.Data);
  data.getForm = async () => FORM;
  const Page = await loadRoutePage(kernel, VIEWS_ROUTE_ID);
  render(
    <PluginTestRoot kernel={kernel} extensionId="administration" path="/settings/views">
      <Page params={{}} />
    </PluginTestRoot>,
  );
  return calls;
}

const reply = (c: Call) =>
  c.url.endsWith('/roles')
    ? { body: { roles: [astronomer] } }
    : c.method === 'PUT'
      ? { body: view }
      : { body: { views: [view] } };

describe('the class views page (/settings/views, issue 21 item 3; domain.md §3 class views per role)', () => {
  it('lists the views; editing moves a field up from the keyboard and saves the shown fields in order', async () => {
    const calls = await open(reply);
    const row = await screen.findByTestId('admin-view-row');
    expect(row.textContent).toContain('Планета');
    expect(row.textContent).toContain('2 поля');
    fireEvent.click(within(row).getByRole('button', { name: 'Изменить вид Планета — astronomer' }));
    const fields = await screen.findAllByTestId('admin-view-field');
    expect(fields.map((f) => f.getAttribute('data-prop'))).toEqual([
      'moons',
      PROP.name,
      'size',
      PROP.author,
      PROP.creationDate,
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Поднять поле Название' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Размер' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Вкладка поля Размер' }), { target: { value: 'Размеры' } });
    fireEvent.click(screen.getByTestId('admin-view-submit'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        classId: 'planet',
        roleCode: 'astronomer',
        fields: [{ prop: PROP.name }, { prop: 'moons' }, { prop: 'size', tab: 'Размеры' }],
      }),
    );
  });

  it('list columns: a field ticked «in lists» is a column, one unticked is not, the author is a list-only column', async () => {
    const calls = await open(reply);
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить вид Планета — astronomer' }));
    await screen.findAllByTestId('admin-view-field');
    // A view saved before list columns: its fields are half-ticked (as each list has them).
    const inList = (name: string) =>
      screen.getByRole('checkbox', { name: `Столбец списка: ${name}` }) as HTMLInputElement;
    expect(inList('Спутники').indeterminate).toBe(true);
    expect(inList('Автор').checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Автор' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(inList('Размер'));
    fireEvent.click(inList('Автор'));
    fireEvent.click(inList('Спутники'));
    fireEvent.click(inList('Спутники'));
    fireEvent.click(screen.getByTestId('admin-view-submit'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        classId: 'planet',
        roleCode: 'astronomer',
        fields: [
          { prop: 'moons', list: false },
          { prop: PROP.name },
          { prop: 'size', list: true, form: false },
          { prop: PROP.author, list: true, form: false },
        ],
      }),
    );
  });

  it('an empty list says so; a failed one offers a retry; the server’s refusal is shown in the dialog', async () => {
    await open((c) => (c.url.endsWith('/roles') ? reply(c) : { body: { views: [] } }));
    expect(await screen.findByTestId('admin-views-empty')).toBeTruthy();
    cleanup();
    await open(() => ({ status: 500, body: { error: 'Нет связи' } }));
    expect((await screen.findByTestId('admin-views-failed')).textContent).toContain('Нет связи');
    cleanup();
    await open((c) => (c.method === 'PUT' ? { status: 400, body: { error: 'Неизвестный код роли «x»' } } : reply(c)));
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить вид Планета — astronomer' }));
    await screen.findAllByTestId('admin-view-field');
    fireEvent.click(screen.getByTestId('admin-view-submit'));
    expect((await screen.findByTestId('admin-view-problem')).textContent).toContain('Неизвестный код роли');
  });
});

describe('the signed-in user’s views reach Services.ClassViews', () => {
  it('loads `mine` for the user; a failure is said in the console only', async () => {
    const { kernel } = kernelWithHttp(() => ({ body: {} }));
    kernel.bind(Services.Http, {
      request: async () => new Response(JSON.stringify({ views: { planet: [{ prop: 'moons' }] } })),
    } as never);
    const subscriptions: { dispose(): void }[] = [];
    const ctx = { getService: (token: never) => kernel.get(token), subscriptions } as never;
    act(() => loadMyClassViews(ctx));
    const views = kernel.get(Services.ClassViews);
    await waitFor(() => expect(views.forClass('planet')).toEqual([{ prop: 'moons' }]));
    for (const s of subscriptions) s.dispose();
    expect(views.forClass('planet')).toBeUndefined();
  });
});
