import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP, SYSTEM_SCHEMA } from '../../common/ontology/system-ontology.ts';
import { coreMigrations } from '../migrations.ts';
import { installSchema } from '../ontology/install-schema.ts';
import { OntologyModelCache } from '../ontology/model.ts';
import { runMigrations } from '../store/migrator.ts';
import { openTempStore, type TempStore } from '../testing/temp-store.ts';
import type { Viewer } from './access.ts';
import { DataService, RUN_AS_MESSAGES } from './data-service.ts';

/**
 * `uow.runAs` (issue 21 item 5, an administrator's copy of one user's settings to others): a request
 * in the same transaction as another user — authored by them, all or nothing with the rest — and only
 * in an administrator's unit of work.
 */
let temp: TempStore;
let data: DataService;
const admin: Viewer = { id: randomUUID(), isAdmin: true };
const alice: Viewer = { id: randomUUID(), isAdmin: false };
const bob: Viewer = { id: randomUUID(), isAdmin: false };

const authorOf = async (id: string) =>
  (await temp.store.query<{ author: string }>('select author from ob_instance where id = $1', [id])).rows[0]?.author;
const newSettings = (inst: string) => ({
  act: 'set_data' as const,
  data: [
    { op: 'new' as const, class: CLASS.Settings, name: 'Настройки', inst },
    { op: 'upd' as const, inst, prop: PROP.json, val: '{"theme":"dark"}' },
  ],
});

beforeAll(async () => {
  temp = await openTempStore();
  await runMigrations(temp.store, coreMigrations);
  await temp.store.transaction((tx) => installSchema(tx, SYSTEM_SCHEMA));
  for (const v of [admin, alice, bob])
    await temp.store.query('insert into ob_instance (id, class_id, name, author) values ($1, $2, $3, $1)', [
      v.id,
      CLASS.User,
      `Пользователь ${v.id.slice(0, 4)}`,
    ]);
  await temp.store.query(`insert into ob_value (inst, prop, idx, val) values ($1, $2, 0, 'true')`, [
    admin.id,
    PROP.isAdmin,
  ]);
  data = new DataService(temp.store, new OntologyModelCache(temp.store));
});
afterAll(async () => {
  await temp?.dispose();
});

describe('unit of work: runAs', () => {
  it("an administrator's unit writes as another user: the record is that user's own", async () => {
    const mine = randomUUID();
    const hers = randomUUID();
    await data.unitOfWork(admin, async (uow) => {
      await uow.run(newSettings(mine));
      await uow.runAs(alice.id, newSettings(hers));
    });
    expect(await authorOf(mine)).toBe(admin.id);
    expect(await authorOf(hers)).toBe(alice.id);
  });

  it('a failure after it rolls it back: all or nothing', async () => {
    const hers = randomUUID();
    await expect(
      data.unitOfWork(admin, async (uow) => {
        await uow.runAs(alice.id, newSettings(hers));
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await authorOf(hers)).toBeUndefined();
  });

  it("a non-administrator's unit is refused (403); an unknown user is 404; nothing written", async () => {
    const inst = randomUUID();
    await expect(data.unitOfWork(alice, (uow) => uow.runAs(bob.id, newSettings(inst)))).rejects.toMatchObject({
      statusCode: 403,
      message: RUN_AS_MESSAGES.notAdmin,
    });
    await expect(data.unitOfWork(admin, (uow) => uow.runAs(randomUUID(), newSettings(inst)))).rejects.toMatchObject({
      statusCode: 404,
      message: RUN_AS_MESSAGES.unknownUser,
    });
    expect(await authorOf(inst)).toBeUndefined();
  });
});
