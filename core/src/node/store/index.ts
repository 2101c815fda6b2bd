export type { QueryResult, SqlExecutor, SqlStore, StoreKind } from './sql-store.ts';
export { openStore, openEmbeddedStore, type StoreOptions } from './open-store.ts';
export { ClusterError } from './cluster-support.ts';
export { openPostgresStore } from './postgres-store.ts';
export { runMigrations, MigrationError, type Migration } from './migrator.ts';
export { DataDirInUseError } from './data-dir-lock.ts';
