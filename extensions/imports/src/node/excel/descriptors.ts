import { PROP, UUID_PATTERN, filterLiteral } from '@ontobench/sdk/common';
import { HttpError, readRows, updateOp, writeAsUser, type UserData } from '@ontobench/sdk/node';
import type { ExcelDescriptor, ExcelDescriptorInput } from '../../common/excel/api.ts';
import { EXCEL_PROP } from '../../common/excel/schema.ts';
import { IMPORTS_CLASS } from '../../common/ids.ts';
import type { CsvTarget } from '../../common/csv/api.ts';
import { classesOf } from '../csv/targets.ts';

export const DESCRIPTOR_MISSING = 'Описание импорта не найдено';
const WORDS = { forbidden: 'Описания импорта из Excel меняют только администраторы', missing: DESCRIPTOR_MISSING };

/** The descriptors (or the one of `id`), by name. */
export async function readDescriptors(data: UserData, id?: string): Promise<ExcelDescriptor[]> {
  const rows = await readRows(data, IMPORTS_CLASS.ExcelDescriptor, [EXCEL_PROP.descriptor], {
    filter: id ? `[id] = ${filterLiteral(id)}` : undefined,
  });
  return rows
    .map((r) => {
      const json = String(r.values.get(EXCEL_PROP.descriptor)?.[0]?.val ?? '{}');
      return { ...(JSON.parse(json) as Omit<ExcelDescriptorInput, 'name'>), name: r.name, id: r.id };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}

/** One descriptor by a path's id, or the 404 (a malformed id too). */
export async function descriptorById(data: UserData, id: string | undefined): Promise<ExcelDescriptor> {
  const [found] = id && UUID_PATTERN.test(id) ? await readDescriptors(data, id.toLowerCase()) : [];
  if (!found) throw new HttpError(404, DESCRIPTOR_MISSING);
  return found;
}

/** Writes a new (`id` null) or changed descriptor, checked first; answers its id. */
export async function saveDescriptor(data: UserData, id: string | null, body: unknown): Promise<string> {
  const input = await checkedInput(data, body);
  const inst = id ?? crypto.randomUUID();
  const { name, ...rest } = input;
  await writeAsUser(
    data,
    [
      ...(id ? [updateOp(inst, PROP.name, name)] : [{ op: 'new', class: IMPORTS_CLASS.ExcelDescriptor, name, inst }]),
      updateOp(inst, EXCEL_PROP.descriptor, JSON.stringify(rest)),
    ],
    WORDS,
  );
  return inst;
}

export const deleteDescriptor = (data: UserData, id: string) => writeAsUser(data, [{ op: 'del', inst: id }], WORDS);

/** The body as a descriptor, or a Russian 400 naming the field; the model, class and properties must exist. */
async function checkedInput(data: UserData, raw: unknown): Promise<ExcelDescriptorInput> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new HttpError(400, 'Тело запроса должно быть объектом JSON');
  const b = raw as Record<string, unknown>;
  const text = (field: string, max = 200) => {
    const v = typeof b[field] === 'string' ? (b[field] as string).trim() : '';
    if (v.length > max) throw new HttpError(400, `Поле «${field}» длиннее ${max} символов`);
    return v;
  };
  const name = text('name');
  if (!name) throw new HttpError(400, 'Укажите название описания');
  const headerRow = b.headerRow ?? 1;
  if (typeof headerRow !== 'number' || !Number.isInteger(headerRow) || headerRow < 1 || headerRow > 1000)
    throw new HttpError(400, 'Поле «headerRow»: номер строки заголовка от 1 до 1000');
  const nameColumn = text('nameColumn');
  if (!nameColumn) throw new HttpError(400, 'Укажите столбец с именем объекта');
  if (!Array.isArray(b.columns)) throw new HttpError(400, 'Поле «columns» должно быть списком столбцов');
  const columns = b.columns.map((c: unknown) => {
    const col = (c ?? {}) as Record<string, unknown>;
    if (typeof col.header !== 'string' || !col.header.trim() || typeof col.property !== 'string')
      throw new HttpError(400, 'Столбец описывается заголовком (header) и свойством (property)');
    return { header: col.header.trim(), property: col.property.toLowerCase() };
  });
  const modelId = String(b.modelId ?? '').toLowerCase();
  const classId = String(b.classId ?? '').toLowerCase();
  const cls = (await classesOf(data, modelId)).find((c) => c.id === classId);
  if (!cls) throw new HttpError(400, 'Класс не найден в выбранной модели');
  for (const c of columns)
    if (!cls.properties.some((p) => p.id === c.property))
      throw new HttpError(400, `Столбец «${c.header}»: у класса «${cls.name}» нет такого свойства`);
  return { name, sheet: text('sheet', 31), headerRow, modelId, classId, nameColumn, columns };
}

/** The descriptor applied to a sheet's header: the target the CSV checks take, or a 400 naming a missing column. */
export function descriptorTarget(d: ExcelDescriptor, header: string[]): CsvTarget {
  const at = (name: string) => {
    const index = header.findIndex((h) => h.toLowerCase() === name.toLowerCase());
    if (index < 0) throw new HttpError(400, `В листе нет столбца «${name}»`);
    return index;
  };
  return {
    kind: 'existing',
    modelId: d.modelId,
    classId: d.classId,
    nameColumn: at(d.nameColumn),
    columns: d.columns.map((c) => ({ column: at(c.header), property: c.property })),
  };
}
