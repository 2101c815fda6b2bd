import type { SqlStore } from './sql-store.ts';
import { openPgliteStore } from './pglite-store.ts';
import { openPostgresStore } from './postgres-store.ts';

export interface StoreOptions {
  /** The server's data folder; the embedded database lives in it when no `databaseUrl` is given. */
  dataDir: string;
  /** An external PostgreSQL, e.g. `postgres://user:pass@host:5432/ontobench`. */
  databaseUrl?: string | null;
}

/** PostgreSQL when a URL is given, otherwise the embedded PGlite, so a fresh machine needs nothing. */
export function openStore(options: StoreOptions): Promise<SqlStore> {
  return options.databaseUrl ? openPostgresStore(options.databaseUrl) : openPgliteStore(options.dataDir);
}
