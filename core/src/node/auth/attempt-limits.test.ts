import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TempStore } from '../testing/temp-store.ts';
import { buildAuthApp, newUserForm, openAuthTestStore, testClock, type AuthTestApp } from './test-support.ts';

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

const post = (url: string, payload: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, remoteAddress: ip });

describe('sign-in attempt limits', () => {
  it('after 10 wrong passwords for one e-mail within 15 minutes even the right one waits; then it works', async () => {
    const form = newUserForm();
    expect((await post('register', form, '10.0.0.9')).statusCode).toBe(201);
    for (let n = 0; n < 10; n++) {
      const wrong = await post('login', { email: form.email, password: `wrong-${n}-pass` }, `10.0.1.${n}`);
      expect(wrong.statusCode).toBe(401);
    }
    const held = await post('login', { email: form.email.toUpperCase(), password: form.password }, '10.0.2.1');
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({ error: 'Слишком много попыток. Повторите через 900 с.' });
    expect(held.headers['retry-after']).toBe('900');
    // Another e-mail from the same addresses is not held up.
    const other = newUserForm();
    expect((await post('register', other, '10.0.0.9')).statusCode).toBe(201);
    expect((await post('login', { email: other.email, password: other.password }, '10.0.1.1')).statusCode).toBe(200);
    time.advance(15 * 60_000);
    expect((await post('login', { email: form.email, password: form.password }, '10.0.2.1')).statusCode).toBe(200);
  });

  it('successful sign-ins never count', async () => {
    const form = newUserForm();
    expect((await post('register', form, '10.0.3.9')).statusCode).toBe(201);
    for (let n = 0; n < 12; n++) {
      expect((await post('login', { email: form.email, password: form.password }, '10.0.3.1')).statusCode).toBe(200);
    }
  });

  it('holds up an address after 50 wrong passwords for any e-mails, and 20 accounts an hour', async () => {
    for (let n = 0; n < 50; n++) {
      expect(
        (await post('login', { email: `nobody${n}@example.ru`, password: 'whatever-1' }, '10.0.4.1')).statusCode,
      ).toBe(401);
    }
    expect((await post('login', { email: 'someone@example.ru', password: 'whatever-1' }, '10.0.4.1')).statusCode).toBe(
      429,
    );
    for (let n = 0; n < 20; n++) expect((await post('register', newUserForm(), '10.0.5.1')).statusCode).toBe(201);
    const accounts = async () =>
      (await temp.store.query<{ n: number }>('select count(*)::int as n from ob_credential')).rows[0]!.n;
    const before = await accounts();
    const refused = await post('register', newUserForm(), '10.0.5.1');
    expect(refused.statusCode).toBe(429);
    expect(await accounts()).toBe(before);
    time.advance(60 * 60_000);
    expect((await post('register', newUserForm(), '10.0.5.1')).statusCode).toBe(201);
  });

  it('sends at most 5 reset mails per e-mail in 15 minutes', async () => {
    for (let n = 0; n < 5; n++)
      expect((await post('password-reset', { email: 'reset@example.ru' }, `10.0.6.${n}`)).statusCode).toBe(202);
    expect((await post('password-reset', { email: 'reset@example.ru' }, '10.0.6.9')).statusCode).toBe(429);
  });
});
