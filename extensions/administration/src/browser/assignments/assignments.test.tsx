import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PluginTestRoot, disableWebAnimations, loadRoutePage } from '@ontobench/sdk/testing';
import { assignmentState } from '@ontobench/sdk';
import type { AssignmentRow } from '../../common/assignments/api.ts';
import { ASSIGNMENTS_ROUTE_ID } from '../contributions/assignments.ts';
import extension from '../index.ts';
import { kernelWithHttp, type Call } from '../test-http.ts';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const row = (id: string, more: Partial<AssignmentRow> = {}): AssignmentRow => ({
  id,
  obj_id: 'o1',
  obj: 'Онтология вузов',
  obj_class: null,
  role: 'editor',
  role_id: 'r1',
  role_code: 'editor',
  user: 'Алисова А. П.',
  user_id: 'u1',
  not_active: false,
  activeUntil: null,
  osaRole: null,
  osaRole_id: null,
  osaRoleUserIds: [],
  ...more,
});

async function open(answer: (call: Call) => { status?: number; body?: unknown }) {
  const { kernel, calls } = kernelWithHttp(answer);
  kernel.host.install(extension);
  const Page = await loadRoutePage(kernel, ASSIGNMENTS_ROUTE_ID);
  render(
    <PluginTestRoot kernel={kernel} extensionId="administration" path="/settings/assignments">
      <Page params={{}} />
    </PluginTestRoot>,
  );
  return calls;
}

const list = (rows: AssignmentRow[]) => (c: Call) =>
  c.url.endsWith('/roles') ? { body: { roles: [] } } : c.method === 'POST' ? { body: rows } : { status: 204 };

describe('shell.md §4: an assignment counts only if not suspended and activeUntil is empty or later than today', () => {
  it('active, suspended, expired', () => {
    expect(assignmentState({ not_active: false, activeUntil: null }, '2026-11-29')).toBe('active');
    expect(assignmentState({ not_active: false, activeUntil: '2026-11-30' }, '2026-11-29')).toBe('active');
    expect(assignmentState({ not_active: false, activeUntil: '2026-11-29' }, '2026-11-29')).toBe('expired');
    expect(assignmentState({ not_active: true, activeUntil: null }, '2026-11-29')).toBe('suspended');
  });
});

describe('the assignments page (/settings/assignments, issue 21 item 2)', () => {
  it('asks POST assignments/fetch for every assignment and shows states, memberships and data-source roles', async () => {
    const calls = await open(
      list([
        row('a1'),
        row('a2', { not_active: true }),
        row('a3', { obj_id: null, obj: null, activeUntil: '2000-01-01' }),
        row('a4', { user: null, user_id: null, osaRole: 'Аналитики', osaRole_id: 'r9' }),
      ]),
    );
    const rows = await screen.findAllByTestId('admin-assignment-row');
    expect(rows.map((r) => within(r).getByTestId('admin-assignment-state').textContent)).toEqual([
      'Действует',
      'Приостановлено',
      'Истекло',
      'Действует',
    ]);
    expect(rows[2]!.textContent).toContain('Членство в роли (без объекта)');
    expect(rows[3]!.textContent).toContain('Роль источника данных: Аналитики');
    expect(calls.find((c) => c.url === '/api/assignments/fetch')!.body).toEqual({ onlyActualAssignments: false });
  });

  it('suspends, reactivates and sets activeUntil through the area’s calls', async () => {
    const calls = await open(list([row('a1'), row('a2', { not_active: true })]));
    const rows = await screen.findAllByTestId('admin-assignment-row');
    fireEvent.click(within(rows[0]!).getByTestId('admin-assignment-suspend'));
    fireEvent.click(within(rows[1]!).getByTestId('admin-assignment-suspend'));
    const date = within(rows[0]!).getByLabelText(/^Действует до/);
    fireEvent.change(date, { target: { value: '2030-05-01' } });
    fireEvent.blur(date);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(3));
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => [c.url, c.body])).toEqual([
      ['/api/administration/assignments/a1', { notActive: true }],
      ['/api/administration/assignments/a2', { notActive: false }],
      ['/api/administration/assignments/a1', { activeUntil: '2030-05-01' }],
    ]);
  }, 15_000);

  it('deletes an assignment after a confirmation', async () => {
    const calls = await open(list([row('a1')]));
    const [first] = await screen.findAllByTestId('admin-assignment-row');
    fireEvent.click(within(first!).getByRole('button', { name: 'Удалить назначение editor (editor) — Алисова А. П.' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/administration/assignments/a1'),
    );
  });

  it('the create dialog asks for a role and a holder before sending', async () => {
    const calls = await open(list([]));
    expect(await screen.findByTestId('admin-assignments-empty')).toBeTruthy();
    fireEvent.click(screen.getByTestId('admin-assignment-create'));
    fireEvent.click(await screen.findByTestId('admin-assignment-submit'));
    expect((await screen.findAllByText('Обязательное поле')).length).toBe(2);
    expect(calls.some((c) => c.url.startsWith('/api/administration/assignments') && c.method === 'POST')).toBe(false);
  });

  it('a global role takes no object (the picker goes); a single-object role says so (shell.md §3 Role)', async () => {
    const role = (id: string, more: object) => ({
      id,
      code: id,
      name: id,
      notActive: false,
      isGlobal: false,
      isMulti: false,
      ...more,
    });
    await open((c) =>
      c.url.endsWith('/roles')
        ? {
            body: {
              roles: [role('auditor', { isGlobal: true }), role('owner', {}), role('reviewer', { isMulti: true })],
            },
          }
        : { body: [] },
    );
    fireEvent.click(await screen.findByTestId('admin-assignment-create'));
    const select = await screen.findByTestId('admin-assignment-role');
    fireEvent.change(select, { target: { value: 'auditor' } });
    expect(screen.getByTestId('admin-assignment-global').textContent).toContain('назначается без объекта');
    expect(screen.queryByText('Объект (пусто — членство в роли без объекта)')).toBeNull();
    fireEvent.change(select, { target: { value: 'owner' } });
    expect(screen.queryByTestId('admin-assignment-global')).toBeNull();
    expect(screen.getByTestId('admin-assignment-single').textContent).toContain('только на один объект');
    fireEvent.change(select, { target: { value: 'reviewer' } });
    expect(screen.queryByTestId('admin-assignment-single')).toBeNull();
  });
});
