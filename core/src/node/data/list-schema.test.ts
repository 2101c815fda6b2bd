import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetDataOperation } from '../../common/data-api.ts';
import { CLASS, PROP, SYSTEM_SCHEMA } from '../../common/ontology/system-ontology.ts';
import { coreMigrations } from '../migrations.ts';
import { installSchema } from '../ontology/install-schema.ts';
import { OntologyModel, OntologyModelCache, type ModelRows } from '../ontology/model.ts';
import { runMigrations } from '../store/migrator.ts';
import { openTempStore, type TempStore } from '../testing/temp-store.ts';
import type { Viewer } from './access.ts';
import { DataService } from './data-service.ts';

/** What a model answers, in a form two models compare by (descendants as a set: callers read it so). */
function view(model: OntologyModel) {
  const classes = [...model.classes.keys()].sort();
  return {
    classes: [...model.classes.values()],
    properties: [...model.properties.values()],
    descendants: classes.map((c) => model.descendants(c).sort()),
    ancestors: classes.map((c) => model.ancestors(c).sort()),
  };
}

describe('OntologyModel.patch', () => {
  it('gives the model fromRows gives, after each change of a class or property', () => {
    const [a, b, c, p] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const rows: ModelRows = { items: new Map(), values: new Map() };
    const model = OntologyModel.fromRows(rows);
    const item = (id: string, classId: string, name: string) => {
      rows.items.set(id, { id, class_id: classId, name, author: null, system: false });
      model.patch(rows, id);
    };
    const write = (id: string, prop: string, values: string[]) => {
      rows.values.set(id, new Map([...(rows.values.get(id) ?? []), [prop, values]]));
      model.patch(rows, id);
    };
    const steps = [
      () => item(a, CLASS.Class, 'A'),
      () => item(b, CLASS.Class, 'B'),
      () => write(b, PROP.parentClass, [a]),
      () => item(c, CLASS.Class, 'C'),
      () => write(c, PROP.parentClass, [b, a]),
      () => item(p, CLASS.DataProperty, 'p'),
      () => write(p, PROP.domain, [c]),
      () => write(p, PROP.baseType, ['integer']),
      () => write(b, PROP.parentClass, [c]), // a cycle: tolerated
      () => write(c, PROP.parentClass, []),
      () => write(a, PROP.classPolicy, ['{"create":"admin"}']),
    ];
    for (const step of steps) {
      step();
      expect(view(model)).toEqual(view(OntologyModel.fromRows(rows)));
    }
    expect(model.classPolicy(b)).toEqual({});
    expect(model.isA(b, c)).toBe(true);
    expect(model.property(p)?.baseType).toBe('integer');
  });
});

describe('the model during one set_data list', () => {
  let temp: TempStore;
  let cache: OntologyModelCache;
  let data: DataService;
  const alice: Viewer = { id: randomUUID(), isAdmin: false };
  const set = (ops: SetDataOperation[]) => data.run(alice, { act: 'set_data', data: ops });
  const count = async (classId: string) =>
    (await temp.store.query('select 1 from ob_instance where class_id = $1', [classId])).rows.length;

  beforeAll(async () => {
    temp = await openTempStore();
    await runMigrations(temp.store, coreMigrations);
    await temp.store.transaction((tx) => installSchema(tx, SYSTEM_SCHEMA));
    await temp.store.query('insert into ob_instance (id, class_id, name, author) values ($1, $2, $3, $1)', [
      alice.id,
      CLASS.User,
      'Алисова Алиса Петровна',
    ]);
    cache = new OntologyModelCache(temp.store);
    data = new DataService(temp.store, cache);
  });

  afterAll(async () => {
    await temp?.dispose();
  });

  it('creates a class, a property whose domain is that class and an instance with its value, in one list', async () => {
    const [Book, pages, book] = [randomUUID(), randomUUID(), randomUUID()];
    await set([
      { op: 'new', class: CLASS.Class, name: 'Book', inst: Book },
      { op: 'new', class: CLASS.DataProperty, name: 'pages', inst: pages },
      { op: 'upd', inst: pages, prop: PROP.baseType, val: 'integer' },
      { op: 'upd', inst: pages, prop: PROP.domain, val: Book },
      { op: 'new', class: Book, name: 'Война и мир', inst: book },
      { op: 'upd', inst: book, prop: pages, val: 1225 },
    ]);
    const stored = await temp.store.query<{ num: number }>('select num from ob_value where inst = $1 and prop = $2', [
      book,
      pages,
    ]);
    expect(stored.rows.map((r) => Number(r.num))).toEqual([1225]);
    // The base type written earlier in the list is the one the value was checked against.
    await expect(set([{ op: 'upd', inst: book, prop: pages, val: 'many' }])).rejects.toThrow(/pages/);
  });

  it('sees a change of a class parent made earlier in the same list', async () => {
    const [Animal, Dog, Stone, legs] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await set([
      { op: 'new', class: CLASS.Class, name: 'Animal', inst: Animal },
      { op: 'new', class: CLASS.Class, name: 'Dog', inst: Dog },
      { op: 'new', class: CLASS.Class, name: 'Stone', inst: Stone },
      { op: 'new', class: CLASS.DataProperty, name: 'legs', inst: legs },
      { op: 'upd', inst: legs, prop: PROP.domain, val: Animal },
    ]);
    const [rex, rock] = [randomUUID(), randomUUID()];
    // Dog becomes an Animal, then its instance takes Animal's property.
    await set([
      { op: 'upd', inst: Dog, prop: PROP.parentClass, val: Animal },
      { op: 'new', class: Dog, name: 'Rex', inst: rex },
      { op: 'upd', inst: rex, prop: legs, val: '4' },
    ]);
    expect(await count(Dog)).toBe(1);
    // Stone is made an Animal and then something else again: the later operation sees the second change.
    await expect(
      set([
        { op: 'upd', inst: Stone, prop: PROP.parentClass, val: Animal },
        { op: 'upd', inst: Stone, prop: PROP.parentClass, val: Dog },
        { op: 'upd', inst: Stone, prop: PROP.parentClass, val: [] },
        { op: 'new', class: Stone, name: 'Rock', inst: rock },
        { op: 'upd', inst: rock, prop: legs, val: '0' },
      ]),
    ).rejects.toThrow(/operation 5 .*does not apply/);
    expect(await count(Stone)).toBe(0);
  });

  it('never changes the model the cache hands to other requests', async () => {
    const shared = await cache.get();
    const Tree = randomUUID();
    await expect(
      set([
        { op: 'new', class: CLASS.Class, name: 'Tree', inst: Tree },
        { op: 'upd', inst: randomUUID(), prop: PROP.name, val: 'nobody' },
      ]),
    ).rejects.toThrow(/does not exist/);
    expect(shared.isClass(Tree)).toBe(false);
  });
});
