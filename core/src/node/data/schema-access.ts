import type { FieldRequest } from '../../common/data-api.ts';
import type { SqlExecutor } from '../store/sql-store.ts';
import { readableSql, type Viewer } from './access.ts';
import { parseFilter, type FilterExpr } from './filter/index.ts';
import { SqlParams } from './sql-params.ts';
import { UUID_PATTERN } from '../../common/uuid.ts';

/**
 * Classes and properties are instances too, with the same access rules. For a viewer, another user's
 * private class or property (not declared by the system, not shared, not assigned) must be exactly
 * like one that does not exist: same status, same text, and its name in no message. get_data and
 * get_form ask this first and then answer "unknown" for both.
 * Returns the ids among `ids` that the viewer may not read (ids of no instance at all are left out:
 * the model already calls those unknown).
 */
export async function unreadableIds(db: SqlExecutor, viewer: Viewer, ids: Iterable<string>): Promise<Set<string>> {
  const list = [...new Set(ids)].filter((id) => UUID_PATTERN.test(id));
  if (viewer.isAdmin || list.length === 0) return new Set();
  const p = new SqlParams();
  const rows = await db.query<{ id: string }>(
    `select i.id from ob_instance i where i.id = any(${p.add(list)}::uuid[]) and not ${readableSql('i', viewer, p)}`,
    p.values,
  );
  return new Set(rows.rows.map((r) => r.id));
}

/** The class and every property a get_data request names: fields at any depth and the filter's. */
export function schemaIdsOf(classId: string, fields: readonly FieldRequest[], filter?: string): string[] {
  const ids = [classId];
  const walk = (list: readonly FieldRequest[]): void =>
    list.forEach((f) => {
      ids.push(f.prop);
      walk(f.fields ?? []);
    });
  walk(fields);
  if (filter !== undefined && filter.trim() !== '') {
    try {
      collectFilterIds(parseFilter(filter), ids);
    } catch {
      // A malformed filter names nothing: compiling it later answers with the parse error.
    }
  }
  return ids;
}

function collectFilterIds(node: FilterExpr, ids: string[]): void {
  switch (node.type) {
    case 'and':
    case 'or':
      node.operands.forEach((operand) => collectFilterIds(operand, ids));
      return;
    case 'not':
      collectFilterIds(node.operand, ids);
      return;
    default:
      if ('id' in node.property.ref) ids.push(node.property.ref.id);
  }
}

/**
 * Whether the viewer reads an instance of one of the classes. Such a class, even another user's private
 * one, is no secret to the viewer: its instances show it (their class and its name). An assigned object
 * of a private class can so still be listed by its class and opened in a form (its private properties
 * left out).
 */
export async function readsInstanceOf(db: SqlExecutor, viewer: Viewer, classes: readonly string[]): Promise<boolean> {
  const p = new SqlParams();
  const found = await db.query(
    `select 1 from ob_instance i where i.class_id = any(${p.add(classes)}::uuid[]) and ${readableSql('i', viewer, p)} limit 1`,
    p.values,
  );
  return found.rows.length > 0;
}
