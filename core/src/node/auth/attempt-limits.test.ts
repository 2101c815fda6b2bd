import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TempStore } from '../testing/temp-store.ts';
import { AttemptLimiter, authAttemptRules } from './attempt-limits.ts';
import { buildAuthApp, newUserForm, openAuthTestStore, testClock, type AuthTestApp } from './test-support.ts';

/**
 * The sign-in limits of docs/security.md ("Sign-in, sessions and the demo"): growing delays per
 * (e-mail, address) instead of a lock per e-mail (issue 11, item 5), a per-address ceiling of 100 wrong
 * passwords that spares e-mails already signed in from there, 20 free registrations and 5 free reset
 * requests per e-mail. The clock only moves when a test moves it.
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

const post = (url: string, payload: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, remoteAddress: ip });

async function registered(ip = '10.9.9.9') {
  const form = newUserForm();
  expect((await post('register', form, ip)).statusCode).toBe(201);
  return form;
}

const wrong = (email: string, ip: string, n = 0) => post('login', { email, password: `wrong-${n}-pass` }, ip);

/** Wrong passwords for `email` from `ip`, waiting out every delay as a patient attacker would; the 401s. */
async function guess(email: string, ip: string, times: number): Promise<number> {
  let refused = 0;
  for (let n = 0; n < times; n++) {
    let reply = await wrong(email, ip, n);
    while (reply.statusCode === 429) {
      time.advance(Number(reply.headers['retry-after']) * 1000);
      reply = await wrong(email, ip, n);
    }
    if (reply.statusCode === 401) refused++;
  }
  return refused;
}

describe('sign-in: growing delays per (e-mail, address), never a lock of the owner', () => {
  it('the owner signs in from their own address after an attacker’s 12 wrong passwords from another', async () => {
    const owner = await registered();
    expect(await guess(owner.email, '10.0.1.1', 12)).toBe(12);
    // The attacker's address is held up for that e-mail…
    expect((await post('login', { email: owner.email, password: owner.password }, '10.0.1.1')).statusCode).toBe(429);
    // …the owner elsewhere is not, not even for a moment.
    const signIn = await post('login', { email: owner.email.toUpperCase(), password: owner.password }, '10.0.2.1');
    expect(signIn.statusCode).toBe(200);
  });

  it('5 wrong passwords are free, then each next try waits 1 s, 2 s, 4 s, 8 s … (429 with a growing Retry-After)', async () => {
    const form = await registered();
    const ip = '10.0.3.1';
    for (let n = 0; n < 5; n++) expect((await wrong(form.email, ip, n)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let n = 0; n < 4; n++) {
      const held = await wrong(form.email, ip, n);
      expect(held.statusCode).toBe(429);
      expect(held.json()).toEqual({
        error: `Слишком много попыток. Повторите через ${held.headers['retry-after']} с.`,
      });
      waits.push(Number(held.headers['retry-after']));
      // One second too early is still too early.
      time.advance((waits.at(-1)! - 1) * 1000);
      expect((await wrong(form.email, ip, n)).statusCode).toBe(429);
      time.advance(1000);
      expect((await wrong(form.email, ip, n)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // The right password from that address waits too, then clears the count.
    const wait = Number((await wrong(form.email, ip)).headers['retry-after']);
    expect(wait).toBe(16);
    time.advance(wait * 1000);
    expect((await post('login', { email: form.email, password: form.password }, ip)).statusCode).toBe(200);
    for (let n = 0; n < 5; n++) expect((await wrong(form.email, ip, n)).statusCode).toBe(401);
  });

  it('an attempt is settled before its reply leaves: a wrong password right after the right one is free', async () => {
    // A database slow to settle: the client must still never read a reply whose attempt is in flight.
    class SlowToSettle extends AttemptLimiter {
      override async settle(...args: Parameters<AttemptLimiter['settle']>) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return super.settle(...args);
      }
    }
    const slow = await buildAuthApp(temp, {
      clock: time.clock,
      attempts: new SlowToSettle(temp.store, authAttemptRules(), time.clock),
    });
    try {
      const ip = '10.0.3.9';
      const login = (email: string, password: string) =>
        slow.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
      const form = await registered();
      for (let n = 0; n < 5; n++) expect((await login(form.email, `wrong-${n}-pass`)).statusCode).toBe(401);
      expect((await login(form.email, form.password)).statusCode).toBe(429);
      time.advance(1000);
      expect((await login(form.email, form.password)).statusCode).toBe(200);
      expect((await login(form.email, 'wrong-again-pass')).statusCode).toBe(401);
    } finally {
      await slow.app.close();
    }
  });

  it('caps the delay at 5 minutes and forgets the count an hour after the last try', async () => {
    const form = await registered();
    const ip = '10.0.3.2';
    expect(await guess(form.email, ip, 20)).toBe(20);
    expect((await wrong(form.email, ip)).headers['retry-after']).toBe('300');
    time.advance(60 * 60_000);
    for (let n = 0; n < 5; n++) expect((await wrong(form.email, ip, n)).statusCode).toBe(401);
  });

  it('a burst of parallel wrong passwords gets no more than the free tries', async () => {
    const form = await registered();
    const replies = await Promise.all(Array.from({ length: 12 }, (_, n) => wrong(form.email, '10.0.3.3', n)));
    const codes = replies.map((reply) => reply.statusCode).sort();
    expect(codes.filter((code) => code === 401)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(7);
  });

  it('successful sign-ins never count', async () => {
    const form = await registered();
    for (let n = 0; n < 12; n++) {
      expect((await post('login', { email: form.email, password: form.password }, '10.0.3.4')).statusCode).toBe(200);
    }
  });
});

describe('sign-in: the per-address ceiling (100 wrong passwords) against spraying', () => {
  it('wrong passwords for one account do not hold up another account at that address', async () => {
    const victim = await registered();
    const colleague = await registered();
    expect(await guess(victim.email, '10.0.4.1', 15)).toBe(15);
    expect((await post('login', { email: colleague.email, password: colleague.password }, '10.0.4.1')).statusCode).toBe(
      200,
    );
  });

  it('after 100 wrong passwords from one address a new e-mail there waits; a known one and other addresses do not', async () => {
    const ip = '10.0.5.1';
    const regular = await registered(ip);
    const newcomer = await registered('10.0.5.99');
    // Spraying: a few tries for each of many e-mails, never enough to hold up one (e-mail, address).
    for (let n = 0; n < 100; n++) expect((await wrong(`sprayed${n}@example.ru`, ip)).statusCode).toBe(401);
    const held = await post('login', { email: newcomer.email, password: newcomer.password }, ip);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('1');
    // Signed in from this address before (here: registered from it): not held up.
    expect((await post('login', { email: regular.email, password: regular.password }, ip)).statusCode).toBe(200);
    // The newcomer from their own address: not held up.
    expect((await post('login', { email: newcomer.email, password: newcomer.password }, '10.0.5.2')).statusCode).toBe(
      200,
    );
    // A delay, not a lock: after the wait the newcomer gets in there too.
    time.advance(1000);
    expect((await post('login', { email: newcomer.email, password: newcomer.password }, ip)).statusCode).toBe(200);
    // 100 real password checks (deliberately slow hashing): ~10 s alone, past 30 s on a busy 2-core machine.
  }, 120_000);
});

describe('registration and reset requests', () => {
  it('20 accounts from one address go at once, then each next one waits longer; nothing is written meanwhile', async () => {
    const ip = '10.0.6.1';
    for (let n = 0; n < 20; n++) expect((await post('register', newUserForm(), ip)).statusCode).toBe(201);
    const accounts = async () =>
      (await temp.store.query<{ n: number }>('select count(*)::int as n from ob_credential')).rows[0]!.n;
    const before = await accounts();
    const refused = await post('register', newUserForm(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(await accounts()).toBe(before);
    time.advance(1000);
    expect((await post('register', newUserForm(), ip)).statusCode).toBe(201);
    expect((await post('register', newUserForm(), ip)).headers['retry-after']).toBe('2');
    expect((await post('register', newUserForm(), '10.0.6.2')).statusCode).toBe(201);
  });

  it('the server may let more registrations through per address (ONTOBENCH_REGISTRATIONS_PER_ADDRESS)', async () => {
    const wider = await buildAuthApp(temp, {
      clock: time.clock,
      attempts: new AttemptLimiter(temp.store, authAttemptRules(25), time.clock),
    });
    try {
      const ip = '10.0.6.9';
      const register = () =>
        wider.app.inject({ method: 'POST', url: '/api/auth/register', payload: newUserForm(), remoteAddress: ip });
      for (let n = 0; n < 25; n++) expect((await register()).statusCode).toBe(201);
      expect((await register()).statusCode).toBe(429);
    } finally {
      await wider.app.close();
    }
  });

  it('5 reset requests per e-mail go at once, then they wait', async () => {
    for (let n = 0; n < 5; n++)
      expect((await post('password-reset', { email: 'reset@example.ru' }, `10.0.7.${n}`)).statusCode).toBe(202);
    const held = await post('password-reset', { email: 'reset@example.ru' }, '10.0.7.9');
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('1');
    expect((await post('password-reset', { email: 'other@example.ru' }, '10.0.7.9')).statusCode).toBe(202);
  });
});
