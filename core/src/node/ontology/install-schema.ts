import { CLASS, PROP } from '../../common/ontology/system-ontology.ts';
import type { SchemaDeclaration } from '../../common/ontology/schema-types.ts';
import type { SqlExecutor } from '../store/sql-store.ts';
import { insertValueRows, type ValueRow } from './value-rows.ts';
import { encodeValue } from './values.ts';

/**
 * Installs an area's declared classes, properties and fixed instances. Idempotent: run at every start,
 * it brings the declared rows and their declared values to what the code says, and leaves everything
 * else (user data, values of other properties) alone. A few set-based statements, whatever the size.
 */
export async function installSchema(tx: SqlExecutor, schema: SchemaDeclaration): Promise<void> {
  const rows: { id: string; classId: string; name: string }[] = [];
  const values: ValueRow[] = [];
  const refs = (inst: string, prop: string, ids: readonly string[] = []) =>
    ids.forEach((ref, idx) => values.push({ inst, prop, idx, val: ref, num: null, ref }));

  for (const c of schema.classes) {
    rows.push({ id: c.id, classId: CLASS.Class, name: c.name });
    refs(c.id, PROP.parentClass, c.parents);
    if (c.policy)
      values.push({ inst: c.id, prop: PROP.classPolicy, idx: 0, ...encodeValue('string', JSON.stringify(c.policy)) });
  }
  for (const p of schema.properties) {
    rows.push({ id: p.id, classId: p.kind === 'data' ? CLASS.DataProperty : CLASS.ObjectProperty, name: p.name });
    values.push({ inst: p.id, prop: PROP.multiple, idx: 0, ...encodeValue('boolean', p.multiple ?? false) });
    if (p.kind === 'data')
      values.push({ inst: p.id, prop: PROP.baseType, idx: 0, ...encodeValue('string', p.baseType) });
    else refs(p.id, PROP.range, p.range);
    refs(p.id, PROP.domain, p.domain);
    if (p.write && p.write !== 'owner')
      values.push({ inst: p.id, prop: PROP.writePolicy, idx: 0, ...encodeValue('string', p.write) });
  }
  // Policies are replaced too: one taken out of the code is gone from the store at the next start.
  const declaredProps = new Set([
    PROP.parentClass,
    PROP.multiple,
    PROP.baseType,
    PROP.range,
    PROP.domain,
    PROP.writePolicy,
    PROP.classPolicy,
  ]);
  for (const inst of schema.instances ?? []) {
    rows.push({ id: inst.id, classId: inst.class, name: inst.name });
    for (const [prop, value] of Object.entries(inst.values ?? {})) {
      declaredProps.add(prop);
      const type = typeof value === 'boolean' ? 'boolean' : typeof value === 'number' ? 'real' : 'string';
      values.push({ inst: inst.id, prop, idx: 0, ...encodeValue(type, value) });
    }
  }

  await tx.query(
    `insert into ob_instance (id, class_id, name, owner)
     select id, class_id, name, $4 from unnest($1::uuid[], $2::uuid[], $3::text[]) as t(id, class_id, name)
     on conflict (id) do update set class_id = excluded.class_id, name = excluded.name, owner = excluded.owner`,
    [rows.map((r) => r.id), rows.map((r) => r.classId), rows.map((r) => r.name), schema.owner],
  );
  // The declared properties of the declared rows are replaced as a whole (e.g. a parent removed in code).
  await tx.query('delete from ob_value where inst = any($1::uuid[]) and prop = any($2::uuid[])', [
    rows.map((r) => r.id),
    [...declaredProps],
  ]);
  await insertValueRows(tx, values);
}
