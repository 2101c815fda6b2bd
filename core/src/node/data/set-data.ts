import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Scalar, SetDataOperation, SetDataReply } from '../../common/data-api.ts';
import { CLASS, PROP } from '../../common/ontology/system-ontology.ts';
import { HttpError } from '../http/http-error.ts';
import { META_CLASS_IDS, type OntologyModel, type PropertyInfo } from '../ontology/model.ts';
import { encodeValue, ValueError, type EncodedValue } from '../ontology/values.ts';
import type { SqlExecutor } from '../store/sql-store.ts';
import type { InstanceAccess, Viewer } from './access.ts';
import { ListAccess } from './list-access.ts';
import { ListSchema } from './list-schema.ts';
import { PendingWrites } from './pending-writes.ts';
import { isPrivateRef, unseenPrivateRefs } from './private-refs.ts';
import { UUID_PATTERN } from '../../common/uuid.ts';
import { AssignmentWrites } from './assignment-writes.ts';
import { mergeChanges, type InstanceChange } from './commit-hub.ts';
import { classOpRefusal, propertyWriteRefusal, userAppRefusal, userRenameRefusal } from './write-policy.ts';
import { coreDeclaredApps, type DeclaredApps } from '../auth/declared-apps.ts';
import type { Refusal } from '../../common/validation/refusals.ts';
import { ConstraintCheck, descriptorRefusal } from './constraint-check.ts';
import { REFUSAL, classOpRefusalCode, fieldAccessRefusal, valueNotFound } from './write-refusals.ts';
import { ParentCycleCheck } from './parent-cycle-check.ts';
import { deleteInstance, removeValues, valueRefusal, writeAtIndex } from './direct-writes.ts';
import { FreshWrites, type FreshWrite } from './fresh-writes.ts';

/** Classes whose instances anyone may point at (assign to, name as owner) without reading them. */
const POINTABLE_CLASSES: ReadonlySet<string> = new Set([CLASS.User, CLASS.Role]);

export interface SetDataOutcome extends SetDataReply {
  /** A class or property changed: the ontology model must be reloaded. */
  schemaChanged: boolean;
  /** The instances written, one entry each. */
  changes: InstanceChange[];
}

class OpError extends HttpError {
  constructor(index: number, op: SetDataOperation, reason: string, refusal?: Refusal) {
    super(400, `set_data: operation ${index + 1} (${op.op}): ${reason}`, refusal ? { refusal } : undefined);
  }
}

/**
 * Operations between two turns of the event loop. A list whose writes are all buffered runs without a
 * query, so an import of thousands of operations held every other request; the transaction is its own
 * connection's, so letting others run between operations changes nothing of the list.
 */
const OPS_PER_TURN = 200;

type NewOperation = Extract<SetDataOperation, { op: 'new' }>;

const NAME_REQUIRED: Refusal = { code: 'name.required', field: PROP.name, params: { field: 'name' } };

/** Instance ids among an operation's values: their access is read with the list's, in one query. */
function idsIn(val: Scalar | Scalar[] | null | undefined): string[] {
  const list = val === null || val === undefined ? [] : Array.isArray(val) ? val : [val];
  return list.filter((v): v is string => typeof v === 'string' && UUID_PATTERN.test(v));
}

/**
 * set_data (spec shell.md §7): runs the whole list inside the caller's transaction. The first invalid
 * operation throws, so the caller's rollback leaves nothing of the list written.
 * Every operation is checked in order, as if it ran alone; new instances and plain upd/add writes are
 * held back and sent together (PendingWrites), and the other writes flush them first, so the store
 * ends exactly as if each operation had run on its own. Access is read once for the whole list, and the
 * plain writes of instances the list created are checked once per class and property (fresh-writes.ts).
 */
export async function setData(
  listTx: SqlExecutor,
  initialModel: OntologyModel,
  viewer: Viewer,
  ops: readonly SetDataOperation[],
  /** The declared apps: a user's app may only be set to one of them (default: the core's alone). */
  apps: DeclaredApps = coreDeclaredApps(),
): Promise<SetDataOutcome> {
  const pending = new PendingWrites(listTx);
  try {
    return await runList(listTx, pending, initialModel, viewer, ops, apps);
  } catch (error) {
    // Nothing of the list may reach the connection after the caller's ROLLBACK (pending-writes.ts).
    await pending.abandon();
    throw error;
  }
}

async function runList(
  listTx: SqlExecutor,
  pending: PendingWrites,
  initialModel: OntologyModel,
  viewer: Viewer,
  ops: readonly SetDataOperation[],
  apps: DeclaredApps,
): Promise<SetDataOutcome> {
  const schema = new ListSchema(initialModel);
  // Writes go ahead while the list is checked (pending-writes.ts); a failed one is the list's error.
  const tx = pending.guard(listTx);
  const flush = () => pending.flush();
  const results: SetDataReply['results'] = [];
  /** What the list did to which instance, told to listeners after the commit (commit-hub.ts). */
  const changes: InstanceChange[] = [];
  let schemaChanged = false;
  /** Classes of instances created earlier in this same list. */
  const created = new Map<string, string>();
  // The instances the list touches, the properties it names and the instances its values point at.
  const touched = ops.flatMap((op) =>
    op.op === 'new'
      ? [op.class, ...(op.inst ? [op.inst] : [])]
      : op.op === 'del'
        ? [op.inst]
        : [op.inst, op.prop, ...(op.op === 'rem' ? [] : idsIn(op.val))],
  );
  const access = await ListAccess.of(tx, viewer, [...new Set(touched)]);
  await pending.prefetchCounts(ops.flatMap((op) => (op.op === 'add' ? [{ inst: op.inst, prop: op.prop }] : [])));
  const assignments = new AssignmentWrites(viewer);
  const constraints = new ConstraintCheck();
  const cycles = new ParentCycleCheck();
  const fresh = new FreshWrites(viewer, access, schema);
  /** A write that the buffer does not hold: the pending ones go first, and what it knew may be stale after. */
  const direct = async (classId: string, write: () => Promise<void>) => {
    await flush();
    await write();
    pending.forgetCounts();
    schema.changedDirectly(classId);
  };

  /** What a `new` whose checks passed does (checked in full below, or vouched for by FreshWrites). */
  const made = (index: number, op: NewOperation, id: string, model: OntologyModel) => {
    pending.newInstance(id, op.class, op.name, viewer.id);
    created.set(id, op.class);
    constraints.noteNew(index, op, id, op.class);
    access.created(id, op.class);
    assignments.note(model, id, op.class);
    fresh.created(id, op.class);
    results.push({ op: op.op, inst: id });
    changes.push({ classId: op.class, inst: id, kind: 'new' });
  };
  /** A write whose checks FreshWrites vouches for, done as the full path does it; false when it cannot be. */
  const applyFresh = (index: number, op: SetDataOperation, model: OntologyModel, quick: FreshWrite): boolean => {
    if (quick.kind === 'new' && op.op === 'new') {
      made(index, op, quick.id, model);
      return true;
    }
    if (quick.kind !== 'value' || (op.op !== 'upd' && op.op !== 'add')) return false;
    const { prop, constrained, assignment } = quick.verdict;
    const before = op.op === 'add' ? pending.countNow(op.inst, prop.id) : { count: 0 };
    // Unknown count, or more values than the property holds: the full path reads it or refuses.
    if (!before || (!prop.multiple && before.count + quick.encoded.length > 1)) return false;
    if (assignment) assignments.note(model, op.inst, quick.classId);
    if (constrained) constraints.note(index, op, op.inst, prop);
    cycles.note(index, op, op.inst, prop);
    if (op.op === 'upd') pending.replace(op.inst, prop.id, quick.encoded);
    else pending.append(op.inst, prop.id, quick.encoded);
    results.push({ op: op.op, inst: op.inst });
    changes.push({ classId: quick.classId, inst: op.inst, kind: 'upd' });
    return true;
  };

  for (const [index, op] of ops.entries()) {
    if (index > 0 && index % OPS_PER_TURN === 0) await nextTurn();
    const ready = schema.ready();
    const quick = ready ? fresh.check(op) : undefined;
    if (ready && quick && applyFresh(index, op, ready, quick)) continue;
    const model = await schema.model(tx, flush);
    const fail = (reason: string, refusal?: Refusal): never => {
      throw new OpError(index, op, reason, refusal);
    };
    if (op.op === 'new') {
      if (!model.isClass(op.class)) fail(`unknown class ${op.class}`, REFUSAL.classUnknown);
      if (op.name.trim() === '') fail('the name is empty', NAME_REQUIRED);
      // A class the viewer may not read (another user's private class) is as good as unknown to them.
      if (!(await access.get(op.class))?.canRead) fail(`unknown class ${op.class}`, REFUSAL.classUnknown);
      const refused = classOpRefusal(model, viewer, op.class, 'create');
      if (refused) fail(refused, classOpRefusalCode('create'));
      const id = op.inst ?? randomUUID();
      // Any instance with that id, readable or not, created or deleted earlier in the list as it goes.
      if (op.inst && (await access.get(id)) !== undefined) fail(`instance ${id} already exists`);
      if (ListSchema.affects(op.class)) {
        schemaChanged = true;
        await schema.created(tx, flush, id, op.class, op.name, viewer.id);
      }
      made(index, op, id, model);
      fresh.learnNew(op.class);
      continue;
    }

    const rights = await access.get(op.inst);
    if (!rights || !rights.canRead) fail(`instance ${op.inst} does not exist`, REFUSAL.objectNotFound);
    const classId = rights!.classId;
    if (META_CLASS_IDS.has(classId)) schemaChanged = true;

    if (op.op === 'del') {
      if (!rights!.canDelete) fail('you may not delete this instance', REFUSAL.delete);
      const refused = classOpRefusal(model, viewer, classId, 'delete');
      if (refused) fail(refused, classOpRefusalCode('delete'));
      await direct(classId, () => deleteInstance(tx, op.inst, op.del_force === true, fail));
      access.deleted(op.inst);
      fresh.deleted(op.inst);
      assignments.forget(op.inst);
      results.push({ op: op.op, inst: op.inst });
      changes.push({ classId, inst: op.inst, kind: 'del' });
      continue;
    }
    if (!rights!.canWrite) fail('you may not change this instance', REFUSAL.change);
    // Another user's private property is as good as unknown, not even its name told, unless it is a
    // field of this instance: its author's property whose domain holds the instance's class (schema-access.ts).
    const known = model.property(op.prop);
    const propRights = known && (await access.get(op.prop));
    const seen =
      propRights &&
      (propRights.canRead || (propRights.author === rights!.author && known.domain.some((d) => model.isA(classId, d))));
    const prop = (seen ? known : undefined) ?? fail(`unknown property ${op.prop}`, REFUSAL.propertyUnknown);
    const changeRefused = classOpRefusal(model, viewer, classId, 'change');
    if (changeRefused) fail(changeRefused, classOpRefusalCode('change'));
    assignments.note(model, op.inst, classId);
    if (prop.column) {
      if (prop.id === PROP.name && op.op === 'upd' && (op.val === null || String(op.val).trim() === ''))
        fail('the name is empty', NAME_REQUIRED);
      if (prop.id !== PROP.name || op.op !== 'upd' || typeof op.val !== 'string')
        fail(`${prop.name} is set by the system`, fieldAccessRefusal(prop));
      const badName = userRenameRefusal(model, viewer, op.inst.toLowerCase(), classId, op.val as string);
      if (badName) fail(badName);
      await direct(classId, async () => {
        await tx.query('update ob_instance set name = $2 where id = $1', [op.inst, op.val]);
      });
      results.push({ op: op.op, inst: op.inst });
      changes.push({ classId, inst: op.inst, kind: 'upd' });
      continue;
    }
    if (
      prop.domain.length > 0 &&
      !prop.domain.some((d) => model.isA(classId, d) || model.isA(created.get(op.inst) ?? classId, d))
    ) {
      fail(`property ${prop.name} does not apply to this instance's class`);
    }
    const refused = propertyWriteRefusal(model, viewer, op.inst.toLowerCase(), classId, prop);
    if (refused) fail(refused, fieldAccessRefusal(prop));
    constraints.note(index, op, op.inst, prop);
    cycles.note(index, op, op.inst, prop);
    if (op.op === 'rem') {
      await direct(classId, async () => {
        // "Remove all" removes what the writer saw: a private-reference list keeps the rest (private-refs.ts).
        const removeAll = op.val === undefined && op.idx === undefined && isPrivateRef(viewer, prop);
        const kept = removeAll ? await unseenPrivateRefs(tx, viewer, op.inst, prop) : [];
        await removeValues(tx, op.inst, prop, op.val, op.idx, fail, kept);
      });
    } else {
      const incoming = op.val === null ? [] : Array.isArray(op.val) ? op.val : [op.val];
      const badApp = userAppRefusal(prop, incoming, apps);
      if (badApp) fail(badApp);
      const badDescriptor = descriptorRefusal(prop, incoming);
      if (badDescriptor) fail(badDescriptor.reason, badDescriptor.refusal);
      const encoded = await encodeAll(tx, access, model, viewer, prop, incoming, fail);
      if (op.op === 'upd' && op.idx !== undefined) {
        await direct(classId, () => writeAtIndex(tx, op.inst, prop, op.idx!, encoded, fail));
      } else {
        const before = op.op === 'add' ? (await pending.count(op.inst, prop.id)).count : 0;
        if (!prop.multiple && before + encoded.length > 1) fail(`${prop.name} holds one value`);
        if (ListSchema.affects(classId, prop.id)) {
          const texts = encoded.map((e) => e.ref ?? e.val).filter((t): t is string => t !== null);
          // Before the write is held back: the schema may flush the pending writes to read the store.
          await schema.valuesWritten(tx, flush, op.inst.toLowerCase(), prop.id, texts, op.op === 'upd');
        }
        if (op.op === 'upd') {
          // A private-reference list keeps the values the writer never saw (private-refs.ts).
          const unseen = isPrivateRef(viewer, prop)
            ? (await flush(), await unseenPrivateRefs(tx, viewer, op.inst, prop))
            : [];
          pending.replace(op.inst, prop.id, [...encoded, ...unseen]);
        } else pending.append(op.inst, prop.id, encoded);
        fresh.learnValue(model, op.inst, classId, prop, incoming);
      }
    }
    results.push({ op: op.op, inst: op.inst });
    changes.push({ classId, inst: op.inst, kind: 'upd' });
  }
  await flush();
  const cycle = cycles.empty ? null : cycles.refusal(await schema.model(tx, flush));
  if (cycle) throw new OpError(cycle.index, cycle.op, cycle.reason, cycle.refusal);
  const broken = await constraints.refusal(tx, await schema.model(tx, flush));
  if (broken) throw new OpError(broken.index, broken.op, broken.reason, broken.refusal);
  const refused = await assignments.refusal(tx);
  if (refused) throw new HttpError(400, `set_data: ${refused.reason}`, { refusal: refused.refusal });
  return { ok: true, results, schemaChanged, changes: mergeChanges(changes) };
}

async function encodeAll(
  tx: SqlExecutor,
  access: ListAccess,
  model: OntologyModel,
  viewer: Viewer,
  prop: PropertyInfo,
  values: readonly Scalar[],
  fail: (reason: string, refusal?: Refusal) => never,
): Promise<EncodedValue[]> {
  if (prop.kind === 'data') {
    const encoded = values.map((v) => {
      try {
        return encodeValue(prop.baseType ?? 'string', v);
      } catch (error) {
        if (error instanceof ValueError) fail(`${prop.name}: ${error.message}`, valueRefusal(prop, error, v));
        throw error;
      }
    });
    if (prop.baseType === 'file' && encoded.length > 0) {
      // A file value must name an uploaded file the writer may use: their own upload, or any for an admin.
      const ids = encoded.map((e) => e.val!);
      const found = await tx.query<{ id: string }>(
        'select id from ob_file where id = any($1::uuid[]) and ($2::boolean or author = $3::uuid)',
        [ids, viewer.isAdmin, viewer.id],
      );
      const known = new Set(found.rows.map((r) => r.id));
      for (const id of ids) if (!known.has(id)) fail(`${prop.name}: there is no uploaded file ${id}`);
    }
    return encoded;
  }
  const ids = values.map((v) =>
    typeof v === 'string' && UUID_PATTERN.test(v)
      ? v.toLowerCase()
      : fail(`${prop.name}: ${JSON.stringify(v)} is not an instance id`),
  );
  // The list's access knows the targets (read with it, or created or deleted earlier in the list).
  const targets = new Map<string, InstanceAccess | undefined>();
  for (const id of ids) targets.set(id, await access.get(id));
  for (const id of ids) {
    const target = targets.get(id);
    // Users and roles may be pointed at (assigned, named as owners) without their records being readable.
    if (!target || (!target.canRead && !POINTABLE_CLASSES.has(target.classId)))
      fail(`${prop.name}: instance ${id} does not exist`, valueNotFound(prop));
    if (prop.range.length > 0 && !prop.range.some((r) => model.isA(target!.classId, r)))
      fail(`${prop.name}: instance ${id} is not of a class in the range`);
  }
  if (prop.id === PROP.obj && !viewer.isAdmin) {
    // An assignment grants access: only the object's author (or an administrator) may hand it out.
    for (const id of ids)
      if (targets.get(id)!.author !== viewer.id)
        fail('only the author of an object assigns it to others', REFUSAL.assign);
  }
  return ids.map((id) => ({ val: id, num: null, ref: id }));
}
