import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS } from '../../common/ontology/system-ontology.ts';
import type { TempStore } from '../testing/temp-store.ts';
import { jwtFor } from './route-support.ts';
import { createWebSession } from './sessions.ts';
import {
  buildAuthApp,
  makeAdmin,
  openAuthTestStore,
  registerAndSignIn,
  signInOver,
  TEST_SECRET,
  testClock,
  type AuthTestApp,
  type SignedInTestUser,
} from './test-support.ts';
import { ensureUser } from './users.ts';

/**
 * POST auth/set-password (spec shell.md §7: password, session_id, optional user_id) with the
 * `current_password` of issue 11, item 8: users confirm their current password and their other
 * sign-ins end; an administrator setting someone else's password ends all of that user's sign-ins.
 */

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

const setPassword = (who: SignedInTestUser, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/set-password',
    payload: { session_id: who.session, ...body },
    headers: who.headers,
  });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
/** 200 while the token's sign-in lives, 401 once it has ended. */
const dataSessionStatus = async (who: SignedInTestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/osa-sessionid', headers: who.headers })).statusCode;

const signedIn = () => registerAndSignIn(t.app);

describe('POST set-password: one’s own password', () => {
  it('changes it with the right current password; the other sign-ins end, this one goes on', async () => {
    const here = await signedIn();
    const elsewhere = await signInOver(t.app, here.form.email, here.form.password);
    const reply = await setPassword(here, { password: 'new-password', current_password: here.form.password });
    expect(reply.statusCode).toBe(204);
    expect((await login(here.form.email, 'new-password')).statusCode).toBe(200);
    expect((await login(here.form.email, here.form.password)).statusCode).toBe(401);
    expect(await dataSessionStatus(elsewhere)).toBe(401);
    expect(await dataSessionStatus(here)).toBe(200);
    // The data-source session of the sign-in that changed it still works; the other one's does not.
    expect((await setPassword(here, { password: 'newer-password', current_password: 'new-password' })).statusCode).toBe(
      204,
    );
    expect(t.ended).toContain(elsewhere.webSessionId);
    expect(t.ended).not.toContain(here.webSessionId);
  });

  it('refuses a missing or wrong current password and changes nothing', async () => {
    const me = await signedIn();
    const other = await signInOver(t.app, me.form.email, me.form.password);
    const ended = t.ended.length;
    const missing = await setPassword(me, { password: 'new-password' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'Введите текущий пароль' });
    const wrong = await setPassword(me, { password: 'new-password', current_password: 'not-my-password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ error: 'Неверный текущий пароль' });
    expect((await login(me.form.email, me.form.password)).statusCode).toBe(200);
    expect((await login(me.form.email, 'new-password')).statusCode).toBe(401);
    expect(await dataSessionStatus(other)).toBe(200);
    expect(t.ended.length).toBe(ended);
  });

  it('holds up guessing the current password: 5 wrong ones, then a growing delay', async () => {
    const me = await signedIn();
    for (let n = 0; n < 5; n++)
      expect((await setPassword(me, { password: 'new-password', current_password: `guess-${n}-x` })).statusCode).toBe(
        403,
      );
    const held = await setPassword(me, { password: 'new-password', current_password: me.form.password });
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('1');
    time.advance(1000);
    expect((await setPassword(me, { password: 'new-password', current_password: me.form.password })).statusCode).toBe(
      204,
    );
  });

  it('checks the new password with the registration rule first', async () => {
    const me = await signedIn();
    const reply = await setPassword(me, { password: 'short', current_password: me.form.password });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      error: 'Пароль должен содержать от 8 до 30 символов, сейчас 5',
      issues: [
        { field: 'password', code: 'passwordLength', message: 'Пароль должен содержать от 8 до 30 символов, сейчас 5' },
      ],
    });
    expect((await setPassword(me, { current_password: me.form.password })).json()).toMatchObject({
      error: 'Обязательное поле',
    });
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
      const reply = await setPassword(me, {
        password: 'new-password',
        current_password: me.form.password,
        session_id: sessionId,
      });
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({ error });
    }
    expect((await login(me.form.email, me.form.password)).statusCode).toBe(200);
  });

  it('is 401 when not signed in and 400 for wrong types', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { password: 'new-password', session_id: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'Необходимо войти в систему' });
    const me = await signedIn();
    const wrongType = await setPassword(me, { password: 12345678, current_password: me.form.password });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ error: 'password must be a string' });
    const wrongCurrent = await setPassword(me, { password: 'new-password', current_password: 42 });
    expect(wrongCurrent.json()).toEqual({ error: 'current_password must be a string' });
  });
});

describe('POST set-password: someone else’s password', () => {
  it('only an administrator sets it, without the current one, and all that user’s sign-ins end', async () => {
    const me = await signedIn();
    const victim = await signedIn();
    const victimElsewhere = await signInOver(t.app, victim.form.email, victim.form.password);
    const refused = await setPassword(me, { password: 'hijacked-1', user_id: victim.userId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Недостаточно прав' });
    expect((await login(victim.form.email, 'hijacked-1')).statusCode).toBe(401);
    expect(await dataSessionStatus(victim)).toBe(200);

    await makeAdmin(temp.store, me.userId);
    const allowed = await setPassword(me, { password: 'reset-by-admin', user_id: victim.userId.toUpperCase() });
    expect(allowed.statusCode).toBe(204);
    expect((await login(victim.form.email, 'reset-by-admin')).statusCode).toBe(200);
    expect(await dataSessionStatus(victim)).toBe(401);
    expect(await dataSessionStatus(victimElsewhere)).toBe(401);
    expect(t.ended).toEqual(expect.arrayContaining([victim.webSessionId, victimElsewhere.webSessionId]));
    // The administrator's own sign-in is untouched.
    expect(await dataSessionStatus(me)).toBe(200);

    const unknown = await setPassword(me, { password: 'whatever-1', user_id: CLASS.User });
    expect(unknown.statusCode).toBe(404);
    expect((await setPassword(me, { password: 'whatever-1', user_id: 'nope' })).statusCode).toBe(400);
  });

  it('an administrator setting their own password through user_id still confirms the current one', async () => {
    const admin = await signedIn();
    await makeAdmin(temp.store, admin.userId);
    const reply = await setPassword(admin, { password: 'new-password', user_id: admin.userId });
    expect(reply.statusCode).toBe(400);
    expect((await login(admin.form.email, admin.form.password)).statusCode).toBe(200);
  });

  it('a user without a password (made through the data API) is sent to the reset link: 409', async () => {
    const admin = await signedIn();
    await makeAdmin(temp.store, admin.userId);
    const bare = await ensureUser(temp.store, {
      email: `bare-${Date.now()}@example.ru`,
      password: 'initial-pass-1',
      fullName: 'Безпаролев Борис Борисович',
      isAdmin: false,
    });
    await temp.store.query('delete from ob_credential where user_id = $1', [bare]);
    // Signed in through a provider, say: a session without a credential.
    const web = await createWebSession(temp.store, bare, time.now());
    const token = jwtFor(bare, web, TEST_SECRET, time.now());
    const osa = await t.app.inject({
      method: 'GET',
      url: '/api/auth/osa-sessionid',
      headers: { authorization: `Bearer ${token}` },
    });
    const session = (JSON.parse(osa.json<{ res: string }[]>()[0]!.res) as { session: string }).session;
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { password: 'new-password', current_password: 'anything-1', session_id: session },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({ error: 'У учётной записи ещё нет пароля: задайте его по ссылке для сброса пароля' });
  });
});
