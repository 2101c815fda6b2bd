import { randomUUID } from 'node:crypto';
import { filterLiteral, instanceRows, rowText, rowTexts, type GetDataReply } from '@ontobench/sdk/common';
import {
  HttpError,
  type DataReader,
  type ServerExtensionContext,
  type UnitOfWork,
  type UserContext,
  dataAs,
} from '@ontobench/sdk/node';
import type { RuleApplyReply, RuleUndoReply } from '../../common/rules/api.ts';
import { inferredStatements } from '../../common/rules/join.ts';
import { RULE_CLASS, RULE_PROP } from '../../common/rules/schema.ts';
import { evaluateRule, outSubjectClasses, presentStatements, subjectGroups } from './evaluate.ts';
import { checkRuleId, checkedModel, modelOf, readRuleRow } from './store.ts';

export const APPLICATION_NOT_FOUND = 'Применение правила не найдено';
export const ALREADY_UNDONE = 'Это применение правила уже отменено';
/** The most statements one application writes. */
export const MAX_ADDED = 10_000;
const OPS = 2_000;

const readerOf =
  (uow: UnitOfWork): DataReader =>
  (request) =>
    uow.run(request);

/**
 * Writes the statements the rule infers that the store does not hold yet, as the user (the store's write
 * rules apply: a subject they may not change refuses the whole write), with a «Rule application» record
 * of exactly what was added. The body is evaluated first, as a run is; which statements are already
 * there is read again inside the unit of work that writes, so a statement is never added twice.
 * Nothing to add: no record.
 */
export async function applyRule(
  ctx: ServerExtensionContext,
  user: UserContext,
  ruleId: string,
): Promise<RuleApplyReply> {
  const read: DataReader = dataAs(ctx.data, user);
  const row = await readRuleRow(read, ruleId);
  const { model, terms } = await checkedModel(read, modelOf(row));
  const { matches } = await evaluateRule(read, model, terms);
  const prop = model.out.property;
  const pairs = inferredStatements(model, matches);
  if (pairs.length > MAX_ADDED)
    throw new HttpError(400, `Правило выводит ${pairs.length} утверждений; за раз можно записать ${MAX_ADDED}`);
  const groups = await subjectGroups(
    (id) => ctx.index.kindOf(id),
    pairs.map(([s]) => s),
    outSubjectClasses(model, terms),
  );
  return ctx.data.unitOfWork(user, async (uow) => {
    await uow.lock([row.id]);
    const present = await presentStatements(readerOf(uow), groups, prop);
    // A subject that is gone or hidden is left to the store: its write refuses the application.
    const missing = pairs.filter(([s, o]) => !present.has(`${s} ${o}`));
    if (!missing.length) return { applicationId: null, added: 0 };
    for (let i = 0; i < missing.length; i += OPS)
      await uow.run({
        act: 'set_data',
        data: missing.slice(i, i + OPS).map(([s, o]) => ({ op: 'add', inst: s, prop, val: o })),
      });
    const applicationId = randomUUID();
    const when = new Date().toISOString();
    await uow.run({
      act: 'set_data',
      data: [
        { op: 'new', class: RULE_CLASS.RuleApplication, inst: applicationId, name: `${row.name} — ${when}` },
        { op: 'upd', inst: applicationId, prop: RULE_PROP.rule, val: row.id },
        { op: 'upd', inst: applicationId, prop: RULE_PROP.added, val: missing.map(([s, o]) => `${s} ${prop} ${o}`) },
      ],
    });
    return { applicationId, added: missing.length };
  });
}

/** The application as `read`'s user sees it: its added statements and whether it was undone; or a 404. */
async function readApplication(read: DataReader, id: string) {
  const reply = (await read({
    act: 'get_data',
    class: RULE_CLASS.RuleApplication,
    filter: `[id] = ${filterLiteral(id)}`,
    fields: [{ prop: RULE_PROP.added }, { prop: RULE_PROP.undoneAt }],
    limit: 1,
  })) as GetDataReply;
  const row = instanceRows(reply)[0];
  if (!row) throw new HttpError(404, APPLICATION_NOT_FOUND);
  const added = rowTexts(row, RULE_PROP.added).flatMap((text) => {
    const [s, p, o] = text.split(' ');
    return s && p && o ? [[s, p, o] as const] : [];
  });
  return { undone: !!rowText(row, RULE_PROP.undoneAt), added };
}

/**
 * Undoes an application: removes the statements it added that are still there (as the user, in one
 * unit of work) and marks it undone. A second undo answers 409; someone else's application 404.
 */
export async function undoApplication(
  ctx: ServerExtensionContext,
  user: UserContext,
  applicationId: string,
): Promise<RuleUndoReply> {
  const id = checkRuleId(applicationId, APPLICATION_NOT_FOUND);
  const first = await readApplication(dataAs(ctx.data, user), id);
  const groups = await subjectGroups(
    (s) => ctx.index.kindOf(s),
    first.added.map(([s]) => s),
  );
  return ctx.data.unitOfWork(user, async (uow) => {
    await uow.lock([id]);
    // Read again under the lock: two undos of one application must not both remove.
    const { undone, added } = await readApplication(readerOf(uow), id);
    if (undone) throw new HttpError(409, ALREADY_UNDONE);
    const byProp = new Map<string, [string, string][]>();
    for (const [s, p, o] of added) byProp.set(p, [...(byProp.get(p) ?? []), [s, o]]);
    let removed = 0;
    for (const [prop, pairs] of byProp) {
      const present = await presentStatements(readerOf(uow), groups, prop);
      const gone = pairs.filter(([s, o]) => present.has(`${s} ${o}`));
      for (let i = 0; i < gone.length; i += OPS)
        await uow.run({
          act: 'set_data',
          data: gone.slice(i, i + OPS).map(([s, o]) => ({ op: 'rem', inst: s, prop, val: o })),
        });
      removed += gone.length;
    }
    await uow.run({
      act: 'set_data',
      data: [{ op: 'upd', inst: id, prop: RULE_PROP.undoneAt, val: new Date().toISOString() }],
    });
    return { removed };
  });
}
