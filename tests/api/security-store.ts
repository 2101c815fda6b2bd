import type { SqlExecutor } from '@ontobench/core/node';

/**
 * The whole object store (ob_instance and ob_value) as comparable rows, so a test can prove that a
 * refused request wrote nothing, and list exactly what an accepted one changed.
 */
export interface StoreSnapshot {
  /** id → "class|name|author" */
  instances: Map<string, string>;
  /** "inst|prop|idx" → "val|ref" */
  values: Map<string, string>;
}

export interface ValueChange {
  inst: string;
  prop: string;
  idx: number;
}

export interface StoreDiff {
  created: string[];
  deleted: string[];
  /** Instances whose class, name or author changed. */
  renamed: string[];
  values: ValueChange[];
}

export async function snapshot(db: SqlExecutor): Promise<StoreSnapshot> {
  const instances = await db.query<{ id: string; row: string }>(
    `select id, concat_ws('|', class_id, name, coalesce(author::text, '-')) as row from ob_instance`,
  );
  const values = await db.query<{ key: string; row: string }>(
    `select concat_ws('|', inst, prop, idx) as key, concat_ws('|', coalesce(val, '-'), coalesce(ref::text, '-')) as row
     from ob_value`,
  );
  return {
    instances: new Map(instances.rows.map((r) => [r.id, r.row])),
    values: new Map(values.rows.map((r) => [r.key, r.row])),
  };
}

export function diff(before: StoreSnapshot, after: StoreSnapshot): StoreDiff {
  const created = [...after.instances.keys()].filter((id) => !before.instances.has(id));
  const deleted = [...before.instances.keys()].filter((id) => !after.instances.has(id));
  const renamed = [...after.instances].filter(
    ([id, row]) => before.instances.has(id) && before.instances.get(id) !== row,
  );
  const keys = new Set([...before.values.keys(), ...after.values.keys()]);
  const values: ValueChange[] = [];
  for (const key of keys) {
    if (before.values.get(key) === after.values.get(key)) continue;
    const [inst, prop, idx] = key.split('|');
    values.push({ inst: inst!, prop: prop!, idx: Number(idx) });
  }
  return { created, deleted, renamed: renamed.map(([id]) => id), values };
}

export const isEmpty = (d: StoreDiff): boolean =>
  d.created.length + d.deleted.length + d.renamed.length + d.values.length === 0;
