import { CLASS, PROP } from '../../common/ontology/system-ontology.ts';
import type { SqlExecutor, SqlStore } from '../store/sql-store.ts';
import { endAllSessions } from './sessions.ts';

/**
 * Account deletion (spec shell.md §3 User `deleteAccountRequestDate`, §9 "Account deletion date = request
 * date plus a configured number of days. User delete timeout default 3 days."). The user asks from their
 * profile and may take it back until the day; then the server deletes the account (docs/administration.md,
 * "Account deletion"): the sign-in, its sessions and one-time tokens, the user's assignments and every
 * value of the record go; the record itself stays under a neutral name, so what the user wrote still names
 * an author, and carries the day it was deleted.
 */

/** The name a deleted account's record keeps. */
export const DELETED_USER_NAME = 'Удалённый пользователь';

/** The values a deleted record keeps: when it was asked for (the rest is written anew). */
const KEPT_PROPS = [PROP.deleteAccountRequestDate];

/** YYYY-MM-DD of `now` in UTC: the day a request is stored under. */
export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Records the request on `today`, or keeps an earlier one (asking twice does not move the day). Answers the day. */
export async function requestAccountDeletion(db: SqlExecutor, userId: string, today: string): Promise<string> {
  await db.query(
    `insert into ob_value (inst, prop, idx, val) values ($1, $2, 0, $3) on conflict (inst, prop, idx) do nothing`,
    [userId, PROP.deleteAccountRequestDate, today],
  );
  const { rows } = await db.query<{ val: string }>(`select val from ob_value where inst = $1 and prop = $2`, [
    userId,
    PROP.deleteAccountRequestDate,
  ]);
  return rows[0]!.val.slice(0, 10);
}

/** Takes the request back; nothing happens when there was none. */
export async function cancelAccountDeletion(db: SqlExecutor, userId: string): Promise<void> {
  await db.query(`delete from ob_value where inst = $1 and prop = $2`, [userId, PROP.deleteAccountRequestDate]);
}

/** The accounts whose deletion day (request day + `days`) is `today` or earlier, not deleted yet. */
async function accountsDue(db: SqlExecutor, days: number, today: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `select i.id
       from ob_instance i
       join ob_value r on r.inst = i.id and r.prop = $2
      where i.class_id = $1
        and r.day + $3::int <= ob_iso_day($4)
        and not exists (select 1 from ob_value d where d.inst = i.id and d.prop = $5)
      order by i.id`,
    [CLASS.User, PROP.deleteAccountRequestDate, days, today, PROP.accountDeletedDate],
  );
  return rows.map((r) => r.id);
}

/** Deletes one account as the module's comment says, in the caller's transaction. Answers the web sessions ended. */
async function deleteAccount(tx: SqlExecutor, userId: string, today: string): Promise<string[]> {
  const ended = await endAllSessions(tx, userId);
  await tx.query(`delete from ob_credential where user_id = $1`, [userId]);
  await tx.query(`delete from ob_auth_token where user_id = $1`, [userId]);
  await tx.query(
    `delete from ob_instance
      where class_id = $1
        and id in (select inst from ob_value where prop = $2 and (ref = $3 or val = $3::text))`,
    [CLASS.Assignment, PROP.user, userId],
  );
  await tx.query(`update ob_instance set name = $2 where id = $1`, [userId, DELETED_USER_NAME]);
  await tx.query(`delete from ob_value where inst = $1 and prop <> all($2::uuid[])`, [userId, KEPT_PROPS]);
  await tx.query(`insert into ob_value (inst, prop, idx, val) values ($1, $2, 0, 'true'), ($1, $3, 0, $4)`, [
    userId,
    PROP.accessSuspended,
    PROP.accountDeletedDate,
    today,
  ]);
  return ended;
}

/**
 * Deletes every account that is due, each in a transaction of its own (one failing leaves the others
 * deleted). Answers the deleted ids and the web sessions ended, for the realtime server to close.
 */
export async function deleteDueAccounts(
  store: SqlStore,
  days: number,
  now: Date,
): Promise<{ deleted: string[]; endedSessions: string[] }> {
  const today = dayOf(now);
  const deleted: string[] = [];
  const endedSessions: string[] = [];
  for (const id of await accountsDue(store, days, today)) {
    endedSessions.push(...(await store.transaction((tx) => deleteAccount(tx, id, today))));
    deleted.push(id);
  }
  return { deleted, endedSessions };
}
