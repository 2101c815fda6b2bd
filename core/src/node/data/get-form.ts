import type { FormField, GetFormReply, GetFormRequest } from '../../common/data-api.ts';
import { PROP } from '../../common/ontology/system-ontology.ts';
import { HttpError } from '../http/http-error.ts';
import type { OntologyModel } from '../ontology/model.ts';
import { decodeValue } from '../ontology/values.ts';
import type { SqlExecutor } from '../store/sql-store.ts';
import { accessOf, type Viewer } from './access.ts';
import { hiddenSchema } from './schema-access.ts';
import { REFUSAL } from './write-refusals.ts';
import { privateRefsLeftOut } from './field-values.ts';
import { SqlParams } from './sql-params.ts';

/**
 * get_form (spec shell.md §7): the fields of a class's form — its name and every property whose domain
 * holds the class or an ancestor — each with its tab; with `inst`, the instance's current values too.
 */
export async function getForm(
  db: SqlExecutor,
  model: OntologyModel,
  viewer: Viewer,
  req: GetFormRequest,
): Promise<GetFormReply> {
  const unknownClass = () => new HttpError(400, `get_form: unknown class ${req.class}`);
  if (!model.isClass(req.class)) throw unknownClass();
  const own = [...model.propertiesOf(req.class), ...generalProperties(model, req)];
  // Another user's private class answers as an unknown one, and their private properties (say, one
  // whose domain is a shared class) are left out of the form: neither is named to someone who cannot read it.
  const hidden = await hiddenSchema(db, model, viewer, [req.class, ...own.map((p) => p.id)]);
  if (hidden.has(req.class)) throw unknownClass();
  const props = [model.property(PROP.name)!, ...own.filter((p) => !hidden.has(p.id))];
  const fields: FormField[] = props.map((p) => ({
    prop: p.id,
    tab: p.formTab ?? 'main',
    kind: p.kind,
    base_type: p.baseType,
    multiple: p.multiple,
    range: p.range,
    constraints: p.constraints,
    default: p.defaultValue,
    ...(req.prop_cap ? { cap: p.name } : {}),
  }));
  if (!req.inst) return { fields };

  const access = (await accessOf(db, viewer, [req.inst])).get(req.inst);
  // A deleted object's page (a stale link, a recent link) says so in the interface's language.
  if (!access || !access.canRead)
    throw new HttpError(404, `get_form: instance ${req.inst} does not exist`, { refusal: REFUSAL.objectNotFound });
  const sp = new SqlParams();
  const values = await db.query<{
    prop: string;
    val: string | null;
    num: number | null;
    ref: string | null;
    ref_name: string | null;
  }>(
    `select v.prop, v.val, v.num, v.ref, r.name as ref_name from ob_value v left join ob_instance r on r.id = v.ref
     where v.inst = ${sp.add(req.inst)}${privateRefsLeftOut(viewer, sp)} order by v.prop, v.idx`,
    sp.values,
  );
  const name = await db.query<{ name: string }>('select name from ob_instance where id = $1', [req.inst]);
  for (const field of fields) {
    const info = model.property(field.prop)!;
    field.values =
      field.prop === PROP.name
        ? [{ val: name.rows[0]!.name, cap: name.rows[0]!.name }]
        : values.rows
            .filter((v) => v.prop === field.prop)
            .map((v) =>
              info.kind === 'object'
                ? { val: v.ref!, cap: v.ref_name }
                : { val: decodeValue(info.baseType, v)!, cap: v.val },
            );
  }
  return { fields, readonly: !access.canWrite };
}

/** The general properties `also` asks for that the class's own do not already hold, in the asked order. */
function generalProperties(model: OntologyModel, req: GetFormRequest) {
  const lineage = new Set(model.ancestors(req.class));
  return (req.also ?? []).flatMap((id) => {
    const p = model.property(id);
    if (!p) throw new HttpError(400, `get_form: unknown property ${id} in also`);
    if (p.domain.length === 0) return [p];
    if (p.domain.some((d) => lineage.has(d))) return []; // already among the class's own
    throw new HttpError(400, `get_form: property ${id} does not apply to class ${req.class}`);
  });
}
