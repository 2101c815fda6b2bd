import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetDataReply, SetDataOperation } from '../../common/data-api.ts';
import { CLASS, PROP, SYSTEM_SCHEMA } from '../../common/ontology/system-ontology.ts';
import { coreMigrations } from '../migrations.ts';
import { installSchema } from '../ontology/install-schema.ts';
import { OntologyModelCache } from '../ontology/model.ts';
import { runMigrations } from '../store/migrator.ts';
import { openTempStore, type TempStore } from '../testing/temp-store.ts';
import type { Viewer } from './access.ts';
import { AccessPolicies } from './access-policies.ts';
import { DataService } from './data-service.ts';

/**
 * AccessPolicy.partsOf (issue 17: "a notation cannot be edited by an editor assignee unless they made every
 * element" — parts follow their whole): a part is read by who reads its whole as author or by assignment,
 * changed and deleted by who may change the whole; one level only.
 */
let temp: TempStore;
let data: DataService;
const alice: Viewer = { id: randomUUID(), isAdmin: false };
const bob: Viewer = { id: randomUUID(), isAdmin: false };
const id = (n: number) => `0f0f0000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const WHOLE = id(1);
const PART = id(2);
const SUB = id(3);
const OF_WHOLE = id(0x101);
const OF_PART = id(0x102);

const set = (viewer: Viewer, ops: SetDataOperation[]) => data.run(viewer, { act: 'set_data', data: ops });
const get = (viewer: Viewer, classId: string) =>
  data.run(viewer, { act: 'get_data', class: classId, fields: [{ prop: PROP.name }] }) as Promise<GetDataReply>;
const rows = async (viewer: Viewer, classId: string) =>
  (await get(viewer, classId)).rows
    .filter((r) => r.prop === PROP.name)
    .map((r) => [r.val, r.readonly, r.can_delete])
    .sort();

const whole = randomUUID();
const other = randomUUID();
const byAlice = randomUUID();
const sub = randomUUID();
const assignment = randomUUID();

beforeAll(async () => {
  temp = await openTempStore();
  await runMigrations(temp.store, coreMigrations);
  await temp.store.transaction(async (tx) => {
    await installSchema(tx, SYSTEM_SCHEMA);
    await installSchema(tx, {
      owner: 'an-area',
      classes: [
        { id: WHOLE, name: 'Whole' },
        { id: PART, name: 'Part' },
        { id: SUB, name: 'Sub-part' },
      ],
      properties: [
        { id: OF_WHOLE, name: 'whole', kind: 'object', domain: [PART], range: [WHOLE] },
        { id: OF_PART, name: 'part', kind: 'object', domain: [SUB], range: [PART] },
      ],
    });
  });
  for (const [v, name] of [
    [alice, 'Алисова Алиса Петровна'],
    [bob, 'Бобров Борис Иванович'],
  ] as const)
    await temp.store.query('insert into ob_instance (id, class_id, name, author) values ($1, $2, $3, $1)', [
      v.id,
      CLASS.User,
      name,
    ]);
  const policies = new AccessPolicies([
    {
      owner: 'an-area',
      policy: {
        readOnlyRoleCodes: ['reader'],
        partsOf: [
          { classId: PART, prop: OF_WHOLE },
          { classId: SUB, prop: OF_PART },
        ],
      },
    },
  ]);
  data = new DataService(temp.store, new OntologyModelCache(temp.store), undefined, undefined, policies);
  await set(alice, [
    { op: 'new', class: WHOLE, name: 'Нотация', inst: whole },
    { op: 'new', class: WHOLE, name: 'Чужая нотация', inst: other },
    { op: 'new', class: PART, name: 'Элемент Алисы', inst: byAlice },
    { op: 'upd', inst: byAlice, prop: OF_WHOLE, val: whole },
    { op: 'new', class: SUB, name: 'Подэлемент', inst: sub },
    { op: 'upd', inst: sub, prop: OF_PART, val: byAlice },
    { op: 'new', class: CLASS.Assignment, name: 'Боб читает', inst: assignment },
    { op: 'upd', inst: assignment, prop: PROP.obj, val: whole },
    { op: 'upd', inst: assignment, prop: PROP.user, val: bob.id },
    { op: 'upd', inst: assignment, prop: PROP.roleCode, val: 'reader' },
  ]);
}, 60_000);

afterAll(() => temp?.dispose());

describe('parts follow their whole (AccessPolicy.partsOf)', () => {
  it('a reader of the whole reads its parts and changes none', async () => {
    expect(await rows(bob, PART)).toEqual([['Элемент Алисы', true, false]]);
    await expect(set(bob, [{ op: 'upd', inst: byAlice, prop: PROP.name, val: 'Боб' }])).rejects.toThrow(
      /may not change/,
    );
  });

  it('an editor of the whole changes and deletes a part another user made; the whole’s author changes theirs', async () => {
    await set(alice, [{ op: 'upd', inst: assignment, prop: PROP.roleCode, val: 'editor' }]);
    expect(await rows(bob, PART)).toEqual([['Элемент Алисы', false, true]]);
    await set(bob, [{ op: 'upd', inst: byAlice, prop: PROP.name, val: 'Элемент, поправленный Бобом' }]);
    const bobs = randomUUID();
    await set(bob, [
      { op: 'new', class: PART, name: 'Элемент Боба', inst: bobs },
      { op: 'upd', inst: bobs, prop: OF_WHOLE, val: whole },
    ]);
    await set(alice, [{ op: 'upd', inst: bobs, prop: PROP.name, val: 'Элемент Боба, поправленный Алисой' }]);
    await set(bob, [{ op: 'del', inst: bobs }]);
    expect((await rows(alice, PART)).map((r) => r[0])).toEqual(['Элемент, поправленный Бобом']);
  });

  it('one level only: a part’s part follows its part, not the whole; a part of another whole stays out of reach', async () => {
    // Bob may change the whole, so he reads and changes its parts, but the sub-part's whole is the part,
    // which Bob neither made nor holds an assignment on.
    expect(await rows(bob, SUB)).toEqual([]);
    expect(await rows(alice, SUB)).toEqual([['Подэлемент', false, true]]);
    const foreign = randomUUID();
    await set(alice, [
      { op: 'new', class: PART, name: 'Элемент чужой нотации', inst: foreign },
      { op: 'upd', inst: foreign, prop: OF_WHOLE, val: other },
    ]);
    expect((await rows(bob, PART)).map((r) => r[0])).toEqual(['Элемент, поправленный Бобом']);
    await expect(set(bob, [{ op: 'upd', inst: foreign, prop: PROP.name, val: 'x' }])).rejects.toThrow(/does not exist/);
  });

  it('the assignment gone, the parts go with it', async () => {
    await set(alice, [{ op: 'upd', inst: assignment, prop: PROP.notActive, val: true }]);
    expect(await rows(bob, PART)).toEqual([]);
  });

  it('a policy whose parts do not name a class and a property by id is refused', () => {
    expect(() => new AccessPolicies().register('x', { partsOf: [{ classId: 'Part', prop: 'whole' }] })).toThrow(
      /partsOf: .* is not \{ classId, prop \} of ids/,
    );
  });
});
