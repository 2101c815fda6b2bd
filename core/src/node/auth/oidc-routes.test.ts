import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '../../common/ontology/system-ontology.ts';
import { installErrorHandler } from '../http/errors.ts';
import type { TempStore } from '../testing/temp-store.ts';
import { createAuthenticator } from './authenticator.ts';
import { verifyJwt } from './jwt.ts';
import { OidcVerifier } from './oidc-verifier.ts';
import { TEST_CLIENT_ID, TEST_ISSUER, testProviderKeys, type TestProviderKeys } from './oidc-test-keys.ts';
import { registerAuthRoutes } from './routes.ts';
import { TEST_SECRET, bearer, openAuthTestStore, setValues, testClock } from './test-support.ts';
import { ensureUser } from './users.ts';

const time = testClock(new Date('2026-03-01T12:00:00Z'));
let temp: TempStore;
let provider: TestProviderKeys;
let app: FastifyInstance;
let withoutOidc: FastifyInstance;

async function authApp(oidc: OidcVerifier | null): Promise<FastifyInstance> {
  const instance = Fastify();
  installErrorHandler(instance);
  const authenticator = createAuthenticator(temp.store, TEST_SECRET, { clock: time.clock });
  await registerAuthRoutes(instance, {
    store: temp.store,
    authenticator,
    secret: TEST_SECRET,
    registrationEnabled: true,
    clock: time.clock,
    oidc,
  });
  await instance.ready();
  return instance;
}

beforeAll(async () => {
  temp = await openAuthTestStore();
  provider = await testProviderKeys();
  app = await authApp(new OidcVerifier({ issuer: TEST_ISSUER, clientId: TEST_CLIENT_ID, keys: provider.keys }));
  withoutOidc = await authApp(null);
});
afterAll(async () => {
  await app?.close();
  await withoutOidc?.close();
  await temp?.dispose();
});

const exchange = (payload: unknown, target = app) =>
  target.inject({ method: 'POST', url: '/api/auth/oidc', payload: payload as object });
const idTokenFor = (claims: Record<string, unknown>) => provider.sign(claims, { issuedAt: time.now() });

async function usersWithEmail(email: string): Promise<string[]> {
  const { rows } = await temp.store.query<{ id: string }>(
    `select i.id from ob_instance i join ob_value v on v.inst = i.id and v.prop = $1 where i.class_id = $2 and v.val = $3`,
    [PROP.email, CLASS.User, email],
  );
  return rows.map((row) => row.id);
}

describe('POST auth/oidc', () => {
  it('creates the user on the first sign-in, finds the same one later, and signs in like login', async () => {
    const idToken = await idTokenFor({ sub: 'p-1', email: 'Olga@Example.test', name: '  Ольга   Ветрова ' });
    const first = await exchange({ idToken });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const body = first.json() as { jwtToken: string; user: { id: string } };
    expect(body.user).toEqual({ id: body.user.id, name: 'Ольга Ветрова', email: 'olga@example.test', isAdmin: false });
    expect(verifyJwt(body.jwtToken, TEST_SECRET, time.now()).sub).toBe(body.user.id);

    const check = await app.inject({ method: 'GET', url: '/api/auth/check-auth', headers: bearer(body.jwtToken) });
    expect(check.json()).toMatchObject({ isAuthenticated: true, user: { id: body.user.id } });

    const again = await exchange({ idToken: await idTokenFor({ sub: 'p-1', email: 'olga@example.test' }) });
    expect((again.json() as { user: { id: string } }).user.id).toBe(body.user.id);
    expect(await usersWithEmail('olga@example.test')).toEqual([body.user.id]);
    // No password was made for them: password sign-in stays closed until they set one.
    const credentials = await temp.store.query(`select 1 from ob_credential where user_id = $1`, [body.user.id]);
    expect(credentials.rows).toEqual([]);
  });

  it('signs an existing account in by its e-mail, keeping its name and flags', async () => {
    const id = await ensureUser(temp.store, {
      email: 'boss@example.test',
      password: 'password-1',
      fullName: 'Начальник',
      isAdmin: true,
    });
    const reply = await exchange({ idToken: await idTokenFor({ sub: 'x', email: 'BOSS@example.test', name: 'B' }) });
    expect(reply.json()).toMatchObject({ user: { id, name: 'Начальник', isAdmin: true } });
  });

  it('refuses a forged, foreign or expired token with 401 and creates nobody', async () => {
    const forger = await testProviderKeys();
    const claims = { sub: 'intruder', email: 'intruder@example.test' };
    const forged = await forger.sign(claims, { issuedAt: time.now() });
    const foreign = await idTokenFor({ ...claims, aud: 'another-app' });
    const expired = await provider.sign(claims, {
      issuedAt: new Date(time.now().getTime() - 3_600_000),
      expiresAt: new Date(time.now().getTime() - 1_800_000),
    });
    for (const [idToken, reason] of [
      [forged, 'подпись токена не прошла проверку'],
      [foreign, 'токен выпущен для другого приложения'],
      [expired, 'срок действия токена истёк'],
    ] as const) {
      const reply = await exchange({ idToken });
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({ error: `Вход через внешнего поставщика не выполнен: ${reason}` });
    }
    expect(await usersWithEmail('intruder@example.test')).toEqual([]);
  });

  it('refuses a suspended account with 403', async () => {
    const id = await ensureUser(temp.store, {
      email: 'gone@example.test',
      password: 'password-1',
      fullName: 'Ушедший',
      isAdmin: false,
    });
    await setValues(temp.store, id, PROP.accessSuspended, ['true']);
    const reply = await exchange({ idToken: await idTokenFor({ sub: 'g', email: 'gone@example.test' }) });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual({ error: 'Доступ к учётной записи приостановлен' });
  });

  it('answers 400 for a missing or mistyped idToken, and 404 when no provider is configured', async () => {
    expect((await exchange({})).json()).toEqual({ error: 'idToken is required' });
    expect((await exchange({ idToken: 5 })).statusCode).toBe(400);
    const reply = await exchange({ idToken: await idTokenFor({ sub: 'a', email: 'a@example.test' }) }, withoutOidc);
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ error: 'Вход через внешнего поставщика не настроен' });
  });
});
