import {
  CLASS,
  filterLiteral,
  inIds,
  instanceRows,
  PROP,
  rowRefs,
  UUID_PATTERN,
  type GetDataReply,
  type InstanceRow,
} from '@ontobench/sdk/common';
import { HttpError, type DataReader } from '@ontobench/sdk/node';
import { FCA_MAX_PROPERTIES, type FcaContextInfo, type FcaCreateRequest } from '../../common/fca/api.ts';
import { FCA_CLASS, FCA_PROP } from '../../common/fca/schema.ts';
import type { ScaledProperty } from '../../common/fca/scale.ts';

/** A context that does not exist or that the user may not read. */
export const CONTEXT_NOT_FOUND = 'Контекст анализа формальных понятий не найден';

/** The id of a path, checked (a malformed one is a context that does not exist). */
export function checkContextId(id: unknown): string {
  if (typeof id !== 'string' || !UUID_PATTERN.test(id)) throw new HttpError(404, CONTEXT_NOT_FOUND);
  return id.toLowerCase();
}

const FIELDS = [{ prop: FCA_PROP.sourceClass }, { prop: FCA_PROP.properties }];

function info(row: InstanceRow): FcaContextInfo {
  const source = rowRefs(row, FCA_PROP.sourceClass)[0];
  return {
    id: row.id,
    name: row.name,
    classId: source?.id ?? '',
    className: source?.name ?? '',
    properties: rowRefs(row, FCA_PROP.properties),
  };
}

/** The contexts the user may read (their own, assigned ones; an administrator's: all), by name. */
export async function listContexts(read: DataReader): Promise<FcaContextInfo[]> {
  const reply = (await read({
    act: 'get_data',
    class: FCA_CLASS.FcaContext,
    fields: FIELDS,
    limit: 1000,
  })) as GetDataReply;
  return instanceRows(reply)
    .map(info)
    .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}

/** One context as the user sees it, or a 404. */
export async function readContext(read: DataReader, id: string): Promise<FcaContextInfo> {
  const reply = (await read({
    act: 'get_data',
    class: FCA_CLASS.FcaContext,
    filter: `[id] = ${filterLiteral(id)}`,
    fields: FIELDS,
    limit: 1,
  })) as GetDataReply;
  const row = instanceRows(reply)[0];
  if (!row) throw new HttpError(404, CONTEXT_NOT_FOUND);
  return info(row);
}

/** The chosen properties as the user reads them (data properties with their base type), in the order given. */
export async function readProperties(read: DataReader, ids: readonly string[]): Promise<ScaledProperty[]> {
  const found = new Map<string, ScaledProperty>();
  for (const [kind, cls] of [
    ['data', CLASS.DataProperty],
    ['object', CLASS.ObjectProperty],
  ] as const) {
    const reply = (await read({
      act: 'get_data',
      class: cls,
      filter: inIds('id', ids),
      fields: kind === 'data' ? [{ prop: PROP.baseType }] : [],
      limit: ids.length,
    })) as GetDataReply;
    for (const row of instanceRows(reply)) {
      const baseType = row.values.get(PROP.baseType)?.[0]?.val;
      found.set(row.id, { id: row.id, name: row.name, kind, ...(baseType ? { baseType: String(baseType) } : {}) });
    }
  }
  return ids.map((id) => {
    const property = found.get(id);
    if (!property) throw new HttpError(400, `Свойство ${id} не найдено`);
    return property;
  });
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A create request checked: a name, a class id and 1–50 distinct property ids (a 400 saying what is wrong). */
export function checkCreate(body: unknown): FcaCreateRequest {
  if (!isObject(body)) throw new HttpError(400, 'Ожидается объект { name, classId, propertyIds }');
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (name === '') throw new HttpError(400, 'Укажите название контекста');
  if (name.length > 200) throw new HttpError(400, 'Название контекста: не больше 200 символов');
  if (typeof body.classId !== 'string' || !UUID_PATTERN.test(body.classId))
    throw new HttpError(400, 'Укажите класс, объекты которого образуют контекст');
  const ids = body.propertyIds;
  if (!Array.isArray(ids) || ids.length === 0) throw new HttpError(400, 'Выберите хотя бы одно свойство');
  if (ids.length > FCA_MAX_PROPERTIES) throw new HttpError(400, `Не больше ${FCA_MAX_PROPERTIES} свойств`);
  if (!ids.every((id): id is string => typeof id === 'string' && UUID_PATTERN.test(id)))
    throw new HttpError(400, 'propertyIds: список идентификаторов свойств');
  const propertyIds = ids.map((id) => id.toLowerCase());
  if (new Set(propertyIds).size !== propertyIds.length) throw new HttpError(400, 'Свойство выбрано дважды');
  return { name, classId: body.classId.toLowerCase(), propertyIds };
}

/** The class as the user reads it, or a 400 (the same for one that does not exist and one not theirs). */
export async function readClassName(read: DataReader, classId: string): Promise<string> {
  const reply = (await read({
    act: 'get_data',
    class: CLASS.Class,
    filter: `[id] = ${filterLiteral(classId)}`,
    limit: 1,
  })) as GetDataReply;
  const row = instanceRows(reply)[0];
  if (!row) throw new HttpError(400, `Класс ${classId} не найден`);
  return row.name;
}
