import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedCluster, type EmbeddedCluster } from '../store/embedded-cluster.ts';
import { openPostgresStore, type PostgresStoreOptions } from '../store/postgres-store.ts';
import type { SqlStore } from '../store/sql-store.ts';

/** Test helpers: real PostgreSQL databases in throwaway places, never mocks. */

/** Set by the vitest global set-up (tests/setup/postgres.ts): the cluster every test file shares. */
export const TEST_SERVER_ENV = 'ONTOBENCH_TEST_DATABASE_URL';

export interface TempStore {
  store: SqlStore;
  /** The database's URL (a fresh database of its own). */
  url: string;
  /** Another store on the same database. */
  openAgain(): Promise<SqlStore>;
  /** Closes the store and drops its database. */
  dispose(): Promise<void>;
}

/**
 * A store on a new, empty database of its own: on `DATABASE_URL` when it is set (its role must be
 * allowed to create databases), else on the cluster the test run shares, else on a throwaway embedded
 * cluster started for it (a benchmark, a script).
 */
export async function openTempStore(options: PostgresStoreOptions = {}): Promise<TempStore> {
  const shared = process.env.DATABASE_URL || process.env[TEST_SERVER_ENV];
  const own = shared ? null : await startTempCluster();
  const serverUrl = shared || own!.cluster.url();
  try {
    const name = `ob_test_${process.pid}_${randomBytes(5).toString('hex')}`;
    await admin(serverUrl, (client) => client.query(`create database ${name}`));
    const url = withDatabase(serverUrl, name);
    const store = await openPostgresStore(url, options);
    return {
      store,
      url,
      openAgain: () => openPostgresStore(url, options),
      async dispose() {
        await store.close();
        await admin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
        await own?.stop();
      },
    };
  } catch (error) {
    await own?.stop();
    throw error;
  }
}

export interface TempCluster {
  cluster: EmbeddedCluster;
  /** Stops the cluster and deletes its folder. */
  stop(): Promise<void>;
}

/** An embedded PostgreSQL cluster in a new temp folder (about a second to create). */
export async function startTempCluster(): Promise<TempCluster> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'ontobench-pg-'));
  try {
    const cluster = await startEmbeddedCluster({ dir: path.join(root, 'postgres') });
    return {
      cluster,
      async stop() {
        await cluster.stop();
        await fs.rm(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await fs.rm(root, { recursive: true, force: true });
    throw error;
  }
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin(serverUrl: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  // A lost connection rejects the statement below; without a listener its 'error' event would exit the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
