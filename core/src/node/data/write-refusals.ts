import type { Refusal } from '../../common/validation/refusals.ts';
import type { PropertyInfo } from '../ontology/model.ts';

/**
 * The refusals of set_data that name no value: unknown or hidden objects, access. Each goes
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
