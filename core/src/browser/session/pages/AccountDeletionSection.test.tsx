import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { STORAGE_KEYS } from '../../../common/storage-keys.ts';
import { fakeFetch, json } from '../../http/fake-fetch.ts';
import { createTestKernel } from '../../kernel/test-kernel.ts';
import { memoryStorage } from '../../services/storage.ts';
import { shellExtension } from '../../shell-extension.ts';
import { Shell } from '../../ui/Shell.tsx';
import { checkAuthReply, healthyBackend } from '../test-replies.ts';

/**
 * The profile's account deletion: spec shell.md §3 User `deleteAccountRequestDate`; §9 "Account deletion
 * date = request date plus a configured number of days. User delete timeout default 3 days."
 */

function renderProfile() {
  window.history.replaceState(null, '', '/user_profile');
  const kernel = createTestKernel(memoryStorage({ [STORAGE_KEYS.token]: 'jwt', [STORAGE_KEYS.sessionId]: 'ds-7' }));
  kernel.host.install(shellExtension);
  render(<Shell kernel={kernel} />);
}

afterEach(() => vi.unstubAllGlobals());

const deletionCalls = (calls: { path: string }[]) => calls.filter((c) => c.path === '/api/auth/account-deletion');

describe('account deletion on /user_profile', () => {
  it('asks with the current password, shows the refusal, then the day (request + 3 days) and takes it back', async () => {
    let requested: string | null = null;
    let reply = () => json({ error: 'Неверный текущий пароль' }, 403);
    const { calls } = fakeFetch({
      ...healthyBackend,
      'GET /api/auth/check-auth': () => json(checkAuthReply({ deleteAccountRequestDate: requested })),
      'POST /api/auth/account-deletion': () => reply(),
      'DELETE /api/auth/account-deletion': () => {
        requested = null;
        return new Response(null, { status: 204 });
      },
    });
    renderProfile();
    const form = within(await screen.findByTestId('account-deletion', {}, { timeout: 5000 }));
    fireEvent.change(form.getByLabelText(/Текущий пароль/), { target: { value: 'not-mine-1' } });
    fireEvent.click(form.getByRole('button', { name: 'Запросить удаление' }));
    expect((await form.findByRole('alert')).textContent).toBe('Неверный текущий пароль');
    expect(deletionCalls(calls).at(-1)).toMatchObject({ method: 'POST', body: { current_password: 'not-mine-1' } });

    reply = () => {
      requested = '2026-03-10';
      return json({ deleteAccountRequestDate: requested });
    };
    fireEvent.click(form.getByRole('button', { name: 'Запросить удаление' }));
    expect(await form.findByText('Учётная запись будет удалена 13.03.2026 по вашему запросу.')).toBeTruthy();
    // The shell's bar shows the same day.
    expect(screen.getByTestId('account-deletion-bar').textContent).toBe(
      'Учётная запись будет удалена 13.03.2026 по вашему запросу.',
    );

    fireEvent.click(form.getByRole('button', { name: 'Отменить удаление' }));
    expect(await form.findByRole('button', { name: 'Запросить удаление' })).toBeTruthy();
    expect(deletionCalls(calls).at(-1)).toMatchObject({ method: 'DELETE' });
    expect(screen.queryByTestId('account-deletion-bar')).toBeNull();
  });
});
