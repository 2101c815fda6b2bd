import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chromeKernel, renderWithKernel } from '../../chrome/test-support.tsx';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import type { HttpClient } from '../../services/shell-contracts.ts';
import type { AssignmentRecord } from './assignment-state.ts';
import { AssignmentsPanel } from './AssignmentsPanel.tsx';

const record = (id: string, role: string): AssignmentRecord => ({
  id,
  user: `Пользователь ${id}`,
  user_id: `u-${id}`,
  role_code: role,
  not_active: false,
  activeUntil: null,
});

function kernel(list: AssignmentRecord[]) {
  const k = chromeKernel();
  const http = { request: vi.fn(async () => new Response(JSON.stringify(list), { status: 200 })) };
  if (k.container.isBound(CORE_TOKENS.Http)) k.container.unbind(CORE_TOKENS.Http);
  k.container.bind(CORE_TOKENS.Http).toConstantValue(http as unknown as HttpClient);
  return k;
}

describe('AssignmentsPanel: roles by their names, no codes in the Russian UI', () => {
  it('names the known role codes (shell.md §3 diagram and education roles) and shows an unknown one as it is', async () => {
    renderWithKernel(
      kernel([record('1', 'teacher'), record('2', 'reader'), record('3', 'course_creator'), record('4', 'x-custom')]),
      <AssignmentsPanel instId="obj" readonly={false} />,
    );
    const row = async (id: string) => within((await screen.findByText(`Пользователь ${id}`)).parentElement!);
    expect((await row('1')).getByText('Преподаватель')).toBeTruthy();
    expect((await row('2')).getByText('Читатель')).toBeTruthy();
    expect((await row('3')).getByText('Создатель курсов')).toBeTruthy();
    expect((await row('4')).getByText('x-custom')).toBeTruthy();
    // The role to assign: "editor" by default, shown by its name.
    expect(screen.getByRole('combobox', { name: 'Роль' }).textContent).toContain('Редактор');
    expect(screen.queryByText('teacher')).toBeNull();
  });
});
