import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ClusterError, prepareFolder } from './cluster-support.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { startEmbeddedCluster, type EmbeddedCluster } from './embedded-cluster.ts';
import { openPostgresStore } from './postgres-store.ts';
import type { SqlStore } from './sql-store.ts';

export interface StoreOptions {
  /** The server's data folder; the embedded PostgreSQL cluster lives in it when no `databaseUrl` is given. */
  dataDir: string;
  /** An external PostgreSQL, e.g. `postgres://user:pass@host:5432/ontobench`. */
  databaseUrl?: string | null;
  /** Lines of the embedded server's log worth an operator's eye (its warnings and errors). */
  onLog?: (line: string) => void;
}

/** The cluster's folder inside the data folder. */
export const CLUSTER_SUBFOLDER = 'postgres';
/** The database the server uses inside the embedded cluster. */
export const EMBEDDED_DATABASE = 'ontobench';
/** Where versions before the store issue kept their embedded PGlite database. */
const PGLITE_SUBFOLDER = 'pglite';

/** The given PostgreSQL when a URL is set, otherwise the embedded PostgreSQL in the data folder. */
export function openStore(options: StoreOptions): Promise<SqlStore> {
  return options.databaseUrl ? openPostgresStore(options.databaseUrl) : openEmbeddedStore(options);
}

/**
 * Starts (on first use: creates) the embedded PostgreSQL cluster in `<dataDir>/postgres` and opens its
 * `ontobench` database. Closing the store stops the cluster. One server per data folder (a lock file).
 */
export async function openEmbeddedStore(options: StoreOptions): Promise<SqlStore> {
  const dataDir = path.resolve(options.dataDir);
  const clusterDir = path.join(dataDir, CLUSTER_SUBFOLDER);
  refuseOldPglite(dataDir, clusterDir);
  prepareFolder(dataDir);
  const lock = lockDataDir(dataDir);
  let cluster: EmbeddedCluster | null = null;
  try {
    cluster = await startEmbeddedCluster({
      dir: clusterDir,
      onLog: (line) => {
        if (/\b(WARNING|ERROR|FATAL|PANIC)\b/.test(line)) options.onLog?.(line);
      },
      onUnexpectedExit: (code, signal) =>
        options.onLog?.(`stopped (${signal ?? `exit code ${code}`}); starting it again.`),
    });
    await ensureDatabase(cluster.url(), EMBEDDED_DATABASE);
    const store = await openPostgresStore(cluster.url(EMBEDDED_DATABASE));
    const started = cluster;
    let closing: Promise<void> | undefined;
    return {
      ...store,
      kind: 'embedded',
      close() {
        closing ??= store
          .close()
          .finally(() => started.stop())
          .finally(() => lock.release());
        return closing;
      },
    };
  } catch (error) {
    await cluster?.stop();
    lock.release();
    throw error;
  }
}

function refuseOldPglite(dataDir: string, clusterDir: string): void {
  if (!fs.existsSync(path.join(dataDir, PGLITE_SUBFOLDER)) || fs.existsSync(clusterDir)) return;
  throw new ClusterError(
    `The data folder ${dataDir} holds a database of an earlier Ontobench (embedded PGlite, in ` +
      `${path.join(dataDir, PGLITE_SUBFOLDER)}), which this version does not read: it keeps its data in an ` +
      'embedded PostgreSQL. To keep that data, export it with the earlier version and import it here ' +
      `(docs/store.md); to start afresh, move ${path.join(dataDir, PGLITE_SUBFOLDER)} out of the data folder ` +
      'or set ONTOBENCH_DATA_DIR to a new folder.',
  );
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  // A lost connection rejects the statement below; without a listener its 'error' event would exit the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
