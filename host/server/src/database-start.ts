import type { SqlStore } from '@ontobench/core/node';
import { ConfigError } from './config.ts';
import { decideDemo, type DemoSetting } from './demo/demo-policy.ts';
import {
  checkHistory,
  databaseKey,
  inspectDatabase,
  readRecord,
  recordPath,
  stampDatabase,
  writeRecord,
  type DatabaseState,
  type HistoryVerdict,
} from './installation-record.ts';

/** The settings the start of a database reads. */
export interface DatabaseSettings {
  dataDir: string;
  databaseUrl: string | null;
  recreate: boolean;
  demo: DemoSetting;
  host: string;
}

/** What `checkDatabase` found, handed to `recordDatabase` once the migrations have run. */
export interface CheckedDatabase {
  state: DatabaseState;
  verdict: Exclude<HistoryVerdict, { action: 'refuse' }>;
  file: string;
  key: string;
}

export interface DatabaseStart {
  /** This start created the database. */
  created: boolean;
  /** The database holds (or is to hold) the demo: decided once, when it was created. */
  demo: boolean;
  installationId: string;
  /** Lines for the start-up output: `notes` plain, `warnings` to stderr. */
  notes: string[];
  warnings: string[];
}

/**
 * Before the server builds its schema: a database the record file says was created before, and that
 * is now empty, is not created again without ONTOBENCH_RECREATE=yes (a ConfigError with one sentence).
 */
export async function checkDatabase(store: SqlStore, settings: DatabaseSettings): Promise<CheckedDatabase> {
  const file = recordPath(settings.dataDir);
  const key = databaseKey(store.kind, settings.databaseUrl);
  const state = await inspectDatabase(store);
  let recorded;
  try {
    recorded = readRecord(file).databases[key] ?? null;
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  const where =
    store.kind === 'embedded' ? `The embedded database in ${settings.dataDir}` : `The PostgreSQL database ${key}`;
  const verdict = checkHistory(state, recorded, settings.recreate, where);
  if (verdict.action === 'refuse') throw new ConfigError(verdict.message);
  return { state, verdict, file, key };
}

/** After the migrations: the installation id, the demo decision of a new database, the record file. */
export async function recordDatabase(
  store: SqlStore,
  checked: CheckedDatabase,
  settings: DatabaseSettings,
): Promise<DatabaseStart> {
  const { state, verdict } = checked;
  const created = verdict.action === 'create' || verdict.action === 'recreate';
  const decision = decideDemo(settings.demo, settings.host, created);
  const entry = await stampDatabase(store, created ? decision.seed : null);
  const notes = decision.note ? [decision.note] : [];
  const warnings: string[] = [];
  if (verdict.action === 'recreate') {
    warnings.push(
      `ONTOBENCH_RECREATE=yes: the database created on ${verdict.previous.createdAt.slice(0, 10)} ` +
        `(installation ${verdict.previous.installationId}) was gone, so a new one was created ` +
        `(installation ${entry.installationId}). Remove ONTOBENCH_RECREATE from the settings.`,
    );
  } else if (!created && settings.recreate) {
    notes.push('ONTOBENCH_RECREATE=yes has no effect: the database exists. Remove it from the settings.');
  }
  if (created || (verdict.action === 'continue' && verdict.record)) {
    try {
      writeRecord(checked.file, checked.key, entry);
    } catch (error) {
      warnings.push(
        `Could not write ${checked.file} (${(error as Error).message}): if this database is lost, ` +
          'the next start will create a new one without asking.',
      );
    }
  }
  const demo = created ? decision.seed : state.kind === 'existing' && state.demo;
  return { created, demo, installationId: entry.installationId, notes, warnings };
}
