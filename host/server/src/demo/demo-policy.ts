import { isIP } from 'node:net';
import { hasPassword, type SqlExecutor } from '@ontobench/core/node';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts.ts';

/** ONTOBENCH_DEMO: `auto` (unset), `on` or `off`. */
export type DemoSetting = 'auto' | 'on' | 'off';

/** Whether the server can be reached only from this machine. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost' || bare === '::1') return true;
  const v4 = bare.startsWith('::ffff:') ? bare.slice('::ffff:'.length) : bare;
  return isIP(v4) === 4 && v4.startsWith('127.');
}

export interface DemoDecision {
  seed: boolean;
  /** Why the demo is left out, for the start-up output; null when there is nothing to say. */
  note: string | null;
}

/**
 * Whether a database created by this start gets the demo (its accounts have a published password).
 * `off`: never. `on`: always, on request. `auto`: only on a loopback address — the first `npm start`
 * on one's own machine — never on a server others can reach. A database that existed before is never
 * seeded by a later start, whatever the setting: the demo is decided once, at creation.
 */
export function decideDemo(setting: DemoSetting, host: string, databaseIsNew: boolean): DemoDecision {
  if (!databaseIsNew) {
    const note =
      setting === 'on' ? 'ONTOBENCH_DEMO=on has no effect here: the demo is seeded only into a new database.' : null;
    return { seed: false, note };
  }
  if (setting === 'on') return { seed: true, note: null };
  if (setting === 'off') return { seed: false, note: null };
  if (isLoopbackHost(host)) return { seed: true, note: null };
  return {
    seed: false,
    note:
      `The new database starts without the demo accounts: the server listens on ${host}, beyond this ` +
      'machine, and their password is published. Set ONTOBENCH_DEMO=on to create them anyway.',
  };
}

/**
 * The demo accounts that still have the published password (checked against the stored hash, so an
 * account whose password was changed is not reported).
 */
export async function demoAccountsWithPublishedPassword(db: SqlExecutor): Promise<string[]> {
  const found: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (await hasPassword(db, account.email, DEMO_PASSWORD)) found.push(account.email);
  }
  return found;
}
