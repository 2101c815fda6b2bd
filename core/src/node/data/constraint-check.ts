import type { Scalar, SetDataOperation } from '../../common/data-api.ts';
import { PROP } from '../../common/ontology/system-ontology.ts';
import { parseConstraints, validateField } from '../../common/validation/field-validator.ts';
import type { Refusal, RefusalCode } from '../../common/validation/refusals.ts';
import type { OntologyModel, PropertyInfo } from '../ontology/model.ts';
import { decodeValue } from '../ontology/values.ts';
import type { SqlExecutor } from '../store/sql-store.ts';

interface Touched {
  index: number;
  op: SetDataOperation;
  inst: string;
  prop: PropertyInfo;
}

/**
 * The constraint descriptors of domain.md §5 (min, max, required, regex) as the server applies them:
 * the same validator the object form runs before sending (common/validation/field-validator.ts). A
 * field is checked as the whole list left it, after every write, so an `add` that passes the maximum
 * and an `upd` that empties an obligatory field are both refused, and the list rolls back. Fields an
 * old object's list did not touch are not checked (stored data older than a descriptor stays
 * writable); a new object's obligatory fields are checked at its creation (issue 14): the list that
 * makes it must fill them, or it is refused naming the first empty one.
 */
export class ConstraintCheck {
  private readonly touched = new Map<string, Touched>();
  /** Objects the list creates, with their class: their obligatory fields are read from the final model. */
  private readonly created: { index: number; op: SetDataOperation; inst: string; classId: string }[] = [];
  /** The obligatory properties of a class, once per class and list. */
  private readonly requiredOf = new Map<string, PropertyInfo[]>();

  /** An upd, add or rem of `prop` on `inst`, operation number `index`. */
  note(index: number, op: SetDataOperation, inst: string, prop: PropertyInfo): void {
    if (prop.column || !hasConstraints(prop)) return;
    this.touched.set(`${inst.toLowerCase()} ${prop.id}`, { index, op, inst: inst.toLowerCase(), prop });
  }

  /** A new object `inst` of `classId`, created by operation number `index`. */
  noteNew(index: number, op: SetDataOperation, inst: string, classId: string): void {
    this.created.push({ index, op, inst: inst.toLowerCase(), classId });
  }

  /**
   * The first field that breaks its descriptor, with the operation that last wrote it (for a new
   * object's empty obligatory field, the operation that created it), or null. `model` is the model as
   * the list left it.
   */
  async refusal(
    tx: SqlExecutor,
    model: OntologyModel,
  ): Promise<{ index: number; op: SetDataOperation; reason: string; refusal: Refusal } | null> {
    for (const c of this.created)
      for (const prop of this.required(model, c.classId)) {
        const key = `${c.inst} ${prop.id}`;
        // A field the list wrote after the creation is checked below, with the operation that wrote it.
        if (!this.touched.has(key)) this.touched.set(key, { index: c.index, op: c.op, inst: c.inst, prop });
      }
    for (const t of this.touched.values()) {
      const exists = await tx.query('select 1 from ob_instance where id = $1', [t.inst]);
      if (exists.rows.length === 0) continue;
      const stored = await tx.query<{ val: string | null; num: number | null; ref: string | null }>(
        'select val, num, ref from ob_value where inst = $1 and prop = $2 order by idx',
        [t.inst, t.prop.id],
      );
      const values = stored.rows
        .map((r) => (t.prop.kind === 'object' ? r.ref : decodeValue(t.prop.baseType, r)))
        .filter((v) => v !== null);
      const rule = {
        kind: t.prop.kind,
        base_type: t.prop.baseType,
        multiple: t.prop.multiple,
        constraints: t.prop.constraints,
      };
      const [issue] = validateField(rule, t.prop.multiple ? values : (values[0] ?? null), { language: 'en' });
      if (!issue) continue;
      const hint = parseConstraints(t.prop.constraints).hint;
      const code: RefusalCode =
        issue.code === 'required' || issue.code === 'range' || issue.code === 'regex'
          ? `field.${issue.code}`
          : `type.${issue.code}`;
      return {
        index: t.index,
        op: t.op,
        reason: `${t.prop.name}: ${issue.message}`,
        refusal: {
          code,
          field: t.prop.id,
          params: { field: t.prop.name, ...(hint ? { hint } : {}) },
        },
      };
    }
    return null;
  }

  private required(model: OntologyModel, classId: string): PropertyInfo[] {
    let list = this.requiredOf.get(classId);
    if (!list) {
      list = model.propertiesOf(classId).filter((p) => !p.column && parseConstraints(p.constraints).required === true);
      this.requiredOf.set(classId, list);
    }
    return list;
  }
}

function hasConstraints(prop: PropertyInfo): boolean {
  return Object.keys(parseConstraints(prop.constraints)).some((k) => k !== 'hint');
}

/**
 * A constraint descriptor (PROP.constraints) must be a JSON object: one that does not read would be
 * stored and silently apply nothing (parseConstraints reads it as "no constraints").
 */
export function descriptorRefusal(
  prop: PropertyInfo,
  values: readonly Scalar[],
): { reason: string; refusal: Refusal } | null {
  if (prop.id !== PROP.constraints) return null;
  for (const value of values) {
    let raw: unknown;
    try {
      raw = typeof value === 'string' ? JSON.parse(value) : null;
    } catch {
      raw = null;
    }
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      return {
        reason: `${prop.name}: ${JSON.stringify(value)} is not a JSON object`,
        refusal: { code: 'constraints.invalid', field: prop.id, params: { field: prop.name } },
      };
  }
  return null;
}
