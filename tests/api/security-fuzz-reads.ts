import { CLASS, PROP } from '@ontobench/core/common';
import type { SqlExecutor } from '@ontobench/core/node';

/**
 * What a non-administrator may read (docs/api.md "Access", written here as an independent oracle and
 * a little more generous: an assignment counts whatever its dates): their own objects and user record,
 * system rows, life-cycle stages, objects assigned to them or to a role they hold. Users and roles may
 * appear as captions (an author's name) without being readable.
 */
async function readable(db: SqlExecutor, viewer: string, ids: readonly string[]): Promise<Set<string>> {
  const rows = await db.query<{ id: string }>(
    `with my_roles as (
       select r.ref from ob_value r
       join ob_value u on u.inst = r.inst and u.prop = $3 and u.ref = $1
       where r.prop = $4 and not exists (select 1 from ob_value o where o.inst = r.inst and o.prop = $5)
     )
     select i.id from ob_instance i where i.id = any($2::uuid[]) and (
       i.author = $1 or i.id = $1 or i.owner is not null or i.class_id = any($6::uuid[])
       or exists (
         select 1 from ob_value a where a.prop = $5 and a.ref = i.id and exists (
           select 1 from ob_value t where t.inst = a.inst
             and (t.prop = $3 and t.ref = $1 or t.prop = $7 and t.ref in (select ref from my_roles)))))`,
    [viewer, ids, PROP.user, PROP.role, PROP.obj, [CLASS.LifeCycleStage, CLASS.User, CLASS.Role], PROP.osaRole],
  );
  return new Set(rows.rows.map((r) => r.id));
}

interface Cell {
  inst: string;
  prop: string;
  val: unknown;
  cap: unknown;
  from?: string;
}

/**
 * The instances a get_data reply shows the viewer that the viewer may not read, each with where it
 * showed: as a row, as the instance of a nested cell, by name as an object value's caption, in a triplet.
 */
export async function leakedRows(db: SqlExecutor, viewer: string, reply: unknown): Promise<string[]> {
  const body = reply as { rows?: Cell[]; triplets?: { s: string; p: string; o: string }[] };
  const cells = body.rows ?? [];
  const objectProps = new Set(
    (await db.query<{ id: string }>('select id from ob_instance where class_id = $1', [CLASS.ObjectProperty])).rows.map(
      (r) => r.id,
    ),
  );
  const shown = new Map<string, string>();
  for (const c of cells) {
    shown.set(c.inst, `row instance (prop ${c.prop})`);
    if (c.from) shown.set(c.from, `nested cell's instance (prop ${c.prop})`);
    // An object value is the object's own data: its id may show, the target's name only if readable.
    if (objectProps.has(c.prop) && typeof c.val === 'string' && c.cap !== null && c.cap !== c.val)
      shown.set(c.val, `caption ${JSON.stringify(c.cap)} of ${c.prop} on ${c.inst}`);
  }
  for (const t of body.triplets ?? []) {
    shown.set(t.s, `triplet subject (${t.p})`);
    shown.set(t.o, `triplet object (${t.p})`);
  }
  const ids = [...shown.keys()].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const ok = await readable(db, viewer, ids);
  // Ids that name no instance (a dangling value) leak nothing.
  const existing = new Set(
    (await db.query<{ id: string }>('select id from ob_instance where id = any($1::uuid[])', [ids])).rows.map(
      (r) => r.id,
    ),
  );
  return ids.filter((id) => existing.has(id) && !ok.has(id)).map((id) => `${id}: ${shown.get(id)}`);
}
