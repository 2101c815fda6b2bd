import { filterLiteral, instanceRows, type GetDataReply } from '@ontobench/sdk/common';
import { HttpError, unrestrictedReader, type ServerExtensionContext, type UserContext } from '@ontobench/sdk/node';
import type { SaveReply, SaveRequest } from '../../common/api.ts';
import { applyDiff } from '../../common/diff.ts';
import { firstNotOffered } from '../../common/offered-kinds.ts';
import { SDOC_CLASS, SDOC_PROP } from '../../common/schema.ts';
import { buildTree } from './build-tree.ts';
import { readElements } from './elements.ts';
import { readDocumentRow, readOfferedKinds, rightsOn, versionOf } from './read-state.ts';
import { heldByOthers, readLocks } from './locks.ts';
import { containerRulesOf } from './plugin-kinds.ts';
import { writeRequests } from './writes.ts';

export const MAY_NOT_CHANGE = 'У вас нет прав на изменение этого документа';
/** Followed by the operation's number: the document's class (the builder's) does not offer the kind inserted. */
export const NOT_OFFERED = 'Класс документа не предлагает такой компонент';
/** Followed by the name of the editor who holds the element (§4 locks). */
export const HELD_BY_OTHER = 'Этот элемент сейчас изменяет другой редактор:';

/** What a refusal of the diff answers: the status and the text (domain.md §5 rules, said in the user's words). */
const REFUSALS: Record<string, [number, string]> = {
  notAllowedHere: [400, 'Компонент нельзя поместить сюда: так не разрешает таблица контейнеров'],
  readOnly: [403, MAY_NOT_CHANGE],
  noRights: [403, 'У вас нет прав на изменение структуры этого документа'],
  noMove: [400, 'Такое перемещение ничего не меняет или невозможно'],
  notFound: [409, 'Элемента уже нет в документе: обновите страницу'],
  duplicateId: [400, 'Элемент с таким идентификатором уже есть'],
  noHighlight: [400, 'Генератор нельзя выделить'],
};

/**
 * `document/save` (§7): the diff applied in one unit of work under the document's lock. The document is
 * read as the user (404 when they may not read it) and their rights decide (403); the stored elements
 * are read inside the transaction, the diff is checked operation by operation against the container
 * table and the rights (common/diff.ts, the editor's own code) and refused whole on the first problem;
 * then only what changed is written, with the next version.
 */
export async function saveDiff(
  ctx: ServerExtensionContext,
  user: UserContext,
  request: SaveRequest,
): Promise<SaveReply> {
  const row = await readDocumentRow(ctx, user, request.documentId);
  const rights = await rightsOn(ctx, user, row);
  if (rights.readOnly) throw new HttpError(403, MAY_NOT_CHANGE);
  const notOffered = firstNotOffered(request.diff, await readOfferedKinds(unrestrictedReader(ctx.data), row));
  if (notOffered >= 0) throw new HttpError(400, `${NOT_OFFERED} (операция ${notOffered + 1})`);
  // Elements are the document's: its rights were checked above, so they are written with raised ones.
  const writer: UserContext = { ...user, isAdmin: true };
  const rules = await containerRulesOf(ctx);
  return ctx.data.unitOfWork(writer, async (uow) => {
    await uow.lock([request.documentId]);
    const [before, docReply] = await Promise.all([
      readElements((r) => uow.run(r), request.documentId),
      uow.run({
        act: 'get_data',
        class: SDOC_CLASS.StructuredDocument,
        filter: `[id] = ${filterLiteral(request.documentId)}`,
        fields: [{ prop: SDOC_PROP.version }],
        limit: 1,
      }),
    ]);
    // Locks are set under the same document lock (locks.ts): read here, they cannot change before the commit.
    const locks = await readLocks((r) => uow.run(r), request.documentId);
    const held = heldByOthers(
      locks,
      request.tabSessionId,
      request.diff.flatMap((op) => (op.op === 'insert' ? [] : [op.id])),
    );
    if (held) throw new HttpError(409, `${HELD_BY_OTHER} ${held.userName}`);
    const { root, broken } = buildTree(request.documentId, '', before);
    const result = applyDiff(root, request.diff, { rights, rules });
    if (!result.ok) {
      const [status, message] = REFUSALS[result.reason]!;
      throw new HttpError(status, `${message} (операция ${result.at + 1})`);
    }
    // A deleted element takes what it holds with it: none of those may be held either.
    const inside = heldByOthers(locks, request.tabSessionId, result.deleted);
    if (inside) throw new HttpError(409, `${HELD_BY_OTHER} ${inside.userName}`);
    // A broken chain (§4) is written anew with this save, in the order the document loaded in.
    for (const containerId of broken) result.touched.add(containerId);
    for (const data of writeRequests(request.documentId, before, result)) await uow.run(data);
    const version = versionOf(instanceRows(docReply as GetDataReply)[0]!) + 1;
    const savedAt = new Date().toISOString();
    await uow.run({
      act: 'set_data',
      data: [
        { op: 'upd', inst: request.documentId, prop: SDOC_PROP.version, val: version },
        { op: 'upd', inst: request.documentId, prop: SDOC_PROP.savedAt, val: savedAt },
      ],
    });
    return { version, savedAt };
  });
}
