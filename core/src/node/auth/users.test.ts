import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '../../common/ontology/system-ontology.ts';
import type { SqlStore } from '../store/sql-store.ts';
import type { TempStore } from '../testing/temp-store.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { openAuthTestStore, setValues } from './test-support.ts';
import {
  ensureUser,
  findCredentialByEmail,
  findUserIdByEmail,
  insertUser,
  isUniqueViolation,
  loadUserProfile,
  setPasswordHash,
} from './users.ts';

let temp: TempStore;
let store: SqlStore;
const NOW = new Date('2025-06-01T10:00:00Z');

beforeAll(async () => {
  temp = await openAuthTestStore();
  store = temp.store;
});
afterAll(() => temp?.dispose());

async function valuesOf(userId: string) {
  const { rows } = await store.query<{ prop: string; val: string }>(
    `select prop, val from ob_value where inst = $1 order by prop, idx`,
    [userId],
  );
  return Object.fromEntries(rows.map((row) => [row.prop, row.val]));
}

describe('insertUser', () => {
  it('writes the instance, its values and the credential', async () => {
    const hash = await hashPassword('password-1');
    const id = await store.transaction((tx) =>
      insertUser(
        tx,
        {
          email: ' Petrov@Example.RU ',
          fullName: ' Петров  Пётр Петрович',
          passwordHash: hash,
          isAdmin: false,
          app: 'edu',
        },
        NOW,
      ),
    );
    const { rows } = await store.query(`select class_id, name, author, created_at from ob_instance where id = $1`, [
      id,
    ]);
    expect(rows).toEqual([{ class_id: CLASS.User, name: 'Петров Пётр Петрович', author: id, created_at: NOW }]);
    expect(await valuesOf(id)).toEqual({
      [PROP.email]: 'petrov@example.ru',
      [PROP.isAdmin]: 'false',
      [PROP.isBetaTester]: 'false',
      [PROP.app]: 'edu',
      [PROP.language]: 'ru',
    });
    expect(await findCredentialByEmail(store, 'PETROV@example.ru')).toEqual({ userId: id, passwordHash: hash });
  });

  it('leaves nothing behind when the credential cannot be written (one transaction)', async () => {
    await ensureUser(store, {
      email: 'taken@example.ru',
      password: 'pw',
      fullName: 'Занят Занят Занятович',
      isAdmin: false,
    });
    const attempt = store.transaction((tx) =>
      insertUser(
        tx,
        {
          email: 'taken@example.ru',
          fullName: 'Второй Второй Вторович',
          passwordHash: 'x',
          isAdmin: false,
          app: 'onto',
        },
        NOW,
      ),
    );
    const error = await attempt.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(isUniqueViolation(error)).toBe(true);
    const { rows } = await store.query(`select 1 from ob_instance where name = 'Второй Второй Вторович'`);
    expect(rows).toEqual([]);
  });
});

describe('loadUserProfile', () => {
  it('reads every field of the auth check', async () => {
    const id = await ensureUser(store, {
      email: 'profile@example.ru',
      password: 'pw',
      fullName: 'Профилев Профиль Профилевич',
      isAdmin: true,
      app: 'edu',
    });
    await setValues(store, id, PROP.isBetaTester, ['true']);
    await setValues(store, id, PROP.language, ['en']);
    await setValues(store, id, PROP.disabledRoutes, ['dmn', 'fca']);
    await setValues(store, id, PROP.enabledRoutes, ['queryHistory']);
    await setValues(store, id, PROP.hiddenComponents, ['chat', 'manuals', 'print']);
    await setValues(store, id, PROP.licenseExpirationDate, ['2026-01-31']);
    await setValues(store, id, PROP.deleteAccountRequestDate, ['2025-07-01']);
    await setValues(store, id, PROP.accessSuspended, ['true']);
    expect(await loadUserProfile(store, id)).toEqual({
      id,
      name: 'Профилев Профиль Профилевич',
      email: 'profile@example.ru',
      isAdmin: true,
      isBetaTester: true,
      app: 'edu',
      language: 'en',
      accessSuspended: true,
      licenseExpirationDate: '2026-01-31',
      deleteAccountRequestDate: '2025-07-01',
      disabledRoutes: ['dmn', 'fca'],
      enabledRoutes: ['queryHistory'],
      hiddenComponents: ['chat', 'manuals', 'print'],
    });
  });

  it('defaults what is missing', async () => {
    const id = randomUUID();
    await store.query(`insert into ob_instance (id, class_id, name) values ($1, $2, 'Bare')`, [id, CLASS.User]);
    expect(await loadUserProfile(store, id)).toMatchObject({
      email: '',
      isAdmin: false,
      app: 'onto',
      language: 'ru',
      accessSuspended: false,
      licenseExpirationDate: null,
      disabledRoutes: [],
    });
  });

  it('is null for an unknown id, a malformed id and an instance of another class', async () => {
    expect(await loadUserProfile(store, randomUUID())).toBeNull();
    expect(await loadUserProfile(store, 'nope')).toBeNull();
    expect(await loadUserProfile(store, CLASS.User)).toBeNull();
  });
});

describe('ensureUser', () => {
  it('creates once and then returns the same id without touching the password or flags', async () => {
    const input = { email: 'demo@example.ru', password: 'first', fullName: 'Демо Демо Демович', isAdmin: true };
    const id = await ensureUser(store, input);
    expect(await ensureUser(store, { ...input, email: ' DEMO@example.ru', password: 'second', isAdmin: false })).toBe(
      id,
    );
    const credential = await findCredentialByEmail(store, 'demo@example.ru');
    expect(await verifyPassword('first', credential!.passwordHash)).toBe(true);
    expect(await verifyPassword('second', credential!.passwordHash)).toBe(false);
    expect((await loadUserProfile(store, id))?.isAdmin).toBe(true);
    const { rows } = await store.query(`select count(*) as n from ob_credential where email = 'demo@example.ru'`);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('gives a password to a user that exists without one', async () => {
    const id = randomUUID();
    await store.query(`insert into ob_instance (id, class_id, name) values ($1, $2, 'Без Пароля Безпарольевич')`, [
      id,
      CLASS.User,
    ]);
    await setValues(store, id, PROP.email, ['NoPassword@Example.ru']);
    expect(await findUserIdByEmail(store, 'nopassword@example.ru')).toBe(id);
    expect(
      await ensureUser(store, { email: 'nopassword@example.ru', password: 'pw', fullName: 'Х Х Х', isAdmin: false }),
    ).toBe(id);
    expect(await findCredentialByEmail(store, 'nopassword@example.ru')).toMatchObject({ userId: id });
  });

  it('is safe to call concurrently', async () => {
    const input = { email: 'race@example.ru', password: 'pw', fullName: 'Гонка Гонка Гонкович', isAdmin: false };
    const ids = await Promise.all([ensureUser(store, input), ensureUser(store, input), ensureUser(store, input)]);
    expect(new Set(ids).size).toBe(1);
  });

  it('refuses unusable input', async () => {
    const base = { email: 'ok@example.ru', password: 'pw', fullName: 'Имя Имя Имя', isAdmin: false };
    await expect(ensureUser(store, { ...base, email: 'not-an-email' })).rejects.toThrow(/invalid e-mail/);
    await expect(ensureUser(store, { ...base, password: '' })).rejects.toThrow(/empty password/);
    await expect(ensureUser(store, { ...base, fullName: ' ' })).rejects.toThrow(/empty full name/);
  });
});

describe('setPasswordHash', () => {
  it('replaces the hash, creates a missing credential from the profile e-mail, or says why it cannot', async () => {
    const id = await ensureUser(store, {
      email: 'setpw@example.ru',
      password: 'old',
      fullName: 'А Б В',
      isAdmin: false,
    });
    const hash = await hashPassword('new');
    expect(await store.transaction((tx) => setPasswordHash(tx, id, hash, NOW))).toBe('ok');
    expect((await findCredentialByEmail(store, 'setpw@example.ru'))?.passwordHash).toBe(hash);

    const bare = randomUUID();
    await store.query(`insert into ob_instance (id, class_id, name) values ($1, $2, 'Без Почты')`, [bare, CLASS.User]);
    expect(await store.transaction((tx) => setPasswordHash(tx, bare, hash, NOW))).toBe('no-email');
    await setValues(store, bare, PROP.email, ['bare@example.ru']);
    expect(await store.transaction((tx) => setPasswordHash(tx, bare, hash, NOW))).toBe('ok');
    expect(await findCredentialByEmail(store, 'bare@example.ru')).toEqual({ userId: bare, passwordHash: hash });

    expect(await store.transaction((tx) => setPasswordHash(tx, randomUUID(), hash, NOW))).toBe('no-user');
  });
});
