import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PluginTestRoot, disableWebAnimations, loadRoutePage } from '@ontobench/sdk/testing';
import type { RoleDto } from '../../common/roles/api.ts';
import { ROLES_ROUTE_ID } from '../contributions/roles.ts';
import extension from '../index.ts';
import { kernelWithHttp, type Call } from '../test-http.ts';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const role = (code: string, more: Partial<RoleDto> = {}): RoleDto => ({
  id: `id-${code}`,
  code,
  name: code,
  isGlobal: false,
  isMulti: false,
  notActive: false,
  subjectAreas: [],
  objects: [],
  editable: true,
  ...more,
});

async function open(answer: (call: Call) => { status?: number; body?: unknown }, isAdmin = true) {
  const { kernel, calls } = kernelWithHttp(answer, { id: 'me', isAdmin });
  kernel.host.install(extension);
  const Page = await loadRoutePage(kernel, ROLES_ROUTE_ID);
  render(
    <PluginTestRoot kernel={kernel} extensionId="administration" path="/settings/roles">
      <Page params={{}} />
    </PluginTestRoot>,
  );
  return calls;
}

describe('the roles page (/settings/roles, issue 21 item 2; shell.md §3 Role)', () => {
  it('lists code, name, kind, objects and state; a declared role has no actions', async () => {
    await open(() => ({
      body: {
        roles: [
          role('student', { editable: false, isMulti: true }),
          role('auditor', {
            name: 'Аудитор',
            isGlobal: true,
            notActive: true,
            objects: [{ id: 'o', name: 'Онтология вузов' }],
          }),
        ],
      },
    }));
    const rows = await screen.findAllByTestId('admin-role-row');
    expect(rows[0]!.textContent).toContain('Многообъектная');
    expect(rows[0]!.textContent).toContain('Системная');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[1]!.textContent).toContain('Глобальная');
    expect(rows[1]!.textContent).toContain('Онтология вузов');
    expect(rows[1]!.textContent).toContain('Не активна');
    expect(within(rows[1]!).getByRole('button', { name: 'Изменить роль Аудитор' })).toBeTruthy();
  });

  it('a non-administrator reads the list without any action', async () => {
    await open(() => ({ body: { roles: [role('editor', { editable: false })] } }), false);
    await screen.findAllByTestId('admin-role-row');
    expect(screen.queryByTestId('admin-role-create')).toBeNull();
    expect(screen.getByText('Роли создаёт и меняет администратор; здесь видны все роли.')).toBeTruthy();
  });

  it('the rows are the SDK’s one list of roles (GET /api/roles, as the tag dialog offers); details joined by id', async () => {
    const { id, code, name, isGlobal, isMulti, notActive } = role('curator', { name: 'Куратор' });
    const calls = await open(
      (c) =>
        c.url === '/api/roles'
          ? {
              body: {
                roles: [
                  { id, code, name, isGlobal, isMulti, notActive },
                  { ...role('fresh'), name: 'Новая' },
                ],
              },
            }
          : { body: { roles: [role('curator', { name: 'Куратор', objects: [{ id: 'o', name: 'Курс физики' }] })] } },
      false,
    );
    const rows = await screen.findAllByTestId('admin-role-row');
    expect(rows.map((r) => r.textContent?.includes('Куратор') || r.textContent?.includes('Новая'))).toEqual([
      true,
      true,
    ]);
    expect(rows[0]!.textContent).toContain('Курс физики');
    expect(calls.map((c) => c.url).sort()).toEqual(['/api/administration/roles', '/api/roles']);
  });

  it('creates a role; a taken code shows the server’s text', async () => {
    const calls = await open((c) =>
      c.method === 'POST'
        ? { status: 409, body: { error: 'Роль с кодом «editor» уже есть: «editor»' } }
        : { body: { roles: [] } },
    );
    expect(await screen.findByTestId('admin-roles-empty')).toBeTruthy();
    fireEvent.click(screen.getByTestId('admin-role-create'));
    fireEvent.change(await screen.findByTestId('admin-role-code'), { target: { value: 'editor' } });
    fireEvent.change(screen.getByTestId('admin-role-name'), { target: { value: 'Редактор' } });
    fireEvent.click(screen.getByTestId('admin-role-submit'));
    expect((await screen.findByTestId('admin-role-problem')).textContent).toContain('уже есть');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      code: 'editor',
      name: 'Редактор',
      isGlobal: false,
      isMulti: false,
      notActive: false,
      subjectAreas: [],
    });
  });

  it('deletes a role after a confirmation', async () => {
    const calls = await open((c) => (c.method === 'DELETE' ? { status: 204 } : { body: { roles: [role('auditor')] } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить роль auditor' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/administration/roles/id-auditor'),
    );
  });

  it('a failed load offers a retry', async () => {
    await open(() => ({ status: 500, body: { error: 'Нет связи' } }));
    expect((await screen.findByTestId('admin-roles-failed')).textContent).toContain('Нет связи');
  });
});
