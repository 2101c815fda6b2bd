import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCache } from '../data/result-cache.ts';
import type { TempStore } from '../testing/temp-store.ts';
import { buildAuthApp, openAuthTestStore, registerAndSignIn, type SignedInTestUser } from './test-support.ts';

/**
 * The account-deletion request under the server's read cache (spec shell.md §3 `deleteAccountRequestDate`,
 * §9; docs/store.md "The read cache"). The cache here keeps profiles and hears of no database notice, so
 * only the route's own word makes the next auth check read the write: what the profile page asks at once.
 */
let temp: TempStore;
let app: FastifyInstance;
let user: SignedInTestUser;

beforeAll(async () => {
  temp = await openAuthTestStore();
  ({ app } = await buildAuthApp(temp, { profiles: new ResultCache({ keepPlain: true }) }));
  user = await registerAndSignIn(app);
});
afterAll(async () => {
  await app?.close();
  await temp?.dispose();
});

const requestDate = async () =>
  (await app.inject({ method: 'GET', url: '/api/auth/check-auth', headers: user.headers })).json<{
    deleteAccountRequestDate: string | null;
  }>().deleteAccountRequestDate;

describe('POST and DELETE auth/account-deletion, read back at once', () => {
  it('the next auth check shows the request day, then none after taking it back', async () => {
    expect(await requestDate()).toBeNull();
    const asked = await app.inject({
      method: 'POST',
      url: '/api/auth/account-deletion',
      headers: user.headers,
      payload: { current_password: user.form.password },
    });
    expect(asked.statusCode).toBe(200);
    const day = asked.json<{ deleteAccountRequestDate: string }>().deleteAccountRequestDate;
    expect(day).toBe(new Date().toISOString().slice(0, 10));
    expect(await requestDate()).toBe(day);

    const cancelled = await app.inject({ method: 'DELETE', url: '/api/auth/account-deletion', headers: user.headers });
    expect(cancelled.statusCode).toBe(204);
    expect(await requestDate()).toBeNull();
  });
});
