import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RolesReply } from '../../../common/roles.ts';
import { chromeKernel, renderWithKernel } from '../../chrome/test-support.tsx';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import type { HttpClient } from '../../services/shell-contracts.ts';
import { assignableRoles } from './assignable-roles.ts';
import type { AssignmentRecord } from './assignment-state.ts';
import { AssignmentsPanel } from './AssignmentsPanel.tsx';

const record = (id: string, role: string): AssignmentRecord => ({
  id,
  obj_id: 'obj-1',
  obj: 'Объект',
  obj_class: null,
  role: null,
  role_id: null,
  user: `Пользователь ${id}`,
  user_id: `u-${id}`,
  role_code: role,
  not_active: false,
  activeUntil: null,
  osaRole: null,
  osaRole_id: null,
  osaRoleUserIds: [],
});

const role = (id: string, code: string, name: string, flags: { isGlobal?: boolean; notActive?: boolean } = {}) => ({
  id,
  code,
  name,
  isGlobal: flags.isGlobal ?? false,
  isMulti: true,
  notActive: flags.notActive ?? false,
});

/** What a server with an area whose roles are instances and one whose roles are codes answers (GET /api/roles). */
const ROLES: RolesReply = {
  roles: [
    role('r-teacher', 'teacher', 'Преподаватель'),
    role('r-editor', 'editor', 'Редактор курса'),
    role('r-old', 'retired', 'Бывшая роль', { notActive: true }),
    role('r-admins', 'admins', 'Администраторы', { isGlobal: true }),
  ],
  codeRoles: [
    { code: 'editor', name: 'Редактор' },
    { code: 'reader', name: 'Читатель' },
  ],
};

function kernel(list: AssignmentRecord[], roles: RolesReply = ROLES) {
  const k = chromeKernel();
  const http = {
    request: vi.fn(async (url: string) => new Response(JSON.stringify(url === '/api/roles' ? roles : list))),
  };
  if (k.container.isBound(CORE_TOKENS.Http)) k.container.unbind(CORE_TOKENS.Http);
  k.container.bind(CORE_TOKENS.Http).toConstantValue(http as unknown as HttpClient);
  return k;
}

describe('assignableRoles: what the server says may be assigned (shell.md §5 "only if the role code is known")', () => {
  it('the active non-global Role instances, then the code-only roles whose code no instance has', () => {
    expect(assignableRoles(ROLES)).toEqual([
      { code: 'teacher', name: 'Преподаватель', roleId: 'r-teacher' },
      { code: 'editor', name: 'Редактор курса', roleId: 'r-editor' },
      { code: 'reader', name: 'Читатель', roleId: null },
    ]);
    expect(assignableRoles({ roles: [], codeRoles: [] })).toEqual([]);
  });
});

describe('AssignmentsPanel: roles from the server, by their names', () => {
  it('names each assignment’s role by the server’s role name and shows a code nobody declares as it is', async () => {
    renderWithKernel(
      kernel([record('1', 'teacher'), record('2', 'reader'), record('3', 'retired'), record('4', 'x-custom')]),
      <AssignmentsPanel instId="obj" readonly={false} />,
    );
    const row = async (id: string) => within((await screen.findByText(`Пользователь ${id}`)).parentElement!);
    await waitFor(async () => expect((await row('1')).getByText('Преподаватель')).toBeTruthy());
    expect((await row('2')).getByText('Читатель')).toBeTruthy();
    expect((await row('3')).getByText('Бывшая роль')).toBeTruthy();
    expect((await row('4')).getByText('x-custom')).toBeTruthy();
    expect(screen.queryByText('teacher')).toBeNull();
    // The role to assign: the first the server offers, by its name.
    expect(screen.getByRole('combobox', { name: 'Роль' }).textContent).toContain('Преподаватель');
    fireEvent.click(screen.getByRole('combobox', { name: 'Роль' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Преподаватель', 'Редактор курса', 'Читатель']);
  });

  it('offers nothing and cannot add while the server names no role (a core with no area)', async () => {
    renderWithKernel(kernel([], { roles: [], codeRoles: [] }), <AssignmentsPanel instId="obj" readonly={false} />);
    expect(await screen.findByText('Назначений нет')).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Назначить' });
    expect(add.hasAttribute('disabled') || add.getAttribute('aria-disabled') === 'true').toBe(true);
  });
});
