import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS } from '../../common/ontology/system-ontology.ts';
import type { TempStore } from '../testing/temp-store.ts';
import { AUTH_TTL_MS } from './clock.ts';
import { tokenHash } from './tokens.ts';
import {
  bearer,
  buildAuthApp,
  makeAdmin,
  newUserForm,
  openAuthTestStore,
  testClock,
  type AuthTestApp,
} from './test-support.ts';

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

/** A registered, signed-in user with a data-source session. */
async function signedIn() {
  const form = newUserForm();
  const registered = await post('register', form);
  expect(registered.statusCode).toBe(201);
  const { jwtToken, user } = registered.json() as { jwtToken: string; user: { id: string } };
  const osa = (await get('osa-sessionid', bearer(jwtToken))).json() as { res: string }[];
  const { session } = JSON.parse(osa[0]!.res) as { session: string };
  return { form, jwtToken, userId: user.id, session, headers: bearer(jwtToken) };
}

const login = (email: string, password: string) => post('login', { email, password });

describe('POST set-password', () => {
  it('changes the caller’s password', async () => {
    const me = await signedIn();
    const response = await post('set-password', { password: 'new-password', session_id: me.session }, me.headers);
    expect(response.statusCode).toBe(204);
    expect((await login(me.form.email, 'new-password')).statusCode).toBe(200);
    expect((await login(me.form.email, me.form.password)).statusCode).toBe(401);
  });

  it('needs the caller’s own data-source session', async () => {
    const me = await signedIn();
    const other = await signedIn();
    const cases: [unknown, string][] = [
      [undefined, 'Session not set'],
      ['', 'Session not set'],
      ['made-up', 'Invalid session id'],
      [other.session, 'Invalid session id'],
    ];
    for (const [sessionId, error] of cases) {
      const response = await post('set-password', { password: 'new-password', session_id: sessionId }, me.headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error });
    }
    expect((await login(me.form.email, me.form.password)).statusCode).toBe(200);
  });

  it('checks the password with the registration rule', async () => {
    const me = await signedIn();
    const response = await post('set-password', { password: 'short', session_id: me.session }, me.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Пароль должен содержать от 8 до 30 символов, сейчас 5',
      issues: [
        { field: 'password', code: 'passwordLength', message: 'Пароль должен содержать от 8 до 30 символов, сейчас 5' },
      ],
    });
    const empty = await post('set-password', { session_id: me.session }, me.headers);
    expect(empty.json()).toMatchObject({ error: 'Обязательное поле' });
  });

  it('lets only an administrator set someone else’s password', async () => {
    const me = await signedIn();
    const victim = await signedIn();
    const refused = await post(
      'set-password',
      { password: 'hijacked-1', session_id: me.session, user_id: victim.userId },
      me.headers,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Недостаточно прав' });
    expect((await login(victim.form.email, 'hijacked-1')).statusCode).toBe(401);

    await makeAdmin(temp.store, me.userId);
    const allowed = await post(
      'set-password',
      { password: 'reset-by-admin', session_id: me.session, user_id: victim.userId.toUpperCase() },
      me.headers,
    );
    expect(allowed.statusCode).toBe(204);
    expect((await login(victim.form.email, 'reset-by-admin')).statusCode).toBe(200);

    const unknown = await post(
      'set-password',
      { password: 'whatever-1', session_id: me.session, user_id: CLASS.User },
      me.headers,
    );
    expect(unknown.statusCode).toBe(404);
    const malformed = await post(
      'set-password',
      { password: 'whatever-1', session_id: me.session, user_id: 'nope' },
      me.headers,
    );
    expect(malformed.statusCode).toBe(400);
  });

  it('is 401 when not signed in and 400 for wrong types', async () => {
    const anonymous = await post('set-password', { password: 'new-password', session_id: 'x' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'Необходимо войти в систему' });
    const me = await signedIn();
    const wrongType = await post('set-password', { password: 12345678, session_id: me.session }, me.headers);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ error: 'password must be a string' });
  });
});

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
    // The old sign-in and its data-source session are over.
    expect((await get('check-auth', me.headers)).json()).toMatchObject({ isAuthenticated: false });

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
