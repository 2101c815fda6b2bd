import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TempStore } from '../testing/temp-store.ts';
import { AUTH_TTL_MS } from './clock.ts';
import { tokenHash } from './tokens.ts';
import { buildAuthApp, openAuthTestStore, registerAndSignIn, testClock, type AuthTestApp } from './test-support.ts';

let temp: TempStore;
let t: AuthTestApp;
const time = testClock(new Date('2025-06-01T10:00:00Z'));

beforeAll(async () => {
  temp = await openAuthTestStore();
  t = await buildAuthApp(temp, { clock: time.clock });
});
afterAll(async () => {
  await t?.app.close();
  await temp?.dispose();
});

type Headers = Record<string, string>;

const post = (url: string, payload?: unknown, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload: payload as object, headers });
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url: `/api/auth/${url}`, headers });

const signedIn = () => registerAndSignIn(t.app);

const login = (email: string, password: string) => post('login', { email, password });

/** The token of the last reset link the server logged for `email`. */
function loggedResetToken(email: string): string | null {
  const prefix = `Password reset link for ${email}: /osa-auth/password-reset?token=`;
  const messages = t.logs.map((line) => (JSON.parse(line) as { msg?: string }).msg ?? '');
  const found = messages.filter((msg) => msg.startsWith(prefix)).at(-1);
  return found ? found.slice(prefix.length) : null;
}

async function requestReset(email: string) {
  const response = await post('password-reset', { email });
  expect(response.statusCode).toBe(202);
  expect(response.json()).toEqual({ ok: true });
}

describe('password reset', () => {
  it('answers 202 for an unknown e-mail, without a link', async () => {
    const before = t.logs.length;
    await requestReset('nobody@example.ru');
    await requestReset('not an e-mail');
    expect(t.logs.slice(before).join('')).not.toContain('Password reset link');
  });

  it('logs a link for a known e-mail; the link sets the password once and signs out everywhere', async () => {
    const me = await signedIn();
    await requestReset(me.form.email.toUpperCase());
    const token = loggedResetToken(me.form.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    const { rows } = await temp.store.query(
      `select token_hash from ob_auth_token where kind = 'reset' and user_id = $1`,
      [me.userId],
    );
    expect(rows).toEqual([{ token_hash: tokenHash(token!) }]);

    const confirmed = await post('password-reset/confirm', { token, password: 'after-reset' });
    expect(confirmed.statusCode).toBe(204);
    expect((await login(me.form.email, 'after-reset')).statusCode).toBe(200);
    expect((await login(me.form.email, me.form.password)).statusCode).toBe(401);
    // The old sign-in and its data-source session are over, and reported so (its sockets close).
    expect((await get('check-auth', me.headers)).json()).toMatchObject({ isAuthenticated: false });
    expect(t.ended).toContain(me.webSessionId);

    const again = await post('password-reset/confirm', { token, password: 'second-try' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'Ссылка для сброса пароля недействительна или устарела' });
    expect((await login(me.form.email, 'second-try')).statusCode).toBe(401);
  });

  it('refuses an expired link', async () => {
    const me = await signedIn();
    await requestReset(me.form.email);
    const token = loggedResetToken(me.form.email);
    time.advance(AUTH_TTL_MS.resetToken);
    const response = await post('password-reset/confirm', { token, password: 'too-late-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Ссылка для сброса пароля недействительна или устарела' });
    expect((await login(me.form.email, me.form.password)).statusCode).toBe(200);
  });

  it('refuses an unknown or missing token', async () => {
    for (const token of ['made-up', undefined]) {
      const response = await post('password-reset/confirm', { token, password: 'whatever-1' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Ссылка для сброса пароля недействительна или устарела' });
    }
  });

  it('checks the new password before spending the link', async () => {
    const me = await signedIn();
    await requestReset(me.form.email);
    const token = loggedResetToken(me.form.email);
    const weak = await post('password-reset/confirm', { token, password: '1234567' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ error: 'Пароль должен содержать от 8 до 30 символов, сейчас 7' });
    expect((await post('password-reset/confirm', { token, password: '12345678' })).statusCode).toBe(204);
  });

  it('refuses wrong types with 400', async () => {
    expect((await post('password-reset', { email: ['a@b.ru'] })).statusCode).toBe(400);
    const confirm = await post('password-reset/confirm', { token: 1, password: 'whatever-1' });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json()).toEqual({ error: 'token must be a string' });
  });
});
