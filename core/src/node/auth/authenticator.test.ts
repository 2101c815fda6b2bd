import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROP } from '../../common/ontology/system-ontology.ts';
import type { SqlStore } from '../store/sql-store.ts';
import type { TempStore } from '../testing/temp-store.ts';
import { bearerToken, createAuthenticator, type SessionAuthenticator } from './authenticator.ts';
import { AUTH_TTL_MS } from './clock.ts';
import { signJwt } from './jwt.ts';
import { createWebSession, deleteWebSession } from './sessions.ts';
import {
  TEST_SECRET,
  appsWithAnEduArea,
  bearer,
  makeAdmin,
  openAuthTestStore,
  setValues,
  testClock,
} from './test-support.ts';
import { ensureUser } from './users.ts';

let temp: TempStore;
let store: SqlStore;
const time = testClock(new Date('2025-06-01T10:00:00Z'));
let auth: SessionAuthenticator;
let userId: string;

beforeAll(async () => {
  temp = await openAuthTestStore();
  store = temp.store;
  auth = createAuthenticator(store, TEST_SECRET, { clock: time.clock, apps: appsWithAnEduArea() });
  userId = await ensureUser(store, {
    email: 'auth@example.ru',
    password: 'pw',
    fullName: 'Проверкин Пётр Петрович',
    isAdmin: false,
    app: 'edu',
  });
});
afterAll(() => temp?.dispose());

/** A signed-in request's headers, as login would issue them. */
async function signIn(id = userId, secret = TEST_SECRET) {
  const session = await createWebSession(store, id, time.now());
  const token = signJwt({ sub: id, sid: session.id, expiresAt: session.expiresAt }, secret, time.now());
  return { headers: bearer(token), session };
}

async function statusOf(promise: Promise<unknown>) {
  return promise.then(
    () => 'ok',
    (error: { statusCode: number; message: string }) => `${error.statusCode} ${error.message}`,
  );
}

describe('createAuthenticator', () => {
  it('resolves the user of a valid token', async () => {
    const { headers, session } = await signIn();
    const expected = {
      id: userId,
      name: 'Проверкин Пётр Петрович',
      email: 'auth@example.ru',
      isAdmin: false,
      isBetaTester: false,
      app: 'edu',
    };
    expect(await auth.userOf({ headers })).toEqual(expected);
    expect(await auth.require({ headers })).toEqual(expected);
    expect(await auth.sessionOf({ headers })).toMatchObject({ id: session.id, user: expected });
  });

  it('is null without credentials or with a bad token', async () => {
    const { headers } = await signIn();
    const token = headers.authorization.slice('Bearer '.length);
    for (const authorization of [undefined, '', 'Bearer', `Basic ${token}`, `Bearer ${token}x`, `Bearer ${token} x`]) {
      expect(await auth.userOf({ headers: { authorization } })).toBeNull();
    }
    expect(await auth.userOf({ headers: { authorization: [headers.authorization] } })).toBeNull();
  });

  it('accepts any case of the scheme', async () => {
    const { headers } = await signIn();
    const authorization = headers.authorization.replace('Bearer', 'bearer');
    expect((await auth.userOf({ headers: { authorization } }))?.id).toBe(userId);
  });

  it('refuses a token signed with another secret', async () => {
    const { headers } = await signIn(userId, 'some-other-secret-of-sufficient-length!!');
    expect(await auth.userOf({ headers })).toBeNull();
  });

  it('refuses the token once its session is deleted (sign-out really signs out)', async () => {
    const { headers, session } = await signIn();
    expect(await auth.userOf({ headers })).not.toBeNull();
    await deleteWebSession(store, session.id, userId);
    expect(await auth.userOf({ headers })).toBeNull();
  });

  it('refuses the token once its session has expired in the database', async () => {
    const { headers, session } = await signIn();
    await store.query(`update ob_session set expires_at = $2::timestamptz where id = $1`, [
      session.id,
      new Date(time.now().getTime() - 1000).toISOString(),
    ]);
    expect(await auth.userOf({ headers })).toBeNull();
  });

  it('refuses the token after 30 days', async () => {
    const { headers } = await signIn();
    time.advance(AUTH_TTL_MS.webSession - 1000);
    expect(await auth.userOf({ headers })).not.toBeNull();
    time.advance(1000);
    expect(await auth.userOf({ headers })).toBeNull();
  });

  it('does not authenticate a suspended user', async () => {
    const { headers } = await signIn();
    await setValues(store, userId, PROP.accessSuspended, ['true']);
    try {
      expect(await auth.userOf({ headers })).toBeNull();
      expect(await statusOf(auth.require({ headers }))).toBe('401 Необходимо войти в систему');
    } finally {
      await setValues(store, userId, PROP.accessSuspended, ['false']);
    }
    expect(await auth.userOf({ headers })).not.toBeNull();
  });

  it('require: 401 with the spec text when not signed in', async () => {
    expect(await statusOf(auth.require({ headers: {} }))).toBe('401 Необходимо войти в систему');
  });

  it('requireAdmin: 401 when not signed in, 403 for a non-admin, the user for an admin', async () => {
    expect(await statusOf(auth.requireAdmin({ headers: {} }))).toBe('401 Необходимо войти в систему');
    const admin = await ensureUser(store, {
      email: 'root@example.ru',
      password: 'pw',
      fullName: 'Р Р Р',
      isAdmin: false,
    });
    const { headers } = await signIn(admin);
    expect(await statusOf(auth.requireAdmin({ headers }))).toBe('403 Недостаточно прав');
    await makeAdmin(store, admin);
    expect(await auth.requireAdmin({ headers })).toMatchObject({ id: admin, isAdmin: true });
  });

  it('refuses a token whose sub is not the session’s user', async () => {
    const other = await ensureUser(store, {
      email: 'other@example.ru',
      password: 'pw',
      fullName: 'Д Д Д',
      isAdmin: true,
    });
    const { session } = await signIn();
    const forged = signJwt({ sub: other, sid: session.id, expiresAt: session.expiresAt }, TEST_SECRET, time.now());
    expect(await auth.userOf({ headers: bearer(forged) })).toBeNull();
    const notUuid = signJwt({ sub: 'nope', sid: session.id, expiresAt: session.expiresAt }, TEST_SECRET, time.now());
    expect(await auth.userOf({ headers: bearer(notUuid) })).toBeNull();
  });
});

describe('bearerToken', () => {
  it('extracts the token', () => {
    expect(bearerToken({ headers: { authorization: 'Bearer abc.def.ghi' } })).toBe('abc.def.ghi');
    expect(bearerToken({ headers: { authorization: 'Bearer  abc ' } })).toBe('abc');
    expect(bearerToken({ headers: {} })).toBeNull();
    expect(bearerToken({ headers: { authorization: 'Token abc' } })).toBeNull();
  });
});
