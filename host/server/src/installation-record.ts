import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SqlExecutor, StoreKind } from '@ontobench/core/node';

/**
 * "A database that existed before" (issue 11, item 7). At its creation a database gets an installation
 * id, kept in the database (ob_meta 'installation_id') and in a record file beside the data folder
 * (`<data folder>.ontobench.json`), which survives emptying or deleting the folder. A start that finds
 * an empty database where the record says one was created refuses to create it again unless
 * ONTOBENCH_RECREATE=yes says so.
 */

/** What the database holds before the server's migrations run. */
export type DatabaseState =
  | { kind: 'new' }
  /** Tables exist; `installationId` null when an older version (or a failed first start) made them. */
  | { kind: 'existing'; installationId: string | null; demo: boolean };

export interface InstallationEntry {
  installationId: string;
  createdAt: string;
}

export interface InstallationRecord {
  about: string;
  databases: Record<string, InstallationEntry>;
}

export type HistoryVerdict =
  /** A first start: create the database (and record it). */
  | { action: 'create' }
  /** The recorded database is gone and ONTOBENCH_RECREATE=yes: create a new one, loudly. */
  | { action: 'recreate'; previous: InstallationEntry }
  /** The recorded database is gone: stop with this sentence. */
  | { action: 'refuse'; message: string }
  /** The database is there; `record` when the record file must be (re)written. */
  | { action: 'continue'; installationId: string | null; record: boolean };

/** The record file of a data folder: beside it, so emptying or deleting the folder leaves it. */
export function recordPath(dataDir: string): string {
  const resolved = path.resolve(dataDir);
  return path.join(path.dirname(resolved), `${path.basename(resolved)}.ontobench.json`);
}

/** The database's name in the record: the embedded one, or PostgreSQL's host and database, never credentials. */
export function databaseKey(kind: StoreKind, databaseUrl: string | null): string {
  if (kind === 'embedded' || !databaseUrl) return 'embedded';
  if (!URL.canParse(databaseUrl)) return 'postgres';
  const url = new URL(databaseUrl);
  return `postgres://${url.host}${url.pathname}`;
}

/**
 * The decision, from what the database holds and what the record says. `where` names the database in
 * the refusal ("the embedded database in /srv/data", say).
 */
export function checkHistory(
  state: DatabaseState,
  recorded: InstallationEntry | null,
  recreate: boolean,
  where: string,
): HistoryVerdict {
  if (state.kind === 'existing') {
    const record = state.installationId === null || recorded?.installationId !== state.installationId;
    return { action: 'continue', installationId: state.installationId, record };
  }
  if (!recorded) return { action: 'create' };
  if (recreate) return { action: 'recreate', previous: recorded };
  return {
    action: 'refuse',
    message:
      `${where} was created on ${recorded.createdAt.slice(0, 10)} (installation ${recorded.installationId}) ` +
      'but is now empty or missing: restore it from a backup, or start once with ONTOBENCH_RECREATE=yes ' +
      'to create a new database in its place.',
  };
}

/** Looks before the migrations: no ob_meta table means nothing was ever created here. */
export async function inspectDatabase(db: SqlExecutor): Promise<DatabaseState> {
  const { rows } = await db.query<{ meta: string | null }>(`select to_regclass('ob_meta')::text as meta`);
  if (!rows[0]?.meta) return { kind: 'new' };
  const meta = await db.query<{ key: string; value: string }>(
    `select key, value from ob_meta where key in ('installation_id', 'demo')`,
  );
  const value = (key: string) => meta.rows.find((row) => row.key === key)?.value ?? null;
  return { kind: 'existing', installationId: value('installation_id'), demo: value('demo') === 'on' };
}

/**
 * Gives a database its installation id (kept if it has one) and, for a new one, remembers whether it
 * gets the demo, so later starts finish an interrupted seeding and never seed it otherwise.
 */
export async function stampDatabase(db: SqlExecutor, demo: boolean | null): Promise<InstallationEntry> {
  const createdAt = new Date().toISOString();
  await db.query(`insert into ob_meta (key, value) values ('installation_id', $1) on conflict (key) do nothing`, [
    randomUUID(),
  ]);
  await db.query(
    `insert into ob_meta (key, value) values ('installation_created_at', $1) on conflict (key) do nothing`,
    [createdAt],
  );
  if (demo !== null) {
    await db.query(`insert into ob_meta (key, value) values ('demo', $1) on conflict (key) do nothing`, [
      demo ? 'on' : 'off',
    ]);
  }
  const { rows } = await db.query<{ key: string; value: string }>(
    `select key, value from ob_meta where key in ('installation_id', 'installation_created_at')`,
  );
  const value = (key: string) => rows.find((row) => row.key === key)?.value ?? '';
  return { installationId: value('installation_id'), createdAt: value('installation_created_at') || createdAt };
}

export function readRecord(file: string): InstallationRecord {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyRecord();
    throw new Error(`The installation record ${file} cannot be read (${(error as Error).message}); fix or remove it.`, {
      cause: error,
    });
  }
  const databases = (parsed as Partial<InstallationRecord> | null)?.databases;
  return { ...emptyRecord(), databases: typeof databases === 'object' && databases !== null ? databases : {} };
}

/** Writes the record through a temporary file, so a crash never leaves half of it. */
export function writeRecord(file: string, key: string, entry: InstallationEntry): void {
  const record = readRecord(file);
  record.databases[key] = entry;
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(record, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

function emptyRecord(): InstallationRecord {
  return {
    about:
      'Ontobench: the databases this data folder setting created (docs/security.md). While an entry is ' +
      'here, the server refuses to re-create that database silently when it is found empty.',
    databases: {},
  };
}
