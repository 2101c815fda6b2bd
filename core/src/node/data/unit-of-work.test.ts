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
import type { CommittedChanges } from './commit-hub.ts';
import { DataService } from './data-service.ts';

let temp: TempStore;
let data: DataService;
const heard: CommittedChanges[] = [];
const alice: Viewer = { id: randomUUID(), isAdmin: false };
const Animal = randomUUID();

const set = (ops: SetDataOperation[]) => data.run(alice, { act: 'set_data', data: ops });
const exists = async (id: string) =>
  (await temp.store.query('select 1 from ob_instance where id = $1', [id])).rows.length > 0;

beforeAll(async () => {
  temp = await openTempStore();
  await runMigrations(temp.store, coreMigrations);
  await temp.store.transaction((tx) => installSchema(tx, SYSTEM_SCHEMA));
  await temp.store.query('insert into ob_instance (id, class_id, name, author) values ($1, $2, $3, $1)', [
    alice.id,
    CLASS.User,
    'Алисова Алиса Петровна',
  ]);
  data = new DataService(temp.store, new OntologyModelCache(temp.store));
  data.commits.onCommitted((event) => void heard.push(event));
  await set([{ op: 'new', class: CLASS.Class, name: 'Animal', inst: Animal }]);
});

afterAll(async () => {
  await temp?.dispose();
});

describe('events after commit', () => {
  it('tells each committed set_data with the instances it created, changed and deleted', async () => {
    heard.length = 0;
    const rex = randomUUID();
    const tom = randomUUID();
    await set([
      { op: 'new', class: Animal, name: 'Rex', inst: rex },
      { op: 'new', class: Animal, name: 'Tom', inst: tom },
      { op: 'upd', inst: rex, prop: PROP.name, val: 'Rex II' },
    ]);
    await set([
      { op: 'upd', inst: tom, prop: PROP.name, val: 'Tommy' },
      { op: 'del', inst: rex },
    ]);
    expect(heard).toEqual([
      {
        userId: alice.id,
        changes: [
          { classId: Animal, inst: rex, kind: 'new' },
          { classId: Animal, inst: tom, kind: 'new' },
        ],
      },
      {
        userId: alice.id,
        changes: [
          { classId: Animal, inst: tom, kind: 'upd' },
          { classId: Animal, inst: rex, kind: 'del' },
        ],
      },
    ]);
  });

  it('tells nothing of a set_data that was rolled back', async () => {
    heard.length = 0;
    const ghost = randomUUID();
    await expect(
      set([
        { op: 'new', class: Animal, name: 'Ghost', inst: ghost },
        { op: 'upd', inst: randomUUID(), prop: PROP.name, val: 'nobody' },
      ]),
    ).rejects.toThrow(/does not exist/);
    expect(await exists(ghost)).toBe(false);
    expect(heard).toEqual([]);
  });
});

describe('unit of work', () => {
  it('runs several requests in one transaction, reads seeing the earlier writes, and tells the changes once', async () => {
    heard.length = 0;
    const cat = randomUUID();
    const seen = await data.unitOfWork(alice, async (uow) => {
      await uow.run({ act: 'set_data', data: [{ op: 'new', class: Animal, name: 'Cat', inst: cat }] });
      // Nothing is told before the commit.
      expect(heard).toEqual([]);
      await uow.run({ act: 'set_data', data: [{ op: 'upd', inst: cat, prop: PROP.name, val: 'Kitty' }] });
      const reply = (await uow.run({ act: 'get_data', class: Animal, filter: "[name] = 'Kitty'" })) as GetDataReply;
      return reply.count_rows;
    });
    expect(seen).toBe(1);
    expect(await exists(cat)).toBe(true);
    expect(heard).toEqual([{ userId: alice.id, changes: [{ classId: Animal, inst: cat, kind: 'new' }] }]);
  });

  it('rolls back every request when one fails, and tells nothing', async () => {
    heard.length = 0;
    const first = randomUUID();
    const second = randomUUID();
    await expect(
      data.unitOfWork(alice, async (uow) => {
        await uow.run({ act: 'set_data', data: [{ op: 'new', class: Animal, name: 'First', inst: first }] });
        await uow.run({ act: 'set_data', data: [{ op: 'new', class: Animal, name: 'Second', inst: second }] });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await exists(first)).toBe(false);
    expect(await exists(second)).toBe(false);
    expect(heard).toEqual([]);
  });

  it('lets a later request use a class created earlier in the same unit', async () => {
    const Plant = randomUUID();
    const rose = randomUUID();
    await data.unitOfWork(alice, async (uow) => {
      await uow.run({ act: 'set_data', data: [{ op: 'new', class: CLASS.Class, name: 'Plant', inst: Plant }] });
      await uow.run({ act: 'set_data', data: [{ op: 'new', class: Plant, name: 'Rose', inst: rose }] });
    });
    expect(await exists(rose)).toBe(true);
  });
});
