import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { STORAGE_KEYS } from '../../../common/storage-keys.ts';
import { fakeFetch, json } from '../../http/fake-fetch.ts';
import { createTestKernel } from '../../kernel/test-kernel.ts';
import { memoryStorage } from '../../services/storage.ts';
import { shellExtension } from '../../shell-extension.ts';
import { Shell } from '../../ui/Shell.tsx';
import { checkAuthReply, healthyBackend } from '../test-replies.ts';

/** The profile's password change (issue 11, item 8; the password rule of spec shell.md §5 and §9). */

function renderProfile() {
  window.history.replaceState(null, '', '/user_profile');
  const kernel = createTestKernel(memoryStorage({ [STORAGE_KEYS.token]: 'jwt', [STORAGE_KEYS.sessionId]: 'ds-7' }));
  kernel.host.install(shellExtension);
  render(<Shell kernel={kernel} />);
}

afterEach(() => vi.unstubAllGlobals());

const setPasswordCalls = (calls: { path: string }[]) => calls.filter((c) => c.path === '/api/auth/set-password');

describe('change the password on /user_profile', () => {
  it('checks both fields first: the current password is required, the new one has 8 to 30 characters', async () => {
    const { calls } = fakeFetch({ ...healthyBackend, 'GET /api/auth/check-auth': () => json(checkAuthReply()) });
    renderProfile();
    const form = within(await screen.findByTestId('change-password', {}, { timeout: 5000 }));
    fireEvent.change(form.getByLabelText(/Новый пароль/), { target: { value: 'short' } });
    fireEvent.click(form.getByRole('button', { name: 'Изменить пароль' }));
    expect(await form.findByText('Обязательное поле')).toBeTruthy();
    expect(form.getByText('Пароль должен содержать от 8 до 30 символов, сейчас 5')).toBeTruthy();
    expect(setPasswordCalls(calls)).toEqual([]);
  });

  it('sends the current password with the new one and the data-source session; shows the server’s refusal, then success', async () => {
    let reply = json({ error: 'Неверный текущий пароль' }, 403);
    const { calls } = fakeFetch({
      ...healthyBackend,
      'GET /api/auth/check-auth': () => json(checkAuthReply()),
      'POST /api/auth/set-password': () => reply,
    });
    renderProfile();
    const form = within(await screen.findByTestId('change-password', {}, { timeout: 5000 }));
    const current = form.getByLabelText(/Текущий пароль/);
    const next = form.getByLabelText(/Новый пароль/);
    fireEvent.change(current, { target: { value: 'not-mine-1' } });
    fireEvent.change(next, { target: { value: 'brand-new-pass' } });
    fireEvent.click(form.getByRole('button', { name: 'Изменить пароль' }));
    expect((await form.findByRole('alert')).textContent).toBe('Неверный текущий пароль');
    expect(setPasswordCalls(calls).at(-1)).toMatchObject({
      method: 'POST',
      body: { password: 'brand-new-pass', current_password: 'not-mine-1', session_id: 'ds-7' },
    });

    reply = new Response(null, { status: 204 });
    fireEvent.change(current, { target: { value: 'my-password-1' } });
    fireEvent.click(form.getByRole('button', { name: 'Изменить пароль' }));
    expect(await form.findByText('Пароль изменён. Вход на других устройствах завершён.')).toBeTruthy();
    expect(form.queryByRole('alert')).toBeNull();
    expect((current as HTMLInputElement).value).toBe('');
    expect((next as HTMLInputElement).value).toBe('');
  });

  it('speaks English to an English user, the server’s texts included', async () => {
    fakeFetch({
      ...healthyBackend,
      'GET /api/auth/check-auth': () => json(checkAuthReply({ language: 'en' })),
      'POST /api/auth/set-password': () => json({ error: 'Введите текущий пароль' }, 400),
    });
    renderProfile();
    const form = within(await screen.findByTestId('change-password', {}, { timeout: 5000 }));
    expect(await form.findByRole('heading', { name: 'Change the password' })).toBeTruthy();
    fireEvent.change(form.getByLabelText(/Current password/), { target: { value: 'x' } });
    fireEvent.change(form.getByLabelText(/New password/), { target: { value: 'brand-new-pass' } });
    expect(form.getByText('From 8 to 30 characters')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Change the password' }));
    expect((await form.findByRole('alert')).textContent).toBe('Enter the current password');
  });
});
