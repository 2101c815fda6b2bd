import { BASE_TYPES, CLASS, ONTOLOGY_MODEL, PROP, type BaseType } from '@ontobench/sdk/common';
import { HttpError, readRowById, type UserData } from '@ontobench/sdk/node';
import type { CsvTarget } from '../../common/csv/api.ts';
import { classesOf, MODEL_MISSING } from './targets.ts';

/** A column that fills a property: its place in the row, its header, the property and its type. */
export interface MappedColumn {
  column: number;
  header: string;
  property: string;
  baseType: BaseType;
}

/**
 * Where the rows go, checked: the model and class (existing, or made by `schemaOps` in the same
 * transaction as the rows), the column that names each object and the columns that fill properties.
 */
export interface ResolvedTarget {
  modelId: string;
  modelName: string;
  classId: string;
  nameColumn: number;
  columns: MappedColumn[];
  /** For a new model: the ontology, its class and properties, written before the rows. */
  schemaOps: unknown[];
}

const NAME_MAX = 200;

/**
 * The request's target checked against the file's header and the store: a Russian 400 for a malformed
 * mapping, 404 for a model or class the user cannot read, 403 for a model they read but may not change
 * (its author, editors by assignment and administrators write into it).
 */
export async function resolveTarget(data: UserData, raw: unknown, header: string[]): Promise<ResolvedTarget> {
  if (typeof raw !== 'object' || raw === null) throw new HttpError(400, 'Не указано, куда импортировать строки');
  const target = raw as CsvTarget;
  const nameColumn = columnIndex(target.nameColumn, header, 'nameColumn');
  if (!Array.isArray(target.columns)) throw new HttpError(400, 'Поле «columns» должно быть списком столбцов');
  if (target.kind === 'new') return newModel(target, header, nameColumn);
  if (target.kind === 'existing') return existingModel(data, target, header, nameColumn);
  throw new HttpError(400, 'Поле «kind» должно быть «new» или «existing»');
}

async function existingModel(
  data: UserData,
  target: Extract<CsvTarget, { kind: 'existing' }>,
  header: string[],
  nameColumn: number,
): Promise<ResolvedTarget> {
  const model = await readRowById(data, ONTOLOGY_MODEL.ontologyClass, [], target.modelId, MODEL_MISSING);
  if (model.readonly)
    throw new HttpError(403, `Недостаточно прав: в модель «${model.name}» пишут её автор, редакторы и администраторы`);
  const cls = (await classesOf(data, model.id)).find((c) => c.id === String(target.classId).toLowerCase());
  if (!cls) throw new HttpError(404, 'Класс не найден в этой модели');
  const columns: MappedColumn[] = [];
  for (const c of target.columns) {
    if (c === null || typeof c !== 'object') throw new HttpError(400, 'Столбец описан не объектом');
    const column = columnIndex(c.column, header, 'column');
    if (c.property === null || c.property === undefined || c.property === '') continue;
    const prop = cls.properties.find((p) => p.id === String(c.property).toLowerCase());
    if (!prop) throw new HttpError(400, `Столбец «${header[column]}»: у класса «${cls.name}» нет такого свойства`);
    if (prop.baseType === 'file') throw new HttpError(400, `Столбец «${header[column]}»: файлы из CSV не загружаются`);
    columns.push({ column, header: header[column]!, property: prop.id, baseType: prop.baseType });
  }
  return {
    modelId: model.id,
    modelName: model.name,
    classId: cls.id,
    nameColumn,
    columns: unique(columns),
    schemaOps: [],
  };
}

function newModel(target: Extract<CsvTarget, { kind: 'new' }>, header: string[], nameColumn: number): ResolvedTarget {
  const modelName = text(target.modelName, 'Укажите название новой модели');
  const className = text(target.className, 'Укажите название класса');
  const modelId = crypto.randomUUID();
  const classId = crypto.randomUUID();
  const join = (inst: string) => ({ op: 'add', inst, prop: ONTOLOGY_MODEL.memberOf, val: modelId });
  const schemaOps: unknown[] = [
    { op: 'new', class: ONTOLOGY_MODEL.ontologyClass, name: modelName, inst: modelId },
    { op: 'new', class: CLASS.Class, name: className, inst: classId },
    join(classId),
  ];
  const columns: MappedColumn[] = [];
  for (const c of target.columns) {
    if (c === null || typeof c !== 'object') throw new HttpError(400, 'Столбец описан не объектом');
    const column = columnIndex(c.column, header, 'column');
    if (c.type === 'skip' || column === nameColumn) continue;
    if (!BASE_TYPES.includes(c.type) || c.type === 'file')
      throw new HttpError(400, `Столбец «${header[column]}»: тип должен быть string, integer, real, boolean или date`);
    const name = text(c.name ?? header[column], `Столбец ${column + 1}: укажите название свойства`);
    const property = crypto.randomUUID();
    schemaOps.push(
      { op: 'new', class: CLASS.DataProperty, name, inst: property },
      { op: 'upd', inst: property, prop: PROP.baseType, val: c.type },
      { op: 'upd', inst: property, prop: PROP.domain, val: [classId] },
      join(property),
    );
    columns.push({ column, header: header[column]!, property, baseType: c.type });
  }
  return { modelId, modelName, classId, nameColumn, columns: unique(columns), schemaOps };
}

function columnIndex(value: unknown, header: string[], field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value >= header.length)
    throw new HttpError(400, `Поле «${field}»: в файле нет столбца с номером ${JSON.stringify(value)}`);
  return value;
}

function text(value: unknown, missing: string): string {
  const t = typeof value === 'string' ? value.trim() : '';
  if (!t) throw new HttpError(400, missing);
  if (t.length > NAME_MAX) throw new HttpError(400, `Название длиннее ${NAME_MAX} символов: «${t.slice(0, 40)}…»`);
  return t;
}

/** One column per property: a property filled from two columns would hold two values. */
function unique(columns: MappedColumn[]): MappedColumn[] {
  const seen = new Set<string>();
  for (const c of columns) {
    if (seen.has(c.property)) throw new HttpError(400, `Свойство столбца «${c.header}» уже заполняет другой столбец`);
    seen.add(c.property);
  }
  return columns;
}
