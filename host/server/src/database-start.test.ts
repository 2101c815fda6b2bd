import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { coreMigrations, openStore, runMigrations, type SqlStore } from '@ontobench/core/node';
import { tempFolder } from '../../../core/src/node/testing/temp-folder.ts';
import { ConfigError } from './config.ts';
import { checkDatabase, recordDatabase, type DatabaseSettings } from './database-start.ts';
import { checkHistory, databaseKey, readRecord, recordPath } from './installation-record.ts';

/**
 * "Never re-create a database that existed before without saying so" (issue 11, item 7), on a real
 * embedded database in a temp folder: the record beside the data folder survives deleting it.
 */

const folders: string[] = [];
const stores: SqlStore[] = [];

afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function tempParent(): string {
  const folder = tempFolder('ontobench-history-');
  folders.push(folder);
  return folder;
}

/** One server start as main.ts does it, without the HTTP part: check, migrate, record. */
async function start(settings: DatabaseSettings) {
  const store = await openStore({ dataDir: settings.dataDir });
  stores.push(store);
  try {
    const checked = await checkDatabase(store, settings);
    await runMigrations(store, coreMigrations);
    return await recordDatabase(store, checked, settings);
  } finally {
    await store.close();
    stores.splice(stores.indexOf(store), 1);
  }
}

describe('a database that existed before', () => {
  it('is created and recorded at the first start, found again at the next, and not re-created silently once deleted', async () => {
    const dataDir = path.join(tempParent(), 'data');
    const settings: DatabaseSettings = { dataDir, databaseUrl: null, recreate: false, demo: 'auto', host: '127.0.0.1' };

    const first = await start(settings);
    expect(first).toMatchObject({ created: true, demo: true, notes: [], warnings: [] });
    const record = readRecord(recordPath(dataDir));
    expect(record.databases.embedded?.installationId).toBe(first.installationId);
    expect(recordPath(dataDir)).toBe(`${dataDir}.ontobench.json`);

    // A restart, even with other settings: the same database, its demo decided at its creation.
    const again = await start({ ...settings, demo: 'off', host: '0.0.0.0' });
    expect(again).toMatchObject({ created: false, demo: true, installationId: first.installationId });

    // The data folder is emptied: the next start refuses, with one sentence saying how to go on.
    fs.rmSync(dataDir, { recursive: true, force: true });
    const refused = start(settings);
    await expect(refused).rejects.toThrow(ConfigError);
    await expect(refused).rejects.toThrow(
      new RegExp(
        `^The embedded database in ${dataDir} was created on \\d{4}-\\d\\d-\\d\\d \\(installation ${first.installationId}\\) ` +
          'but is now empty or missing: restore it from a backup, or start once with ONTOBENCH_RECREATE=yes',
      ),
    );
    // Refusing changed nothing: the record still names the lost database.
    expect(readRecord(recordPath(dataDir)).databases.embedded?.installationId).toBe(first.installationId);

    // Asked explicitly: a new one, said loudly, and recorded in place of the old.
    const recreated = await start({ ...settings, recreate: true });
    expect(recreated.created).toBe(true);
    expect(recreated.installationId).not.toBe(first.installationId);
    expect(recreated.warnings).toEqual([expect.stringContaining(`installation ${first.installationId}) was gone`)]);
    expect(readRecord(recordPath(dataDir)).databases.embedded?.installationId).toBe(recreated.installationId);
    const later = await start({ ...settings, recreate: true });
    expect(later.notes).toEqual([
      'ONTOBENCH_RECREATE=yes has no effect: the database exists. Remove it from the settings.',
    ]);
  });

  it('a new database on a server beyond loopback starts without the demo, and says why', async () => {
    const dataDir = path.join(tempParent(), 'data');
    const started = await start({ dataDir, databaseUrl: null, recreate: false, demo: 'auto', host: '0.0.0.0' });
    expect(started.demo).toBe(false);
    expect(started.notes).toEqual([expect.stringContaining('Set ONTOBENCH_DEMO=on to create them anyway.')]);
  });

  it('adopts a database made before installation ids existed, without calling it new', async () => {
    const dataDir = path.join(tempParent(), 'data');
    const store = await openStore({ dataDir });
    await runMigrations(store, coreMigrations);
    await store.close();
    const started = await start({ dataDir, databaseUrl: null, recreate: false, demo: 'on', host: '127.0.0.1' });
    expect(started).toMatchObject({ created: false, demo: false });
    expect(started.notes).toEqual([
      'ONTOBENCH_DEMO=on has no effect here: the demo is seeded only into a new database.',
    ]);
    expect(readRecord(recordPath(dataDir)).databases.embedded?.installationId).toBe(started.installationId);
  });
});

describe('the history decision', () => {
  const entry = { installationId: 'id-1', createdAt: '2026-01-02T03:04:05.000Z' };

  it.each([
    ['new, nothing recorded', { kind: 'new' } as const, null, false, 'create'],
    ['new, recorded before', { kind: 'new' } as const, entry, false, 'refuse'],
    ['new, recorded before, re-creation asked', { kind: 'new' } as const, entry, true, 'recreate'],
    [
      'existing, the same id',
      { kind: 'existing', installationId: 'id-1', demo: false } as const,
      entry,
      false,
      'continue',
    ],
    [
      'existing, no record file',
      { kind: 'existing', installationId: 'id-1', demo: false } as const,
      null,
      false,
      'continue',
    ],
  ])('%s → %s', (_name, state, recorded, recreate, action) => {
    expect(checkHistory(state, recorded, recreate, 'The database').action).toBe(action);
  });

  it('rewrites the record when it is missing or names another database (a restored copy)', () => {
    const existing = { kind: 'existing', installationId: 'id-2', demo: false } as const;
    expect(checkHistory(existing, entry, false, '')).toEqual({
      action: 'continue',
      installationId: 'id-2',
      record: true,
    });
    expect(checkHistory({ ...existing, installationId: 'id-1' }, entry, false, '')).toMatchObject({ record: false });
  });

  it('names PostgreSQL databases by host and database only, never by their credentials', () => {
    expect(databaseKey('postgres', 'postgres://admin:secret@db.example:5432/ontobench?sslmode=require')).toBe(
      'postgres://db.example:5432/ontobench',
    );
    expect(databaseKey('embedded', null)).toBe('embedded');
  });
});
