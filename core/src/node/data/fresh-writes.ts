import type { Scalar, SetDataOperation } from '../../common/data-api.ts';
import { CLASS, PROP } from '../../common/ontology/system-ontology.ts';
import { META_CLASS_IDS, type OntologyModel, type PropertyInfo } from '../ontology/model.ts';
import { encodeValue, ValueError, type EncodedValue } from '../ontology/values.ts';
import type { Viewer } from './access.ts';
import type { ListAccess } from './list-access.ts';
import type { ListSchema } from './list-schema.ts';
import { isPrivateRef } from './private-refs.ts';

/** What the full check of one plain write found about its class and property (nothing about the values). */
interface Verdict {
  prop: PropertyInfo;
  /** The property has constraint descriptors: ConstraintCheck must hear every write of it. */
  constrained: boolean;
  /** The class is an assignment's (and the writer no administrator): AssignmentWrites must hear the write. */
  assignment: boolean;
}

/** A write whose checks FreshWrites vouches for; set-data.ts applies it as it applies a checked one. */
export type FreshWrite =
  | { kind: 'new'; id: string; classId: string }
  | { kind: 'value'; classId: string; verdict: Verdict; encoded: EncodedValue[] };

/** Properties whose writes depend on more than the class and property (their values, a query): never vouched for. */
const ALWAYS_CHECKED: ReadonlySet<string> = new Set([PROP.app, PROP.constraints, PROP.obj]);

/**
 * The short way for what an import sends by the thousand (docs/benchmarks.md, "CSV import"): `new` of a
 * plain class and plain value writes (`upd` without idx, `add`) of instances the same list created.
 * set_data's checks of such a write depend on the writer, the model, the class and the property, never on
 * which of those instances it is: each is the list's own (access.created), of the class it was created
 * with, and not the writer's user record. So after set-data.ts ran the full checks of one such write and
 * they passed (`learn…`), the next write of the same class and property needs only its values checked
 * (base type, or an already-checked target), as long as neither the model nor any instance's access
 * changed in the list (their versions). Anything else — a refusal among them — takes the full checks,
 * which give the refusal exactly as before: this class only ever says "already checked", never "refused".
 */
export class FreshWrites {
  /** Instances the list created and has not deleted, by lower-case id, with their (non-meta) class. */
  private readonly fresh = new Map<string, string>();
  /** Classes whose `new` passed the full check. */
  private creatable = new Set<string>();
  /** class → property → what the full check found. */
  private verdicts = new Map<string, Map<string, Verdict>>();
  /** property → the values (as written) that the full check accepted as targets. */
  private targets = new Map<string, Set<string>>();
  /** The versions of the model and of the list's access that what is learned holds for. */
  private schemaVersion = -1;
  private accessVersion = -1;

  constructor(
    private readonly viewer: Viewer,
    private readonly access: ListAccess,
    private readonly schema: ListSchema,
  ) {}

  /** A checked write for `op` if the short way applies, else undefined (then the full checks run). */
  check(op: SetDataOperation): FreshWrite | undefined {
    this.sync();
    if (op.op === 'new') {
      if (!this.creatable.has(op.class) || op.name.trim() === '') return undefined;
      // The id must be known to be free (read with the list's access, or given by no one).
      if (op.inst !== undefined && this.access.peek(op.inst) !== null) return undefined;
      return { kind: 'new', id: op.inst ?? crypto.randomUUID(), classId: op.class };
    }
    if ((op.op !== 'upd' && op.op !== 'add') || (op.op === 'upd' && op.idx !== undefined)) return undefined;
    const inst = op.inst.toLowerCase();
    const classId = this.fresh.get(inst);
    const verdict = classId === undefined ? undefined : this.verdicts.get(classId)?.get(op.prop);
    if (!verdict || inst === this.viewer.id) return undefined;
    const encoded = this.encode(verdict.prop, op.val === null ? [] : Array.isArray(op.val) ? op.val : [op.val]);
    return encoded && { kind: 'value', classId: classId!, verdict, encoded };
  }

  /** A `new` of `classId` passed the full check (and `created` heard of it). */
  learnNew(classId: string): void {
    if (META_CLASS_IDS.has(classId)) return;
    this.sync();
    this.creatable.add(classId);
  }

  /** The list created `id` (checked in full or the short way); a class or property is never fresh. */
  created(id: string, classId: string): void {
    if (!META_CLASS_IDS.has(classId)) this.fresh.set(id.toLowerCase(), classId);
  }

  deleted(id: string): void {
    this.fresh.delete(id.toLowerCase());
  }

  /**
   * A plain write (`upd` without idx or `add`) of `prop` on `inst`, of class `classId`, passed the full
   * check and was held back; `values` are what it wrote. Remembered when `inst` is one of the list's new
   * instances and nothing of the write depends on more than the class and property.
   */
  learnValue(model: OntologyModel, inst: string, classId: string, prop: PropertyInfo, values: readonly Scalar[]) {
    const key = inst.toLowerCase();
    if (this.fresh.get(key) !== classId || key === this.viewer.id) return;
    if (prop.column || ALWAYS_CHECKED.has(prop.id) || prop.baseType === 'file' || isPrivateRef(this.viewer, prop))
      return;
    this.sync();
    const forClass = this.verdicts.get(classId) ?? new Map<string, Verdict>();
    this.verdicts.set(classId, forClass);
    if (!forClass.has(prop.id)) {
      const constrained = (prop.constraints ?? '') !== '';
      const assignment = !this.viewer.isAdmin && model.isA(classId, CLASS.Assignment);
      forClass.set(prop.id, { prop, constrained, assignment });
    }
    if (prop.kind === 'object') {
      const known = this.targets.get(prop.id) ?? new Set<string>();
      this.targets.set(prop.id, known);
      for (const value of values) known.add(value as string);
    }
  }

  /** What was learned holds only for the model and the access it was learned with. */
  private sync(): void {
    if (this.schemaVersion === this.schema.version && this.accessVersion === this.access.version) return;
    this.creatable = new Set();
    this.verdicts = new Map();
    this.targets = new Map();
    this.schemaVersion = this.schema.version;
    this.accessVersion = this.access.version;
  }

  /** The values encoded as the full check would, or undefined where it must look (a new target, a bad value). */
  private encode(prop: PropertyInfo, values: readonly Scalar[]): EncodedValue[] | undefined {
    if (prop.kind === 'object') {
      const known = this.targets.get(prop.id);
      if (!known || !values.every((v) => typeof v === 'string' && known.has(v))) return undefined;
      return values.map((v) => {
        const id = (v as string).toLowerCase();
        return { val: id, num: null, ref: id };
      });
    }
    try {
      return values.map((v) => encodeValue(prop.baseType ?? 'string', v));
    } catch (error) {
      if (error instanceof ValueError) return undefined;
      throw error;
    }
  }
}
