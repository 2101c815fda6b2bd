import { PROP } from '../../common/ontology/system-ontology.ts';
import type { Refusal } from '../../common/validation/refusals.ts';
import type { OntologyModel, PropertyInfo } from '../ontology/model.ts';

/**
 * The refusals of set_data that name no value: unknown or hidden objects, access, cycles. Each goes
 * beside the English text the server has always sent (docs/api.md, "Refusals"), so the interface says
 * it in its language. A hidden object gets exactly the refusal of an unknown one: the code tells
 * nothing the text did not.
 */
export const REFUSAL = {
  objectNotFound: { code: 'object.notFound' },
  classUnknown: { code: 'class.unknown' },
  propertyUnknown: { code: 'property.unknown' },
  change: { code: 'access.change' },
  delete: { code: 'access.delete' },
  assign: { code: 'access.assign' },
} as const satisfies Record<string, Refusal>;

/** A class operation reserved to administrators (write-policy.ts classOpRefusal). */
export function classOpRefusalCode(op: 'create' | 'change' | 'delete'): Refusal {
  return { code: `access.${op}` };
}

/** A field the user may not write (write-policy.ts propertyWriteRefusal). */
export function fieldAccessRefusal(prop: PropertyInfo): Refusal {
  return { code: 'access.field', field: prop.id, params: { field: prop.name } };
}

/** A value of `prop` that points at an object the user cannot see or that does not exist. */
export function valueNotFound(prop: PropertyInfo): Refusal {
  return { code: 'value.notFound', field: prop.id, params: { field: prop.name } };
}

/**
 * The first class among `written` (whose parent classes the list changed) that the model, as the
 * list left it, makes its own ancestor — directly or through a chain — or null. Only the classes the
 * list touched are walked, so a cycle already stored elsewhere (older data) does not block other writes.
 */
export function parentCycle(model: OntologyModel, written: Iterable<string>): { classId: string; name: string } | null {
  for (const classId of written) {
    const info = model.classes.get(classId);
    if (!info) continue;
    // ancestors() walks from the class itself; the class is its own ancestor when a parent leads back.
    const above = new Set(info.parents.flatMap((p) => model.ancestors(p)));
    if (above.has(classId)) return { classId, name: info.name };
  }
  return null;
}

/** The refusal of a parent-class value that closes a cycle. */
export function cycleRefusal(model: OntologyModel, name: string): Refusal {
  return {
    code: 'class.cycle',
    field: PROP.parentClass,
    params: { field: model.property(PROP.parentClass)?.name ?? 'parent class', name },
  };
}
