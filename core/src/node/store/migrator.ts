import type { SqlExecutor, SqlStore } from './sql-store.ts';

/**
 * One versioned, forward-only schema change. Once released, a migration is never edited or renamed:
 * a later change is a new migration. Ids are global, so prefix them with the owner (`core-0001-meta`).
 */
export interface Migration {
  id: string;
  /** Who brings it: `core` or an extension id. Recorded, so a stray table can be traced to its owner. */
  owner: string;
  /** SQL (several statements allowed) or a function for changes that need data-dependent steps. */
  up: string | ((tx: SqlExecutor) => Promise<void>);
}

/**
 * Any fixed 64-bit number works as long as nothing else uses it; this one spells "ontobench migrations".
 * A transaction-scoped lock ends with its transaction, so a crashed server never leaves it held.
 */
const MIGRATION_LOCK_KEY = 7_001_042_001;

const BOOKKEEPING_DDL = `
  create table if not exists ob_migrations (
    id text primary key,
    owner text not null,
    applied_at timestamptz not null default now()
  )`;

/**
 * Applies the migrations not yet recorded, in the given order, each in its own transaction together
 * with its bookkeeping row: a failure leaves neither half behind. Returns the ids applied by this call.
 * On PostgreSQL several servers may start at once; the advisory lock plus a re-check inside it makes
 * exactly one of them apply each migration.
 */
export async function runMigrations(store: SqlStore, migrations: readonly Migration[]): Promise<string[]> {
  assertUniqueIds(migrations);
  const lock = async (tx: SqlExecutor) => {
    if (store.kind === 'postgres') await tx.query(`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
  };
  await store.transaction(async (tx) => {
    await lock(tx);
    await tx.exec(BOOKKEEPING_DDL);
  });
  const done = await appliedIds(store);
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.id)) continue;
    const ran = await store
      .transaction(async (tx) => {
        await lock(tx);
        // Another server may have applied it while we waited for the lock.
        const found = await tx.query('select 1 from ob_migrations where id = $1', [migration.id]);
        if (found.rows.length > 0) return false;
        if (typeof migration.up === 'string') await tx.exec(migration.up);
        else await migration.up(tx);
        await tx.query('insert into ob_migrations (id, owner) values ($1, $2)', [migration.id, migration.owner]);
        return true;
      })
      .catch((error: unknown) => {
        throw new MigrationError(migration, error);
      });
    if (ran) applied.push(migration.id);
  }
  return applied;
}

export class MigrationError extends Error {
  readonly migrationId: string;

  constructor(migration: Migration, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Migration ${migration.id} (owner ${migration.owner}) failed and was rolled back: ${reason}`, { cause });
    this.name = 'MigrationError';
    this.migrationId = migration.id;
  }
}

async function appliedIds(store: SqlStore): Promise<Set<string>> {
  const { rows } = await store.query<{ id: string }>('select id from ob_migrations');
  return new Set(rows.map((row) => row.id));
}

function assertUniqueIds(migrations: readonly Migration[]): void {
  const seen = new Set<string>();
  for (const { id } of migrations) {
    if (seen.has(id)) throw new Error(`Duplicate migration id ${id}`);
    seen.add(id);
  }
}
