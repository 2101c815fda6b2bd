import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openPgliteStore } from '../store/pglite-store.ts';
import { openPostgresStore } from '../store/postgres-store.ts';
import type { SqlStore } from '../store/sql-store.ts';

/** Test helpers: real databases in throwaway places, never mocks. */

export interface TempStore {
  store: SqlStore;
  dataDir: string;
  /** Another store on the same database (on PGlite only once the first is closed: the folder is locked). */
  openAgain(): Promise<SqlStore>;
  /** Closes the store and deletes its data. */
  dispose(): Promise<void>;
}

/** A fresh embedded database in a new temp folder. Opening takes seconds: share one per test file. */
export async function openTempPgliteStore(): Promise<TempStore> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ontobench-test-'));
  const store = await openPgliteStore(dataDir);
  return {
    store,
    dataDir,
    openAgain: () => openPgliteStore(dataDir),
    async dispose() {
      await store.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A store on `DATABASE_URL` confined to a new schema of its own, so tests neither see nor leave
 * tables in the real database. Null when no `DATABASE_URL` is set.
 */
export async function openTempPostgresSchema(): Promise<TempStore | null> {
  const url = process.env.DATABASE_URL;
  if (!url) return null;
  const schema = `ob_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = await openPostgresStore(url);
  await admin.exec(`create schema ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const store = await openPostgresStore(scoped.toString());
  return {
    store,
    dataDir: '',
    openAgain: () => openPostgresStore(scoped.toString()),
    async dispose() {
      await store.close();
      await admin.exec(`drop schema ${schema} cascade`);
      await admin.close();
    },
  };
}
