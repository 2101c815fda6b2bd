import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openPgliteStore } from '../store/pglite-store.ts';
import { openPostgresStore, type PostgresStoreOptions } from '../store/postgres-store.ts';
import type { SqlStore } from '../store/sql-store.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

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
export async function openTempPostgresSchema(options: PostgresStoreOptions = {}): Promise<TempStore | null> {
  const url = process.env.DATABASE_URL;
  if (!url) return null;
  const schema = `ob_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = await openPostgresStore(url);
  await admin.exec(`create schema ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const store = await openPostgresStore(scoped.toString(), options);
  return {
    store,
    dataDir: '',
    openAgain: () => openPostgresStore(scoped.toString(), options),
    async dispose() {
      await store.close();
      await admin.exec(`drop schema ${schema} cascade`);
      await admin.close();
    },
  };
}

/**
 * A store on a real PostgreSQL for the tests that need one (statement timeouts, the pool): a schema of
 * DATABASE_URL when it is set, otherwise a throwaway embedded PostgreSQL cluster (a few seconds to
 * start: share one per test file).
 */
export async function openTempPostgresStore(options: PostgresStoreOptions = {}): Promise<TempStore> {
  const url = process.env.DATABASE_URL;
  if (url) return (await openTempPostgresSchema(options))!;
  const cluster = await startEmbeddedPostgres();
  try {
    const store = await openPostgresStore(cluster.url, options);
    return {
      store,
      dataDir: cluster.dataDir,
      openAgain: () => openPostgresStore(cluster.url, options),
      async dispose() {
        await store.close();
        await cluster.stop();
      },
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
