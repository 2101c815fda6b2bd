import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP, type GetDataReply } from '@ontobench/core/common';
import ontologyExtension from '@ontobench/ext-ontology/node';
import { ONTO_CLASS, ONTO_PROP } from '@ontobench/ext-ontology/common';
import { ALICE, BOB, ADMIN, startTestServer, tableCounts, type Client, type TestServer } from './harness.ts';

/**
 * Issue #5: "A non-admin never sees another user's private ontology" (shell.md §6, domain.md §6:
 * administrators see all objects; others see their own and what they are assigned). Alice owns a private
 * ontology with a class hierarchy, properties and individuals; Bob must not read, list, open or change
 * any of it through get_data, get_form, set_data or the state endpoint, until Alice assigns it to him.
 */
let t: TestServer;
let alice: Client;
let bob: Client;
let admin: Client;
const onto = randomUUID();
const Animal = randomUUID();
const Dog = randomUUID();
const owns = randomUUID();
const age = randomUUID();
const rex = randomUUID();
const TERMS = [Animal, Dog, owns, age, rex];

const names = (reply: GetDataReply) => reply.rows.filter((r) => r.prop === PROP.name).map((r) => String(r.val));
async function list(client: Client, body: Record<string, unknown>): Promise<GetDataReply> {
  const reply = await client.data({ act: 'get_data', ...body });
  expect(reply.status, await reply.clone().text()).toBe(200);
  return (await reply.json()) as GetDataReply;
}

beforeAll(async () => {
  t = await startTestServer([ontologyExtension]);
  [alice, bob, admin] = await Promise.all([t.signIn(ALICE), t.signIn(BOB), t.signIn(ADMIN)]);
  const member = (inst: string) => ({ op: 'add', inst, prop: ONTO_PROP.ontology, val: onto });
  const created = await alice.data({
    act: 'set_data',
    data: [
      { op: 'new', class: ONTO_CLASS.Ontology, name: 'Зоопарк Алисы', inst: onto },
      { op: 'new', class: CLASS.Class, name: 'Животное', inst: Animal },
      { op: 'new', class: CLASS.Class, name: 'Собака', inst: Dog },
      { op: 'add', inst: Dog, prop: PROP.parentClass, val: Animal },
      { op: 'new', class: CLASS.ObjectProperty, name: 'владеет', inst: owns },
      { op: 'add', inst: owns, prop: PROP.domain, val: Animal },
      { op: 'add', inst: owns, prop: PROP.range, val: Animal },
      { op: 'new', class: CLASS.DataProperty, name: 'возраст', inst: age },
      { op: 'upd', inst: age, prop: PROP.baseType, val: 'integer' },
      { op: 'add', inst: age, prop: PROP.domain, val: Animal },
      { op: 'new', class: Dog, name: 'Рекс', inst: rex },
      { op: 'upd', inst: rex, prop: age, val: 5 },
      ...TERMS.map(member),
    ],
  });
  expect([created.status, await created.text()]).toEqual([200, expect.any(String)]);
}, 60_000);

afterAll(() => t?.close());

describe('get_data: lists never show another user’s private ontology or its terms', () => {
  it('the owner sees the ontology and each kind of term', async () => {
    expect(names(await list(alice, { class: ONTO_CLASS.Ontology }))).toEqual(['Зоопарк Алисы']);
    expect(names(await list(alice, { class: CLASS.Class, filter: '[author] = #user#' }))).toEqual([
      'Животное',
      'Собака',
    ]);
    expect(names(await list(alice, { class: Animal }))).toEqual(['Рекс']);
  });

  it('another user sees none of them, however the list is asked for', async () => {
    expect((await list(bob, { class: ONTO_CLASS.Ontology })).count_rows).toBe(0);
    for (const cls of [CLASS.Class, CLASS.ObjectProperty, CLASS.DataProperty]) {
      const reply = await list(bob, { class: cls, filter: '[author] is not null' });
      expect(reply.rows).toEqual([]);
      expect(reply.count_rows).toBe(0);
    }
    // By membership of the ontology, by id, by name search: nothing.
    expect(
      (await list(bob, { class: CLASS.Class, fields: [{ prop: ONTO_PROP.ontology, filter: onto }] })).count_rows,
    ).toBe(0);
    expect((await list(bob, { class: CLASS.Class, filter: `[id] = '${Dog}'` })).count_rows).toBe(0);
    expect((await list(bob, { class: CLASS.Class, filter: "[name] ~ 'Собак'" })).count_rows).toBe(0);
    // Individuals of her class: the class is not his to read, so to him it does not exist (issue 11, item 10).
    const hidden = await bob.data({ act: 'get_data', class: Animal });
    expect([hidden.status, await hidden.json()]).toEqual([400, { error: `get_data: unknown class ${Animal}` }]);
  });

  it('an administrator sees all of it', async () => {
    expect(names(await list(admin, { class: ONTO_CLASS.Ontology }))).toContain('Зоопарк Алисы');
    const classes = await list(admin, { class: CLASS.Class, fields: [{ prop: ONTO_PROP.ontology, filter: onto }] });
    expect(names(classes)).toEqual(['Животное', 'Собака']);
    expect(names(await list(admin, { class: Animal }))).toEqual(['Рекс']);
  });
});

describe('get_form: no form of another user’s private object', () => {
  it('the owner gets the individual’s form with its values', async () => {
    const reply = await alice.data({ act: 'get_form', class: Dog, inst: rex });
    expect(reply.status).toBe(200);
    const form = (await reply.json()) as { fields: { prop: string; values?: { val: unknown }[] }[] };
    expect(form.fields.find((f) => f.prop === age)?.values).toEqual([{ val: 5, cap: '5' }]);
  });

  it('another user gets 404 for the ontology, a class, a property and an individual', async () => {
    const cases: [string, string][] = [
      [ONTO_CLASS.Ontology, onto],
      [CLASS.Class, Dog],
      [CLASS.ObjectProperty, owns],
      [CLASS.DataProperty, age],
    ];
    for (const [cls, inst] of cases) {
      const reply = await bob.data({ act: 'get_form', class: cls, inst });
      expect([cls, reply.status]).toEqual([cls, 404]);
    }
    // An individual of her private class: the class itself is unknown to him, as an id that does not exist.
    const individual = await bob.data({ act: 'get_form', class: Dog, inst: rex });
    expect([individual.status, await individual.json()]).toEqual([400, { error: `get_form: unknown class ${Dog}` }]);
  });

  it('another user does not get the blank form of her class either (it would name her properties)', async () => {
    const reply = await bob.data({ act: 'get_form', class: Dog, prop_cap: true });
    expect(reply.status).toBe(400);
    expect(await reply.text()).toBe(JSON.stringify({ error: `get_form: unknown class ${Dog}` }));
  });

  it('an administrator gets every form', async () => {
    for (const [cls, inst] of [
      [ONTO_CLASS.Ontology, onto],
      [Dog, rex],
    ] as const) {
      expect((await admin.data({ act: 'get_form', class: cls, inst })).status).toBe(200);
    }
  });
});

describe('set_data: another user changes nothing of it', () => {
  it('rename, value change, membership, delete and an individual of her class are refused; nothing is written', async () => {
    const before = await tableCounts(t.temp);
    const attempts = [
      [{ op: 'upd', inst: onto, prop: PROP.name, val: 'Моё' }],
      [{ op: 'upd', inst: rex, prop: age, val: 7 }],
      [{ op: 'add', inst: Dog, prop: PROP.parentClass, val: Dog }],
      [{ op: 'del', inst: onto, del_force: true }],
      [{ op: 'new', class: Dog, name: 'Шарик' }],
      [
        { op: 'new', class: CLASS.Class, name: 'Кот', inst: randomUUID() },
        { op: 'add', inst: Dog, prop: ONTO_PROP.ontology, val: onto },
      ],
    ];
    for (const data of attempts) {
      const reply = await bob.data({ act: 'set_data', data });
      expect(reply.status, JSON.stringify(data)).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
    }
    expect(await tableCounts(t.temp)).toEqual(before);
  });

  it('he cannot even put his own class into her ontology', async () => {
    const mine = randomUUID();
    const reply = await bob.data({
      act: 'set_data',
      data: [
        { op: 'new', class: CLASS.Class, name: 'Кот', inst: mine },
        { op: 'add', inst: mine, prop: ONTO_PROP.ontology, val: onto },
      ],
    });
    expect(reply.status).toBe(400);
  });
});

describe('the ontology state endpoint (GET /api/ontology/:id/state)', () => {
  it('answers the owner and an administrator, and 404 to another user', async () => {
    expect((await alice.request('GET', `/api/ontology/${onto}/state`)).status).toBe(200);
    expect((await admin.request('GET', `/api/ontology/${onto}/state`)).status).toBe(200);
    const denied = await bob.request('GET', `/api/ontology/${onto}/state`);
    expect(denied.status).toBe(404);
    expect(await denied.text()).not.toContain('Собака');
  });
});

describe('an assignment opens it (shell.md §6: "objects they hold an active assignment on")', () => {
  it('after Alice assigns the ontology to Bob as reader he sees it, but still not her unassigned classes', async () => {
    const assignment = randomUUID();
    const made = await alice.data({
      act: 'set_data',
      data: [
        { op: 'new', class: CLASS.Assignment, name: 'reader', inst: assignment },
        { op: 'upd', inst: assignment, prop: PROP.obj, val: onto },
        { op: 'upd', inst: assignment, prop: PROP.user, val: bob.userId },
        { op: 'upd', inst: assignment, prop: PROP.roleCode, val: 'reader' },
      ],
    });
    expect([made.status, await made.text()]).toEqual([200, expect.any(String)]);
    const seen = await list(bob, { class: ONTO_CLASS.Ontology });
    expect(names(seen)).toEqual(['Зоопарк Алисы']);
    expect(seen.rows[0]).toMatchObject({ readonly: true, can_delete: false });
    expect((await list(bob, { class: CLASS.Class, filter: `[id] = '${Dog}'` })).count_rows).toBe(0);
    // A reader may not change it.
    const write = await bob.data({ act: 'set_data', data: [{ op: 'upd', inst: onto, prop: PROP.name, val: 'Моё' }] });
    expect(write.status).toBe(400);
    // Suspended, the assignment no longer counts (domain.md §4).
    const suspend = await alice.data({
      act: 'set_data',
      data: [{ op: 'upd', inst: assignment, prop: PROP.notActive, val: true }],
    });
    expect(suspend.status).toBe(200);
    expect((await list(bob, { class: ONTO_CLASS.Ontology })).count_rows).toBe(0);
  });
});
