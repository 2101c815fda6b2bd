import type { SetDataOperation } from '../../common/data-api.ts';
import { PROP } from '../../common/ontology/system-ontology.ts';
import type { Refusal } from '../../common/validation/refusals.ts';
import type { OntologyModel, PropertyInfo } from '../ontology/model.ts';

/**
 * A class never becomes its own ancestor (issue 14): the classes whose parent classes a set_data list
 * sets or adds are checked once the list is done, as the list left them — like the constraint
 * descriptors, so a list may move A under B and take B from under A in either order. Only the classes
 * the list touched are walked, so a cycle already stored (older data) does not block other writes.
 */
export class ParentCycleCheck {
  private readonly written = new Map<string, { index: number; op: SetDataOperation }>();

  /** Operation number `index` writes `prop` on `inst`. */
  note(index: number, op: SetDataOperation, inst: string, prop: PropertyInfo): void {
    if (prop.id === PROP.parentClass && op.op !== 'rem') this.written.set(inst.toLowerCase(), { index, op });
  }

  get empty(): boolean {
    return this.written.size === 0;
  }

  /** The first class the list made its own ancestor, with the operation that last linked it, or null. */
  refusal(model: OntologyModel): { index: number; op: SetDataOperation; reason: string; refusal: Refusal } | null {
    for (const [classId, at] of this.written) {
      const info = model.classes.get(classId);
      if (!info) continue;
      // ancestors() walks from a parent up; the class is its own ancestor when a parent leads back to it.
      if (!info.parents.some((p) => model.ancestors(p).includes(classId))) continue;
      return {
        ...at,
        reason: `${info.name} would be its own ancestor`,
        refusal: {
          code: 'class.cycle',
          field: PROP.parentClass,
          params: { field: model.property(PROP.parentClass)?.name ?? 'parent class', name: info.name },
        },
      };
    }
    return null;
  }
}
