import { CLASS, PROP } from '@ontobench/sdk/common';
import { unrestrictedReader, type ServerExtensionContext, type UserContext } from '@ontobench/sdk/node';
import { DOC_CLASS } from '../../common/schema.ts';
import { first, readInstances, texts } from '../read/instances.ts';
import { inIds } from '@ontobench/sdk/common';
import { readableDocument } from './store.ts';

/**
 * Who hears that a document's comments changed: the users who may read the document. The core's
 * channels take no subscription parameters, so the comments channel is one channel whose every message
 * goes to its own audience (`toUsers`), never to a room (docs/documents.md "Realtime").
 *
 * Candidates are gathered from the store (the document's author, the administrators, the users assigned
 * to it directly or through a data-source role); each candidate but the author and the administrators
 * is then asked, through the data API as that user, whether they read the document, so the access rules
 * stay the data API's and a candidate found too generously hears nothing.
 */
export async function readersOf(ctx: ServerExtensionContext, documentId: string): Promise<string[]> {
  const read = unrestrictedReader(ctx.data);
  const [document] = await readInstances(read, {
    class: DOC_CLASS.Document,
    filter: `[id] = '${documentId}'`,
    fields: [{ prop: PROP.author }],
  });
  if (!document) return [];
  const admins = await readInstances(read, { class: CLASS.User, filter: `[${PROP.isAdmin}] = true`, fields: [] });
  const assignments = await readInstances(read, {
    class: CLASS.Assignment,
    filter: `[${PROP.obj}] = '${documentId}'`,
    fields: [{ prop: PROP.user }, { prop: PROP.osaRole }],
  });
  const candidates = new Set(assignments.flatMap((a) => texts(a, PROP.user)));
  const roles = [...new Set(assignments.flatMap((a) => texts(a, PROP.osaRole)))];
  if (roles.length > 0) {
    const members = await readInstances(read, {
      class: CLASS.Assignment,
      filter: `${inIds(PROP.role, roles)} and [${PROP.obj}] is null`,
      fields: [{ prop: PROP.user }],
    });
    for (const m of members) for (const u of texts(m, PROP.user)) candidates.add(u);
  }
  const sure = new Set([...admins.map((a) => a.id), String(first(document, PROP.author) ?? '')]);
  const checked = await Promise.all(
    [...candidates]
      .filter((id) => !sure.has(id))
      .map(async (id) => ((await readableDocument((r) => ctx.data.run(asUser(id), r), documentId)) ? id : null)),
  );
  return [...sure, ...checked].filter((id): id is string => !!id);
}

/** A user context for the data API's check of one candidate: no administrator, nothing but the id. */
function asUser(id: string): UserContext {
  return { id, name: '', email: '', isAdmin: false, isBetaTester: false, app: 'onto' };
}
