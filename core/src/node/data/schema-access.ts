import type { FieldRequest } from '../../common/data-api.ts';
import type { OntologyModel } from '../ontology/model.ts';
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
 * The classes and properties among `ids` that are hidden from the viewer: unreadable (unreadableIds)
 * and not seen through an instance the viewer reads. What the viewer's readable instances show is no
 * secret: a class of which they read an instance (its instances name it); a property with a value on
 * such an instance (it is that object's own data); and a property whose domain holds the class of such an
 * instance authored by the property's own author (sharing the object shares its form). So an object
 * shared by assignment is read, and edited by an editor, with all its fields, while another user's
 * private property on a common class stays unknown to someone who reads only their own instances.
 */
export async function hiddenSchema(
  db: SqlExecutor,
  model: OntologyModel,
  viewer: Viewer,
  ids: Iterable<string>,
): Promise<Set<string>> {
  // The system's and the viewer's own classes and properties need no query (most requests name only those).
  const unsure = [...ids].filter((id) => !model.plainlyReadable(id, viewer.id));
  const hidden = await unreadableIds(db, viewer, unsure);
  for (const id of hidden) {
    const prop = model.property(id);
    const seen = prop
      ? (await readsValueOf(db, viewer, id)) ||
        (await readsInstanceOf(
          db,
          viewer,
          prop.domain.flatMap((d) => model.descendants(d)),
          await authorOf(db, id),
        ))
      : model.isClass(id) && (await readsInstanceOf(db, viewer, model.descendants(id)));
    if (seen) hidden.delete(id);
  }
  return hidden;
}

/** Whether an instance the viewer reads holds a value of the property. */
async function readsValueOf(db: SqlExecutor, viewer: Viewer, prop: string): Promise<boolean> {
  const p = new SqlParams();
  const found = await db.query(
    `select 1 from ob_value v join ob_instance i on i.id = v.inst where v.prop = ${p.add(prop)} and ${readableSql('i', viewer, p)} limit 1`,
    p.values,
  );
  return found.rows.length > 0;
}

async function authorOf(db: SqlExecutor, id: string): Promise<string | null> {
  const found = await db.query<{ author: string | null }>('select author from ob_instance where id = $1', [id]);
  return found.rows[0]?.author ?? null;
}

/**
 * Whether the viewer reads an instance of one of the classes (authored by `author`, when given). Such a
 * class, even another user's private one, is no secret to the viewer: its instances show it (their class
 * and its name). An assigned object of a private class can so still be listed by its class and opened in
 * a form.
 */
async function readsInstanceOf(
  db: SqlExecutor,
  viewer: Viewer,
  classes: readonly string[],
  author?: string | null,
): Promise<boolean> {
  if (classes.length === 0 || author === null) return false;
  const p = new SqlParams();
  const byAuthor = author === undefined ? '' : ` and i.author = ${p.add(author)}`;
  const found = await db.query(
    `select 1 from ob_instance i where i.class_id = any(${p.add(classes)}::uuid[])${byAuthor} and ${readableSql('i', viewer, p)} limit 1`,
    p.values,
  );
  return found.rows.length > 0;
}
