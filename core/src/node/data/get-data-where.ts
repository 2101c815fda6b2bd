import type { GetDataRequest } from '../../common/data-api.ts';
import { HttpError } from '../http/http-error.ts';
import type { OntologyModel } from '../ontology/model.ts';
import { readableSql, type Viewer } from './access.ts';
import { fieldFilterSql } from './field-sql.ts';
import { compileFilter, FilterError } from './filter/index.ts';
import type { CheckedRequest } from './get-data-request.ts';
import { classCondition } from './get-data-page.ts';
import type { SqlParams } from './sql-params.ts';

/** The WHERE of a get_data page: its conditions, and whether any goes beyond class and access. */
export interface WhereClause {
  sql: string;
  /** True when the request filters (a filter expression or a field filter), not only class and access. */
  filtered: boolean;
  /**
   * The parameters the conditions use: the first ones added to the request's SqlParams, since
   * placeholders are numbered in order. The count query takes exactly these.
   */
  params: readonly unknown[];
}

/**
 * The conditions every listed instance meets: of the class or a subclass, readable by the viewer, the
 * filter expression compiled to parameterised SQL (a bad one is a 400), and each field's own filter.
 */
export function whereClause(
  model: OntologyModel,
  viewer: Viewer,
  req: Pick<GetDataRequest, 'filter'>,
  checked: CheckedRequest,
  p: SqlParams,
): WhereClause {
  const where = [classCondition(checked.classes, p), readableSql('i', viewer, p)];
  /** The conditions every request has; more than these means the request is filtered. */
  const alwaysThere = where.length;
  if (req.filter !== undefined && req.filter.trim() !== '')
    where.push(`(${filterSql(model, viewer, req.filter, checked, p)})`);
  for (const field of checked.fields) {
    const condition = fieldFilterSql(field, checked.info(field.prop), viewer, p);
    if (condition) where.push(condition);
  }
  return { sql: where.join(' and '), filtered: where.length > alwaysThere, params: [...p.values] };
}

/** The filter expression as SQL; a hidden property is unknown to it, as to the rest of get_data. */
function filterSql(model: OntologyModel, viewer: Viewer, filter: string, checked: CheckedRequest, p: SqlParams) {
  try {
    return compileFilter(filter, {
      instanceAlias: 'i',
      userId: viewer.id,
      property: (id) => {
        const prop = checked.hidden.has(id) ? undefined : model.property(id);
        return prop ? { kind: prop.kind, baseType: prop.baseType } : null;
      },
      param: (v) => p.add(v),
    }).sql;
  } catch (error) {
    if (error instanceof FilterError) throw new HttpError(400, error.message);
    throw error;
  }
}
