/**
 * The status settings the server reads from its environment (spec shell.md §4, §9):
 * - ONTOBENCH_STATUS_MONITORING (on | off, default on): whether browsers poll `public/ping` every 10 s;
 *   handed to the browser as `statusMonitoring` in `/env.json`;
 * - ONTOBENCH_ACCOUNT_DELETION_DAYS (whole number ≥ 0, default 3): days from an account-deletion
 *   request to the deletion, for the account-deletion bar (`accountDeletionDays` in `/env.json`);
 * - ONTOBENCH_STATUS_CONTROL (on | off, default off): mounts the administrators' `PUT app/status-control`,
 *   which forces a backend status. For end-to-end tests; never switch it on in production.
 */
export interface StatusConfig {
  monitoring: boolean;
  accountDeletionDays: number;
  control: boolean;
}

export const DEFAULT_ACCOUNT_DELETION_DAYS = 3;
const MAX_ACCOUNT_DELETION_DAYS = 3650;

type Env = Readonly<Record<string, string | undefined>>;

/** Throws an Error naming the variable when a value is malformed. */
export function loadStatusConfig(env: Env): StatusConfig {
  const read = (name: string) => env[name]?.trim() || undefined;
  const days = read('ONTOBENCH_ACCOUNT_DELETION_DAYS');
  let accountDeletionDays = DEFAULT_ACCOUNT_DELETION_DAYS;
  if (days !== undefined) {
    accountDeletionDays = /^\d+$/.test(days) ? Number(days) : Number.NaN;
    if (!(accountDeletionDays <= MAX_ACCOUNT_DELETION_DAYS)) {
      throw new Error(
        `ONTOBENCH_ACCOUNT_DELETION_DAYS must be a whole number from 0 to ${MAX_ACCOUNT_DELETION_DAYS}, got "${days}".`,
      );
    }
  }
  return {
    monitoring: readSwitch('ONTOBENCH_STATUS_MONITORING', read('ONTOBENCH_STATUS_MONITORING'), true),
    accountDeletionDays,
    control: readSwitch('ONTOBENCH_STATUS_CONTROL', read('ONTOBENCH_STATUS_CONTROL'), false),
  };
}

function readSwitch(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (/^(on|true|1|yes)$/i.test(value)) return true;
  if (/^(off|false|0|no)$/i.test(value)) return false;
  throw new Error(`${name} must be on or off, got "${value}".`);
}
