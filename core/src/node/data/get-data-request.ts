import type { FieldRequest, GetDataRequest } from '../../common/data-api.ts';
import { HttpError } from '../http/http-error.ts';
import type { OntologyModel, PropertyInfo } from '../ontology/model.ts';
import type { SqlExecutor } from '../store/sql-store.ts';
import type { Viewer } from './access.ts';
import { checkEstimate } from './query-cost.ts';
import { hiddenSchema, schemaIdsOf } from './schema-access.ts';

/** A get_data request once checked: its class (with subclasses), fields, and what the viewer may not see. */
export interface CheckedRequest {
  classId: string;
  /** The class and its descendants, whose instances are listed. */
  classes: readonly string[];
  fields: readonly FieldRequest[];
  limit: number;
  /** Another user's private classes and properties among those the request names. */
  hidden: ReadonlySet<string>;
  /** A property the request names (all were checked to exist). */
  info(prop: string): PropertyInfo;
}

export const DEFAULT_LIMIT = 100;

/**
 * Checks a get_data request before any SQL of its own runs: its estimated size, its class, and every
 * field (nested ones too) exists and is readable. A private class or property of another user answers
 * exactly as an unknown one, so its existence does not leak.
 */
export async function checkRequest(
  db: SqlExecutor,
  model: OntologyModel,
  viewer: Viewer,
  req: GetDataRequest,
): Promise<CheckedRequest> {
  const fields = req.fields ?? [];
  const limit = req.limit ?? DEFAULT_LIMIT;
  // From the request's shape alone, before any lookup or SQL: too big is refused whatever exists.
  checkEstimate(fields, limit);
  const unknownClass = () => new HttpError(400, `get_data: unknown class ${req.class ?? '(none)'}`);
  if (!req.class || !model.isClass(req.class)) throw unknownClass();
  const unknownProperty = (prop: string) => new HttpError(400, `get_data: unknown property ${prop}`);
  const info = (prop: string): PropertyInfo => {
    const p = model.property(prop);
    if (!p) throw unknownProperty(prop);
    return p;
  };
  // Every field, nested ones included, is checked before any SQL runs; later code may rely on it.
  eachField(fields, (f) => info(f.prop));
  const hidden = await hiddenSchema(db, model, viewer, schemaIdsOf(req.class, fields, req.filter));
  const classes = model.descendants(req.class);
  if (hidden.has(req.class)) throw unknownClass();
  eachField(fields, (f) => {
    if (hidden.has(f.prop)) throw unknownProperty(f.prop);
  });
  return { classId: req.class, classes, fields, limit, hidden, info };
}

function eachField(list: readonly FieldRequest[], visit: (field: FieldRequest) => void): void {
  for (const f of list) {
    visit(f);
    eachField(f.fields ?? [], visit);
  }
}
