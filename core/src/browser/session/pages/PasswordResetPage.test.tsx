import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { fakeFetch, json } from '../../http/fake-fetch.ts';
import { createTestKernel } from '../../kernel/test-kernel.ts';
import { shellExtension } from '../../shell-extension.ts';
import { Shell } from '../../ui/Shell.tsx';
import { healthyBackend } from '../test-replies.ts';

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  const kernel = createTestKernel();
  kernel.host.install(shellExtension);
  render(<Shell kernel={kernel} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('password reset (spec shell.md §2, domain §5 password rule)', () => {
  it('asks for the e-mail, checks it, and confirms the link was sent', async () => {
    const { calls } = fakeFetch({
      ...healthyBackend,
      'POST /api/auth/password-reset': () => json({ ok: true }, 202),
    });
    renderAt('/osa-auth/password-reset');
    const email = await screen.findByRole('textbox', { name: /E-mail/ });
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect(await screen.findByText('Строка не похожа на e-mail')).toBeTruthy();
    fireEvent.change(email, { target: { value: ' user@example.org ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect(
      await screen.findByText('Если такой e-mail зарегистрирован, на него отправлена ссылка для сброса пароля.'),
    ).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/auth/password-reset')!.body).toEqual({ email: 'user@example.org' });
  });

  it('with the token of the link: the password rule, then the server answer', async () => {
    let reply = json({ error: 'Ссылка для сброса пароля недействительна или устарела' }, 400);
    const { calls } = fakeFetch({ ...healthyBackend, 'POST /api/auth/password-reset/confirm': () => reply });
    renderAt('/osa-auth/password-reset?token=tok-1');
    const password = await screen.findByLabelText(/Новый пароль/);
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByText('Пароль должен содержать от 8 до 30 символов, сейчас 5')).toBeTruthy();
    fireEvent.change(password, { target: { value: 'long-enough-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ссылка для сброса пароля недействительна или устарела',
    );
    reply = new Response(null, { status: 204 });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByText('Пароль изменён. Войдите с новым паролем.')).toBeTruthy();
    expect(calls.at(-1)!.body).toEqual({ token: 'tok-1', password: 'long-enough-1' });
  });
});
