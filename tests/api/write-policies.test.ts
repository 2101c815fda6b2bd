import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP, SYSTEM_SCHEMA, type PropertyDeclaration, type WritePolicy } from '@ontobench/core/common';
import { ADMIN, ALICE, BOB, startTestServer, tableCounts, type Client, type TestServer } from './harness.ts';

/**
 * Issue 11, items 1, 2 and 10: properties carry a write policy declared in the schema, and set_data
 * enforces it for every operation; only administrators grant role memberships; another user's private
 * property is unknown, name included. Spec shell.md §3 (User's fields), §6 (roles and assignments).
 */
let t: TestServer;
let admin: Client;
let alice: Client;
let bob: Client;

beforeAll(async () => {
  t = await startTestServer();
  [admin, alice, bob] = await Promise.all([t.signIn(ADMIN), t.signIn(ALICE), t.signIn(BOB)]);
}, 60_000);
afterAll(() => t?.close());

const set = (c: Client, data: unknown[]) => c.data({ act: 'set_data', data });
const valuesOf = async (inst: string, prop: string) =>
  (
    await t.temp.store.query<{ val: string | null }>(
      'select coalesce(ref::text, val) as val from ob_value where inst = $1 and prop = $2 order by idx',
      [inst, prop],
    )
  ).rows.map((r) => r.val);
const checkAuth = async (c: Client) =>
  (await (await c.request('GET', '/api/auth/check-auth')).json()) as { isAdmin: boolean };

/** A value of the property's type that set_data would take if the policy let it. */
function sampleValue(p: PropertyDeclaration): unknown {
  if (p.kind === 'object') return p.range?.includes(CLASS.User) ? alice.userId : CLASS.Class;
  return { boolean: true, date: '2099-01-01', integer: 7, real: 1.5, string: 'admin', file: null }[p.baseType];
}

describe('write policies (issue 11 item 1)', () => {
  it('a self-registered user cannot make themselves an administrator', async () => {
    const email = `mallory-${randomUUID().slice(0, 8)}@contract.test`;
    const registered = await fetch(`${t.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Mallory-pass-1', fullName: 'Малорин Мэл Иванович' }),
    });
    expect(registered.status).toBe(201);
    const mallory = await t.signIn(email, 'Mallory-pass-1');
    const before = await tableCounts(t.temp);
    const reply = await set(mallory, [{ op: 'upd', inst: mallory.userId, prop: PROP.isAdmin, val: true }]);
    expect(reply.status).toBe(400);
    expect(((await reply.json()) as { error: string }).error).toMatch(/only an administrator changes administrator/);
    expect(await tableCounts(t.temp)).toEqual(before);
    expect((await checkAuth(mallory)).isAdmin).toBe(false);
    expect(await valuesOf(mallory.userId, PROP.isAdmin)).toEqual(['false']);
  });

  // Every system property that may stand on a user record, walked as that user on their own record.
  // The columns (name, author, creation date) have tests of their own; a file value needs an upload.
  const skipped = new Set<string>([PROP.name, PROP.author, PROP.creationDate, PROP.class, PROP.file]);
  const onUsers = SYSTEM_SCHEMA.properties.filter(
    (p) =>
      !skipped.has(p.id) && ((p.domain ?? []).includes(CLASS.User) || (p.domain === undefined && p.kind === 'data')),
  );
  const expectedPolicy = (p: PropertyDeclaration): WritePolicy => p.write ?? 'owner';

  it('the fields that grant rights (spec shell.md §3, User) are never the user’s own to write', () => {
    const policyOf = (id: string) => SYSTEM_SCHEMA.properties.find((p) => p.id === id)?.write ?? 'owner';
    const grants = [
      PROP.isAdmin,
      PROP.isBetaTester,
      PROP.app,
      PROP.disabledRoutes,
      PROP.enabledRoutes,
      PROP.hiddenComponents,
      PROP.licenseExpirationDate,
      PROP.accessSuspended,
      PROP.email,
      PROP.deleteAccountRequestDate,
      PROP.writePolicy,
      PROP.classPolicy,
    ];
    for (const id of grants) expect(['admin', 'system'], id).toContain(policyOf(id));
    expect(policyOf(PROP.language)).toBe('self');
  });

  it.each(onUsers.map((p) => [p.name, p] as const))(
    'the user on their own record: %s follows its declared policy for upd, add and rem',
    async (_name, p) => {
      // docs/security.md, write policies: `self` is that user's; `owner` (a property of any class: a
      // description, a code) is, on a user record, an administrator's only, as `admin` and `system` are.
      const mayWrite = expectedPolicy(p) === 'self';
      const val = sampleValue(p);
      for (const op of p.multiple ? (['upd', 'add', 'rem'] as const) : (['upd', 'rem'] as const)) {
        const before = await valuesOf(alice.userId, p.id);
        const counts = await tableCounts(t.temp);
        const reply = await set(alice, [{ op, inst: alice.userId, prop: p.id, val }]);
        if (mayWrite) {
          expect(reply.status, `${p.name} ${op}: ${await reply.clone().text()}`).toBe(200);
        } else {
          expect(reply.status, `${p.name} ${op}`).toBe(400);
          expect(await valuesOf(alice.userId, p.id)).toEqual(before);
          expect(await tableCounts(t.temp)).toEqual(counts);
        }
      }
    },
  );

  it('an administrator changes the admin-only properties of any user', async () => {
    const reply = await set(admin, [
      { op: 'upd', inst: bob.userId, prop: PROP.isBetaTester, val: true },
      { op: 'upd', inst: bob.userId, prop: PROP.disabledRoutes, val: ['/fca'] },
    ]);
    expect(reply.status).toBe(200);
    expect(await valuesOf(bob.userId, PROP.isBetaTester)).toEqual(['true']);
    await set(admin, [
      { op: 'upd', inst: bob.userId, prop: PROP.isBetaTester, val: false },
      { op: 'upd', inst: bob.userId, prop: PROP.disabledRoutes, val: null },
    ]);
  });

  it('nobody writes a system-set property through set_data, administrators included', async () => {
    const reply = await set(admin, [{ op: 'upd', inst: bob.userId, prop: PROP.email, val: 'bob@elsewhere.test' }]);
    expect(reply.status).toBe(400);
    expect(await valuesOf(bob.userId, PROP.email)).toEqual([BOB]);
  });

  it('a user may not create, delete or edit accounts and roles', async () => {
    expect((await set(alice, [{ op: 'new', class: CLASS.User, name: 'Новиков Новый Новович' }])).status).toBe(400);
    expect((await set(alice, [{ op: 'new', class: CLASS.Role, name: 'Суперроль' }])).status).toBe(400);
    const own = await set(alice, [{ op: 'del', inst: alice.userId }]);
    expect(own.status).toBe(400);
    expect(((await own.json()) as { error: string }).error).toMatch(/only an administrator deletes/);
    expect((await t.temp.store.query('select 1 from ob_instance where id = $1', [alice.userId])).rows).toHaveLength(1);
  });

  it('a user-made subclass of User does not route around the account policy', async () => {
    const sub = randomUUID();
    const made = await set(alice, [
      { op: 'new', class: CLASS.Class, name: 'Мои пользователи', inst: sub },
      { op: 'add', inst: sub, prop: PROP.parentClass, val: CLASS.User },
      { op: 'new', class: sub, name: 'Подставной Пользователь Иванович' },
    ]);
    expect(made.status).toBe(400);
    expect(((await made.json()) as { error: string }).error).toMatch(/only an administrator creates/);
  });

  it('renaming one’s own record follows the registration rule for a full name (domain.md §5)', async () => {
    const bad = await set(alice, [{ op: 'upd', inst: alice.userId, prop: PROP.name, val: 'Admin' }]);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/name:/);
    const good = await set(alice, [{ op: 'upd', inst: alice.userId, prop: PROP.name, val: 'Алисова Алиса Ивановна' }]);
    expect(good.status).toBe(200);
    await set(alice, [{ op: 'upd', inst: alice.userId, prop: PROP.name, val: 'Алисова Алиса Петровна' }]);
  });
});

describe('role memberships and assignments (issue 11 item 2, spec shell.md §6)', () => {
  let role: string;
  let secret: string;
  beforeAll(async () => {
    role = randomUUID();
    secret = randomUUID();
    expect((await set(admin, [{ op: 'new', class: CLASS.Role, name: 'Аудиторы', inst: role }])).status).toBe(200);
    // Bob's document, shared with the role.
    const shared = randomUUID();
    const r = await set(bob, [
      { op: 'new', class: CLASS.Settings, name: 'Секретный отчёт', inst: secret },
      { op: 'new', class: CLASS.Assignment, name: 'Аудиторы читают', inst: shared },
      { op: 'upd', inst: shared, prop: PROP.obj, val: secret },
      { op: 'upd', inst: shared, prop: PROP.osaRole, val: role },
      { op: 'upd', inst: shared, prop: PROP.roleCode, val: 'reader' },
    ]);
    expect(r.status).toBe(200);
  });
  const aliceSeesSecret = async () => {
    const reply = await alice.data({ act: 'get_data', class: CLASS.Settings });
    return ((await reply.json()) as { rows: { inst: string }[] }).rows.some((row) => row.inst === secret);
  };

  it('a user cannot grant themselves a data-source role', async () => {
    const counts = await tableCounts(t.temp);
    const grant = randomUUID();
    const membership = await set(alice, [
      { op: 'new', class: CLASS.Assignment, name: 'Я аудитор', inst: grant },
      { op: 'upd', inst: grant, prop: PROP.role, val: role },
      { op: 'upd', inst: grant, prop: PROP.user, val: alice.userId },
    ]);
    expect(membership.status).toBe(400);
    expect(((await membership.json()) as { error: string }).error).toMatch(/role membership/);
    expect(await tableCounts(t.temp)).toEqual(counts);
    expect(await aliceSeesSecret()).toBe(false);
  });

  it('an assignment on one’s own object cannot be turned into a membership afterwards', async () => {
    const mine = randomUUID();
    const grant = randomUUID();
    const made = await set(alice, [
      { op: 'new', class: CLASS.Settings, name: 'Моё', inst: mine },
      { op: 'new', class: CLASS.Assignment, name: 'Роль на моё', inst: grant },
      { op: 'upd', inst: grant, prop: PROP.obj, val: mine },
      { op: 'upd', inst: grant, prop: PROP.role, val: role },
      { op: 'upd', inst: grant, prop: PROP.user, val: alice.userId },
    ]);
    expect(made.status).toBe(200);
    const counts = await tableCounts(t.temp);
    const stripped = await set(alice, [{ op: 'rem', inst: grant, prop: PROP.obj }]);
    expect(stripped.status).toBe(400);
    expect(await tableCounts(t.temp)).toEqual(counts);
    expect(await aliceSeesSecret()).toBe(false);
  });

  it('a membership a user wrote before the rule (straight into the store) grants nothing', async () => {
    const grant = randomUUID();
    await t.temp.store.transaction(async (tx) => {
      await tx.query('insert into ob_instance (id, class_id, name, author) values ($1, $2, $3, $4)', [
        grant,
        CLASS.Assignment,
        'Старая самоназначенная роль',
        alice.userId,
      ]);
      await tx.query(
        'insert into ob_value (inst, prop, idx, val, ref) values ($1, $2, 0, $3::text, $3::uuid), ($1, $4, 0, $5::text, $5::uuid)',
        [grant, PROP.role, role, PROP.user, alice.userId],
      );
    });
    expect(await aliceSeesSecret()).toBe(false);
    await t.temp.store.query('delete from ob_instance where id = $1', [grant]);
  });

  it('an administrator grants the membership, and then it counts', async () => {
    const grant = randomUUID();
    const reply = await set(admin, [
      { op: 'new', class: CLASS.Assignment, name: 'Алиса — аудитор', inst: grant },
      { op: 'upd', inst: grant, prop: PROP.role, val: role },
      { op: 'upd', inst: grant, prop: PROP.user, val: alice.userId },
    ]);
    expect(reply.status).toBe(200);
    expect(await aliceSeesSecret()).toBe(true);
    expect((await set(admin, [{ op: 'del', inst: grant }])).status).toBe(200);
    expect(await aliceSeesSecret()).toBe(false);
  });
});

describe('another user’s private property (issue 11 item 10)', () => {
  it('is unknown to set_data, and its name is in no error text', async () => {
    const secretProp = randomUUID();
    const mine = randomUUID();
    expect(
      (
        await set(bob, [
          { op: 'new', class: CLASS.DataProperty, name: 'ТайноеСвойствоБоба', inst: secretProp },
          { op: 'upd', inst: secretProp, prop: PROP.baseType, val: 'string' },
        ])
      ).status,
    ).toBe(200);
    expect((await set(alice, [{ op: 'new', class: CLASS.Settings, name: 'Моё', inst: mine }])).status).toBe(200);
    for (const op of ['upd', 'add', 'rem'] as const) {
      const reply = await set(alice, [{ op, inst: mine, prop: secretProp, val: 'x' }]);
      expect(reply.status).toBe(400);
      const text = await reply.text();
      expect(text).toContain(`unknown property ${secretProp}`);
      expect(text).not.toContain('ТайноеСвойствоБоба');
    }
  });
});
