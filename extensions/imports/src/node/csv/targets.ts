import { BASE_TYPES, CLASS, ONTOLOGY_MODEL, PROP, inIds, type BaseType } from '@ontobench/sdk/common';
import { readRowById, readRows, type UserData } from '@ontobench/sdk/node';
import type { ClassDto, ModelDto } from '../../common/csv/api.ts';

export const MODEL_MISSING = 'Модель не найдена';

/** The models (ontologies) the user reads, by name. */
export async function listModels(data: UserData): Promise<ModelDto[]> {
  const rows = await readRows(data, ONTOLOGY_MODEL.ontologyClass, [], { limit: 5000 });
  return rows.map((r) => ({ id: r.id, name: r.name })).sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}

/**
 * The classes of a model the user reads, each with the data properties whose domain names it (what the
 * ontology area's lists show for it). A model the user cannot read is the same 404 as one that does not exist.
 */
export async function classesOf(data: UserData, modelId: unknown): Promise<ClassDto[]> {
  const model = await readRowById(data, ONTOLOGY_MODEL.ontologyClass, [], modelId, MODEL_MISSING);
  const classes = await readRows(data, CLASS.Class, [], { filter: inIds(ONTOLOGY_MODEL.memberOf, [model.id]) });
  if (classes.length === 0) return [];
  const props = await readRows(data, CLASS.DataProperty, [PROP.domain, PROP.baseType], {
    filter: inIds(
      PROP.domain,
      classes.map((c) => c.id),
    ),
  });
  return classes
    .map((c) => ({
      id: c.id,
      name: c.name,
      properties: props
        .filter((p) => (p.values.get(PROP.domain) ?? []).some((v) => v.val === c.id))
        .map((p) => ({ id: p.id, name: p.name, baseType: baseTypeOf(p.values.get(PROP.baseType)?.[0]?.val) }))
        .sort((a, b) => a.name.localeCompare(b.name, 'ru')),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}

function baseTypeOf(value: unknown): BaseType {
  return BASE_TYPES.includes(value as BaseType) ? (value as BaseType) : 'string';
}
