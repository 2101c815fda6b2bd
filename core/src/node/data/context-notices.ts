import type { Disposable } from '../../common/disposable.ts';
import { CLASS, PROP } from '../../common/ontology/system-ontology.ts';
import type { Channel } from '../extensions/channels.ts';
import type { SqlExecutor } from '../store/sql-store.ts';
import type { CommitHub } from './commit-hub.ts';

/**
 * Tells each user a committed write gave or changed a role assignment (`CLASS.Assignment`, its `user`) on
 * `core/context`: their browser evaluates its context keys again, so a user made a course's teacher gets
 * the teachers' menu entries without signing in again. A deleted assignment names no one any more (its
 * values are gone with it): the keys it held stay until the next sign-in or reconnect, and the server's
 * access rules never depended on them.
 */
export function announceContextChanges(commits: CommitHub, db: SqlExecutor, channel: Channel<object>): Disposable {
  return commits.onCommitted(async ({ changes }) => {
    const assignments = changes.filter((c) => c.classId === CLASS.Assignment && c.kind !== 'del').map((c) => c.inst);
    if (assignments.length === 0) return;
    const { rows } = await db.query<{ ref: string }>(
      'select distinct ref from ob_value where inst = any($1::uuid[]) and prop = $2 and ref is not null',
      [assignments, PROP.user],
    );
    channel.toUsers(
      rows.map((r) => r.ref),
      {},
    );
  });
}
