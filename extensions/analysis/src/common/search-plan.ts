import { PROP, type FieldRequest, type GetDataRequest } from '@ontobench/sdk/common';
import { isAggregate } from './aggregates.ts';
import type { Aggregate, ColumnType, ResultColumn, RunRequest } from './api.ts';
import { formulaReferences, FormulaSyntaxError, parseFormula, type Node } from './expression/index.ts';
import { columnCode, columnTitle, COLUMN_ORDER_STEP, type SearchConfig, type SearchFilter } from './search-config.ts';

/** get_data's filter modes (core's FILTER_MODES). */
export const FILTER_MODES = ['eq', 'ne', 'contains', 'starts', 'gt', 'ge', 'lt', 'le', 'empty', 'not_empty'] as const;
type FilterMode = (typeof FILTER_MODES)[number];

const NAME = new Set(['', 'name', PROP.name]);

/** Where a column's values come from: a property at the end of a path of object properties, or a formula. */
export type ColumnSource = { kind: 'prop'; path: string[]; prop: string } | { kind: 'calc'; formula: Node };

/** A column of a run: what the browser sees, plus where its values come from and what is done with them. */
export interface PlannedColumn extends ResultColumn {
  hidden: boolean;
  source: ColumnSource;
  agg?: Aggregate;
  /** The type was declared or comes from a property; false: a formula's, taken from its values. */
  typed: boolean;
}

/** How a search runs: its columns (all, in `ord` order), its get_data request, and how it is sorted. */
export interface SearchPlan {
  columns: PlannedColumn[];
  /** The visible columns' indexes in `columns`, in the order shown (`ord`, then as configured). */
  shown: number[];
  request: Omit<GetDataRequest, 'act' | 'limit' | 'offset'>;
  sort: { column: number; mode: 'asc' | 'desc' }[];
  /** get_data sorts (all sorted columns are the row's own properties); else the engine sorts every row. */
  sortOnServer: boolean;
}

/** A configuration that cannot run: the message says why, in the user's words. */
export class PlanError extends Error {}

/** A property's base type as a column type; an object property (no base type) shows names: text. */
export function columnType(baseType: string | undefined): ColumnType {
  if (baseType === 'integer' || baseType === 'real') return 'number';
  if (baseType === 'date' || baseType === 'boolean') return baseType;
  return 'string';
}

/** The properties whose base types a plan needs: every column's own (name excepted). */
export const columnProps = (config: SearchConfig): string[] => [
  ...new Set(config.columns.map((c) => c.prop_id ?? '').filter((p) => !NAME.has(p))),
];

/** The field for `prop` under `fields` (added when missing), following `path` first. */
function ensureField(fields: FieldRequest[], path: readonly string[], prop: string): FieldRequest {
  let level = fields;
  for (const step of path) {
    let field = level.find((f) => f.prop === step && !f.reverse && !f.recursive && f.idx === undefined);
    if (!field) level.push((field = { prop: step }));
    level = field.fields ??= [];
  }
  let field = level.find((f) => f.prop === prop && !f.reverse && !f.recursive && f.idx === undefined);
  if (!field) level.push((field = NAME.has(prop) ? { prop: PROP.name, hidden: true } : { prop }));
  return field;
}

const ord = (o: number | undefined, index: number) => (typeof o === 'number' ? o : index * COLUMN_ORDER_STEP);

/**
 * Checks a configuration with a run's filters and sort and plans it: the get_data request (the columns'
 * fields added, nested ones under their object properties, filters and sort on the fields), and the
 * columns with their types (`types`: property → base type). Throws `PlanError` with what is wrong.
 */
export function planSearch(
  config: SearchConfig,
  run: Pick<RunRequest, 'sort'> & { filters?: SearchFilter[] },
  types: ReadonlyMap<string, string>,
): SearchPlan {
  const fields: FieldRequest[] = structuredClone(config.get_data.fields ?? []);
  const placed: { column: PlannedColumn; ord: number; sort?: number; mode?: unknown; filterable: boolean }[] = [];
  config.columns.forEach((c, i) => {
    if (typeof c !== 'object' || (c.prop_id !== undefined && typeof c.prop_id !== 'string'))
      throw new PlanError(`Столбец ${i + 1}: свойство должно быть указано строкой`);
    const path = c.path ?? [];
    if (!Array.isArray(path) || !path.every((p) => typeof p === 'string' && p !== ''))
      throw new PlanError(`Столбец «${columnTitle(c)}»: путь должен быть списком свойств`);
    const prop = c.prop_id ?? 'name';
    if (!NAME.has(prop)) ensureField(fields, path, prop);
    else if (path.length > 0) ensureField(fields, path.slice(0, -1), path.at(-1)!);
    const column: PlannedColumn = {
      code: columnCode(c),
      title: columnTitle(c) || 'Название',
      type: NAME.has(prop) ? 'string' : columnType(types.get(prop)),
      hidden: c.hidden === true,
      source: { kind: 'prop', path, prop },
      typed: true,
    };
    placed.push({ column, ord: ord(c.ord, i), sort: c.sort, mode: c.sort_mode, filterable: c.do_not_filter !== true });
    checkAggregate(c.agg, column);
  });
  if (config.columns.length === 0)
    placed.push({
      column: {
        code: 'name',
        title: 'Название',
        type: 'string',
        hidden: false,
        source: { kind: 'prop', path: [], prop: 'name' },
        typed: true,
      },
      ord: 0,
      filterable: true,
    });
  const known = (name: string) => placed.some(({ column }) => column.code === name || column.title === name);
  config.calcColumns.forEach((c, i) => {
    const title = c?.name || c?.code || `${i + 1}`;
    if (typeof c !== 'object' || typeof c.code !== 'string' || c.code === '')
      throw new PlanError(`Вычисляемый столбец ${i + 1}: не указан код`);
    if (typeof c.formula !== 'string') throw new PlanError(`Вычисляемый столбец «${title}»: нет формулы`);
    let formula: Node;
    try {
      formula = parseFormula(c.formula);
    } catch (error) {
      if (error instanceof FormulaSyntaxError) throw new PlanError(`Вычисляемый столбец «${title}»: ${error.message}`);
      throw error;
    }
    for (const name of formulaReferences(formula))
      if (!known(name)) throw new PlanError(`Вычисляемый столбец «${title}»: нет столбца [${name}]`);
    const type = c.type && ['string', 'number', 'date', 'boolean'].includes(c.type) ? c.type : undefined;
    const column: PlannedColumn = {
      code: c.code,
      title,
      type: type ?? 'string',
      calculated: true,
      hidden: c.hidden === true,
      source: { kind: 'calc', formula },
      typed: type !== undefined,
    };
    placed.push({
      column,
      ord: ord(c.ord, config.columns.length + i),
      sort: c.sort,
      mode: c.sort_mode,
      filterable: false,
    });
    checkAggregate(c.agg, column);
  });
  const codes = new Set<string>();
  for (const { column } of placed) {
    if (codes.has(column.code)) throw new PlanError(`Два столбца с кодом «${column.code}»`);
    codes.add(column.code);
  }
  // Calculated columns are evaluated in the order given, after the property columns; shown by `ord`.
  const columns = placed.map((p) => p.column);
  const index = (code: string) => {
    const at = columns.findIndex((c) => c.code === code);
    if (at < 0) throw new PlanError(`Нет столбца с кодом «${code}»`);
    return at;
  };

  for (const filter of [...config.filters, ...(run.filters ?? [])]) {
    if (typeof filter !== 'object' || filter === null || typeof filter.code !== 'string')
      throw new PlanError('Фильтр должен указывать код столбца');
    const at = index(filter.code);
    const { column, filterable } = placed[at]!;
    if (!filterable) throw new PlanError(`Столбец «${column.title}» не участвует в фильтрах`);
    const source = column.source as Extract<ColumnSource, { kind: 'prop' }>;
    if (source.path.length > 0)
      throw new PlanError(`Фильтр по вложенному столбцу «${column.title}» пока не поддерживается`);
    const mode = (filter.mode ?? 'eq') as FilterMode;
    if (!FILTER_MODES.includes(mode)) throw new PlanError(`Неизвестный режим фильтра «${String(filter.mode)}»`);
    const value = filter.value ?? null;
    if (value !== null && !['string', 'number', 'boolean'].includes(typeof value))
      throw new PlanError(`Фильтр столбца «${column.title}»: значение должно быть текстом, числом или логическим`);
    Object.assign(ensureField(fields, [], source.prop), { filter: value, filter_mode: mode });
  }

  const wanted = run.sort
    ? run.sort.map((s) => {
        if (s.mode !== 'asc' && s.mode !== 'desc') throw new PlanError(`Направление сортировки: asc или desc`);
        return { column: index(s.code), mode: s.mode };
      })
    : placed
        .map((p, column) => ({ column, place: p.sort, mode: p.mode === 'desc' ? ('desc' as const) : ('asc' as const) }))
        .filter((s) => typeof s.place === 'number')
        .sort((a, b) => a.place! - b.place!)
        .map(({ column, mode }) => ({ column, mode }));
  const sortOnServer = wanted.every(({ column }) => {
    const source = columns[column]!.source;
    return source.kind === 'prop' && source.path.length === 0;
  });
  if (wanted.length > 0 && sortOnServer) {
    for (const f of fields) delete f.sort;
    const sorted = wanted.map(({ column, mode }) => {
      const field = ensureField(fields, [], (columns[column]!.source as { prop: string }).prop);
      field.sort = mode;
      return field;
    });
    // get_data sorts by its fields in their order: the sorted ones first, first place first.
    const rest = fields.filter((f) => !sorted.includes(f));
    fields.splice(0, fields.length, ...sorted, ...rest);
  }
  const shown = placed
    .map((p, i) => ({ i, ord: p.ord, hidden: p.column.hidden }))
    .filter((p) => !p.hidden)
    .sort((a, b) => a.ord - b.ord || a.i - b.i)
    .map((p) => p.i);
  return { columns, shown, request: { ...config.get_data, fields }, sort: wanted, sortOnServer };
}

function checkAggregate(agg: unknown, column: PlannedColumn) {
  if (agg === undefined || agg === null || agg === '') return;
  if (!isAggregate(agg)) throw new PlanError(`Столбец «${column.title}»: неизвестный агрегат «${String(agg)}»`);
  column.agg = agg;
}
