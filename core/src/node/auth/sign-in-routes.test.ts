import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '../../common/ontology/system-ontology.ts';
import type { TempStore } from '../testing/temp-store.ts';
import { AUTH_TTL_MS } from './clock.ts';
import { verifyJwt } from './jwt.ts';
import { hashPassword } from './password.ts';
import { validateDataSession } from './sessions.ts';
import {
  TEST_SECRET,
  bearer,
  buildAuthApp,
  makeAdmin,
  newUserForm,
  openAuthTestStore,
  setValues,
  testClock,
  type AuthTestApp,
} from './test-support.ts';
import { ensureUser } from './users.ts';

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

async function register(form = newUserForm()) {
  const response = await post('register', form);
  expect(response.statusCode).toBe(201);
  return { form, ...(response.json() as { jwtToken: string; user: { id: string; name: string; email: string } }) };
}

async function checkAuth(jwtToken?: string) {
  const response = await get('check-auth', jwtToken ? bearer(jwtToken) : {});
  expect(response.statusCode).toBe(200);
  return response.json() as { isAuthenticated: boolean; user: { id: string } | null };
}

describe('POST register', () => {
  it('creates the user, signs them in and stores what the spec lists', async () => {
    const form = newUserForm({ email: 'New.User@Example.RU', fullName: '  Новиков  Николай Ильич ' });
    const response = await post('register', form);
    expect(response.statusCode).toBe(201);
    const body = response.json() as { jwtToken: string; user: { id: string } };
    expect(body.user).toEqual({
      id: body.user.id,
      name: 'Новиков Николай Ильич',
      email: 'new.user@example.ru',
      isAdmin: false,
    });
    expect(verifyJwt(body.jwtToken, TEST_SECRET, time.now()).sub).toBe(body.user.id);
    expect(response.headers['cache-control']).toBe('no-store');

    const { rows } = await temp.store.query(`select class_id, name, author from ob_instance where id = $1`, [
      body.user.id,
    ]);
    expect(rows).toEqual([{ class_id: CLASS.User, name: 'Новиков Николай Ильич', author: body.user.id }]);
    const values = await temp.store.query<{ prop: string; val: string }>(
      `select prop, val from ob_value where inst = $1`,
      [body.user.id],
    );
    expect(Object.fromEntries(values.rows.map((row) => [row.prop, row.val]))).toEqual({
      [PROP.email]: 'new.user@example.ru',
      [PROP.isAdmin]: 'false',
      [PROP.isBetaTester]: 'false',
      [PROP.app]: 'onto',
      [PROP.language]: 'ru',
    });
    expect((await checkAuth(body.jwtToken)).user?.id).toBe(body.user.id);
    // The password works for a later sign-in.
    expect((await post('login', { email: 'new.user@example.ru', password: form.password })).statusCode).toBe(200);
  });

  it('answers validation problems with the exact texts, the first one as error', async () => {
    const response = await post('register', { email: 'not-an-email', password: 'short', fullName: 'Ivanov Ivan' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Строка не похожа на e-mail',
      issues: [
        { field: 'email', code: 'invalidEmail', message: 'Строка не похожа на e-mail' },
        {
          field: 'password',
          code: 'passwordLength',
          message: 'Пароль должен содержать от 8 до 30 символов, сейчас 5',
        },
        { field: 'fullName', code: 'fullNameLatin', message: 'ФИО не должно содержать латинских букв' },
      ],
    });
  });

  it('treats missing fields as empty: "Обязательное поле"', async () => {
    const response = await post('register', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Обязательное поле',
      issues: [{ field: 'email' }, { field: 'password' }, { field: 'fullName' }],
    });
  });

  it('refuses initials and a two-word name', async () => {
    const initials = await post('register', newUserForm({ fullName: 'Иванов И. И.' }));
    expect(initials.json()).toMatchObject({ error: 'Укажите фамилию, имя и отчество полностью, без инициалов' });
    const twoWords = await post('register', newUserForm({ fullName: 'Иванов Иван' }));
    expect(twoWords.json()).toMatchObject({ error: 'ФИО должно состоять из трёх слов, разделённых пробелами' });
  });

  it('refuses an e-mail that is already registered, in any case', async () => {
    const { form } = await register();
    const again = await post('register', newUserForm({ email: form.email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Пользователь с таким e-mail уже зарегистрирован' });
  });

  it('creates one user when the same e-mail registers twice at once', async () => {
    const form = newUserForm();
    const replies = await Promise.all([post('register', form), post('register', form), post('register', form)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409, 409]);
    const { rows } = await temp.store.query(`select count(*) as n from ob_value where prop = $1 and val = $2`, [
      PROP.email,
      form.email,
    ]);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('refuses a body of the wrong shape with 400, never 500', async () => {
    const bodies = [
      JSON.stringify({ email: 1, password: 'password-1', fullName: 'Иванов Иван Иванович' }),
      JSON.stringify({ email: 'a@b.ru', password: 'password-1', fullName: ['Иванов'] }),
      '[1, 2]',
      '"text"',
      '42',
      '{"email":',
      '{"__proto__": {"isAdmin": true}}',
    ];
    for (const payload of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(typeof (response.json() as { error: unknown }).error).toBe('string');
    }
    expect((await post('register', { email: 1 })).json()).toEqual({ error: 'email must be a string' });
  });

  it('is 403 when registration is disabled', async () => {
    const closed = await buildAuthApp(temp, { registrationEnabled: false });
    try {
      const response = await closed.app.inject({ method: 'POST', url: '/api/auth/register', payload: newUserForm() });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'Регистрация отключена' });
    } finally {
      await closed.app.close();
    }
  });
});

describe('POST login', () => {
  it('signs in with the e-mail in any case and replies the user', async () => {
    const { form, user } = await register();
    const response = await post('login', { email: ` ${form.email.toUpperCase()} `, password: form.password });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { jwtToken: string; user: unknown };
    expect(body.user).toEqual({ id: user.id, name: user.name, email: form.email, isAdmin: false });
    expect((await checkAuth(body.jwtToken)).isAuthenticated).toBe(true);
    const claims = verifyJwt(body.jwtToken, TEST_SECRET, time.now());
    expect(claims.exp - claims.iat).toBe(AUTH_TTL_MS.webSession / 1000);
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const { form } = await register();
    const wrong = await post('login', { email: form.email, password: 'wrong-password' });
    const unknown = await post('login', { email: 'nobody@example.ru', password: 'wrong-password' });
    const empty = await post('login', {});
    const nul = await post('login', { email: 'a\u0000@b.ru', password: 'wrong-password' });
    for (const response of [wrong, unknown, empty, nul]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Неверный e-mail или пароль' });
    }
  });

  it('spends a password check on an unknown e-mail too', async () => {
    const started = performance.now();
    await hashPassword('calibration');
    const oneHash = performance.now() - started;
    const before = performance.now();
    await post('login', { email: 'ghost@example.ru', password: 'whatever-1' });
    expect(performance.now() - before).toBeGreaterThan(oneHash * 0.5);
  });

  it('refuses a suspended user', async () => {
    const { form, user } = await register();
    await setValues(temp.store, user.id, PROP.accessSuspended, ['true']);
    const response = await post('login', { email: form.email, password: form.password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Доступ к учётной записи приостановлен' });
  });

  it('refuses wrong types with 400', async () => {
    const response = await post('login', { email: 'a@b.ru', password: 12345678 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'password must be a string' });
  });
});

describe('POST logout', () => {
  it('ends the session: the token no longer works, nor its data-source sessions', async () => {
    const { jwtToken, user } = await register();
    const dataSession = await dataSessionOf(jwtToken);
    const response = await post('logout', undefined, bearer(jwtToken));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await checkAuth(jwtToken)).isAuthenticated).toBe(false);
    expect((await get('osa-sessionid', bearer(jwtToken))).statusCode).toBe(401);
    await expect(validateDataSession(temp.store, user.id, dataSession, time.now())).rejects.toThrow(
      'Invalid session id',
    );
  });

  it('leaves the user’s other sign-ins alone', async () => {
    const { form, jwtToken } = await register();
    const other = (await post('login', { email: form.email, password: form.password })).json() as { jwtToken: string };
    await post('logout', undefined, bearer(jwtToken));
    expect((await checkAuth(other.jwtToken)).isAuthenticated).toBe(true);
  });

  it('is 204 without a token, with a bad one, twice, and with an empty JSON body', async () => {
    const { jwtToken } = await register();
    expect((await post('logout')).statusCode).toBe(204);
    expect((await post('logout', undefined, bearer('garbage'))).statusCode).toBe(204);
    const emptyJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(jwtToken), 'content-type': 'application/json' },
      payload: '',
    });
    expect(emptyJson.statusCode).toBe(204);
    expect((await checkAuth(jwtToken)).isAuthenticated).toBe(false);
    expect((await post('logout', undefined, bearer(jwtToken))).statusCode).toBe(204);
  });
});

describe('GET check-auth', () => {
  it('reports every field as empty when nobody is signed in', async () => {
    const response = await get('check-auth');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      isAuthenticated: false,
      isAdmin: false,
      app: null,
      appConfines: false,
      licenseExpirationDate: null,
      isBetaTester: false,
      disabledRoutes: [],
      enabledRoutes: [],
      hiddenComponents: [],
      deleteAccountRequestDate: null,
      user: null,
      language: null,
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('reports every field of the signed-in user', async () => {
    const { jwtToken, user, form } = await register();
    await makeAdmin(temp.store, user.id);
    await setValues(temp.store, user.id, PROP.isBetaTester, ['true']);
    await setValues(temp.store, user.id, PROP.app, ['edu']);
    await setValues(temp.store, user.id, PROP.licenseExpirationDate, ['2025-06-05']);
    await setValues(temp.store, user.id, PROP.deleteAccountRequestDate, ['2025-05-30']);
    await setValues(temp.store, user.id, PROP.disabledRoutes, ['dmn', 'fca']);
    await setValues(temp.store, user.id, PROP.enabledRoutes, ['queryHistory']);
    await setValues(temp.store, user.id, PROP.hiddenComponents, ['chat']);
    const response = await get('check-auth', bearer(jwtToken));
    expect(response.json()).toEqual({
      isAuthenticated: true,
      isAdmin: true,
      app: 'edu',
      appConfines: true,
      licenseExpirationDate: '2025-06-05',
      isBetaTester: true,
      disabledRoutes: ['dmn', 'fca'],
      enabledRoutes: ['queryHistory'],
      hiddenComponents: ['chat'],
      deleteAccountRequestDate: '2025-05-30',
      user: { id: user.id, name: user.name, email: form.email },
      language: 'ru',
    });
  });

  it('treats a suspended user as not signed in', async () => {
    const { jwtToken, user } = await register();
    await setValues(temp.store, user.id, PROP.accessSuspended, ['true']);
    expect((await checkAuth(jwtToken)).isAuthenticated).toBe(false);
  });
});

describe('SSO', () => {
  let adminToken: string;
  beforeAll(async () => {
    const admin = await register();
    await makeAdmin(temp.store, admin.user.id);
    adminToken = admin.jwtToken;
  });

  async function ssoTokenFor(userId: string) {
    const response = await post('sso-token', { userId }, bearer(adminToken));
    expect(response.statusCode).toBe(200);
    return response.json() as { ssoToken: string; expiresAt: string };
  }

  const exchange = (token: string) => get(`check-auth?ssoToken=${encodeURIComponent(token)}`);

  it('exchanges a fresh token once for a working JWT', async () => {
    const { user } = await register();
    const { ssoToken, expiresAt } = await ssoTokenFor(user.id);
    expect(new Date(expiresAt).getTime() - time.now().getTime()).toBe(AUTH_TTL_MS.ssoToken);
    const first = await exchange(ssoToken);
    expect(first.statusCode).toBe(200);
    const { jwtToken } = first.json() as { jwtToken: string };
    expect((await checkAuth(jwtToken)).user?.id).toBe(user.id);

    const second = await exchange(ssoToken);
    expect(second.statusCode).toBe(401);
    expect(second.json()).toEqual({ error: 'Could not authorize by SSO token' });
  });

  it('refuses an expired, an unknown and an empty token', async () => {
    const { user } = await register();
    const { ssoToken } = await ssoTokenFor(user.id);
    time.advance(AUTH_TTL_MS.ssoToken);
    for (const token of [ssoToken, 'unknown-token', '']) {
      const response = await exchange(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Could not authorize by SSO token' });
    }
  });

  it('refuses a token of a suspended user', async () => {
    const { user } = await register();
    const { ssoToken } = await ssoTokenFor(user.id);
    await setValues(temp.store, user.id, PROP.accessSuspended, ['true']);
    expect((await exchange(ssoToken)).statusCode).toBe(401);
  });

  it('issues tokens to administrators only', async () => {
    const { jwtToken, user } = await register();
    const asUser = await post('sso-token', { userId: user.id }, bearer(jwtToken));
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toEqual({ error: 'Недостаточно прав' });
    const anonymous = await post('sso-token', { userId: user.id });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'Необходимо войти в систему' });
  });

  it('refuses a malformed or unknown user id', async () => {
    for (const userId of [undefined, 42, 'nope']) {
      expect((await post('sso-token', { userId }, bearer(adminToken))).statusCode).toBe(400);
    }
    const unknown = await post('sso-token', { userId: CLASS.User }, bearer(adminToken));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Пользователь не найден' });
  });
});

async function dataSessionOf(jwtToken: string): Promise<string> {
  const response = await get('osa-sessionid', bearer(jwtToken));
  expect(response.statusCode).toBe(200);
  const body = response.json() as { res: string }[];
  return (JSON.parse(body[0]!.res) as { session: string }).session;
}

describe('GET osa-sessionid', () => {
  it('opens a data-source session of the caller, valid for 12 hours', async () => {
    const { jwtToken, user } = await register();
    const response = await get('osa-sessionid', bearer(jwtToken));
    const body = response.json() as { res: string }[];
    expect(body).toHaveLength(1);
    const { session } = JSON.parse(body[0]!.res) as { session: string };
    expect(session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(validateDataSession(temp.store, user.id, session, time.now())).resolves.toBeUndefined();
    const later = new Date(time.now().getTime() + AUTH_TTL_MS.dataSession);
    await expect(validateDataSession(temp.store, user.id, session, later)).rejects.toThrow('Invalid session id');
    expect(await dataSessionOf(jwtToken)).not.toBe(session);
  });

  it('is 401 when not signed in', async () => {
    const response = await get('osa-sessionid');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Необходимо войти в систему' });
  });
});

describe('seeded users', () => {
  it('sign in with the password ensureUser gave them', async () => {
    await ensureUser(temp.store, { email: 'seed@example.ru', password: 'admin', fullName: 'Admin', isAdmin: true });
    const response = await post('login', { email: 'seed@example.ru', password: 'admin' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { name: 'Admin', isAdmin: true } });
  });
});
