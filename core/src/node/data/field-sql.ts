import type { FieldRequest, FilterMode, Scalar } from '../../common/data-api.ts';
import { PROP } from '../../common/ontology/system-ontology.ts';
import { HttpError } from '../http/http-error.ts';
import type { PropertyInfo } from '../ontology/model.ts';
import { dayNumber, encodeValue, ValueError } from '../ontology/values.ts';
import { readableSql, type Viewer } from './access.ts';
import type { SqlParams } from './sql-params.ts';
import { UUID_PATTERN } from '../../common/uuid.ts';
import { containsTooShort } from './filter/index.ts';
import { textValueRows } from '../store/sql-expressions.ts';

const COMPARE: Partial<Record<FilterMode, string>> = { eq: '=', gt: '>', ge: '>=', lt: '<', le: '<=' };

/** `%`, `_` and `\` typed by a user match themselves in ILIKE. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The SQL column of ob_value a comparison on this property uses, and the literal encoded for it. */
function operand(
  prop: PropertyInfo,
  value: Scalar,
  mode: FilterMode,
): { column: string; literal: unknown; cast: string } {
  if (prop.kind === 'object') {
    if (typeof value !== 'string' || !UUID_PATTERN.test(value))
      throw new HttpError(400, `get_data: filter of ${prop.name} must be an instance id`);
    return { column: 'v.ref', literal: value, cast: '::uuid' };
  }
  const type = prop.baseType ?? 'string';
  if (mode === 'contains' || mode === 'starts') return { column: 'v.val', literal: String(value), cast: '' };
  try {
    const encoded = encodeValue(type, value);
    return encoded.num !== null
      ? { column: 'v.num', literal: encoded.num, cast: '::float8' }
      : { column: 'v.val', literal: encoded.val, cast: '' };
  } catch (error) {
    if (error instanceof ValueError) throw new HttpError(400, `get_data: filter of ${prop.name}: ${error.message}`);
    throw error;
  }
}

function condition(prop: PropertyInfo, field: FieldRequest, p: SqlParams): string {
  const mode = field.filter_mode ?? 'eq';
  const value = field.filter as Scalar;
  const { column, literal, cast } = operand(prop, value, mode);
  const tooShort = mode === 'contains' ? containsTooShort(String(literal)) : null;
  if (tooShort) throw new HttpError(400, `get_data: filter of ${prop.name}: ${tooShort}`);
  // The trigram index holds no references (migration core-0017): a data property's values never are one.
  const notRef = prop.kind === 'data' ? ' and v.ref is null' : '';
  if (mode === 'contains') return `(v.val ilike ${p.add(`%${likeEscape(String(literal))}%`)} escape '\\'${notRef})`;
  if (mode === 'starts') return `(v.val ilike ${p.add(`${likeEscape(String(literal))}%`)} escape '\\'${notRef})`;
  const op = COMPARE[mode === 'ne' ? 'eq' : mode];
  if (!op) throw new HttpError(400, `get_data: filter_mode ${mode} needs no value`);
  if (op !== '=' && (prop.kind === 'object' || prop.baseType === 'boolean')) {
    throw new HttpError(400, `get_data: filter_mode ${mode} cannot compare ${prop.name}`);
  }
  // A date range reads the index of day numbers (migration core-0011); the text has the same order.
  if (op !== '=' && prop.baseType === 'date') return `v.day ${op} ${p.add(dayNumber(String(literal)))}::int`;
  // The hash index on val holds text values only (core-0017), which a non-number data property's values are.
  if (column === 'v.val') return `(${column} ${op} ${p.add(literal)}${cast} and ${textValueRows('v')})`;
  return `${column} ${op} ${p.add(literal)}${cast}`;
}

/** A column property (name, author, creation date, class) compared on the instance row itself. */
function columnCondition(prop: PropertyInfo, field: FieldRequest, p: SqlParams): string {
  const mode = field.filter_mode ?? 'eq';
  const column = {
    [PROP.name]: 'i.name',
    [PROP.author]: 'i.author',
    [PROP.class]: 'i.class_id',
    [PROP.creationDate]: 'i.created_at::date',
  }[prop.id]!;
  if (mode === 'empty') return `${column} is null`;
  if (mode === 'not_empty') return `${column} is not null`;
  const text = String(field.filter);
  if (mode === 'contains') return `${column}::text ilike ${p.add(`%${likeEscape(text)}%`)} escape '\\'`;
  if (mode === 'starts') return `${column}::text ilike ${p.add(`${likeEscape(text)}%`)} escape '\\'`;
  const op = mode === 'ne' ? '<>' : COMPARE[mode]!;
  if (prop.id === PROP.author || prop.id === PROP.class) {
    if (!UUID_PATTERN.test(text)) throw new HttpError(400, `get_data: filter of ${prop.name} must be an instance id`);
    if (op !== '=' && op !== '<>')
      throw new HttpError(400, `get_data: filter_mode ${mode} cannot compare ${prop.name}`);
    return `${column} ${op} ${p.add(text)}::uuid`;
  }
  if (prop.id === PROP.creationDate) return `${column} ${op} ${p.add(encodeDate(text))}::date`;
  return `${column} ${op} ${p.add(text)}`;
}

function encodeDate(text: string): string {
  try {
    return encodeValue('date', text).val!;
  } catch {
    throw new HttpError(400, `get_data: filter of creation date must be YYYY-MM-DD`);
  }
}

/**
 * The condition a field's `filter` / `filter_mode` puts on instance `i`, or null when it has none.
 * Multi-valued properties match when any value matches; `ne` means no value equals it.
 */
export function fieldFilterSql(field: FieldRequest, prop: PropertyInfo, viewer: Viewer, p: SqlParams): string | null {
  const mode = field.filter_mode ?? 'eq';
  const hasValue = field.filter !== undefined && field.filter !== null && field.filter !== '';
  if (!hasValue && mode !== 'empty' && mode !== 'not_empty') return null;
  if (prop.column) return columnCondition(prop, field, p);

  if (field.reverse) {
    // Instances that the given instance points at through the property (e.g. the document of an element).
    const source = mode === 'empty' || mode === 'not_empty' ? '' : `and v.inst = ${p.add(String(field.filter))}::uuid`;
    if (source && !UUID_PATTERN.test(String(field.filter)))
      throw new HttpError(400, `get_data: reverse filter of ${prop.name} must be an instance id`);
    const exists = `exists (select 1 from ob_value v join ob_instance s on s.id = v.inst where v.ref = i.id and v.prop = ${p.add(prop.id)} ${source} and ${readableSql('s', viewer, p)})`;
    return mode === 'empty' || mode === 'ne' ? `not ${exists}` : exists;
  }
  const base = `select 1 from ob_value v where v.inst = i.id and v.prop = ${p.add(prop.id)}${field.idx !== undefined ? ` and v.idx = ${p.add(field.idx)}` : ''}`;
  if (mode === 'empty') return `not exists (${base})`;
  if (mode === 'not_empty') return `exists (${base})`;
  const cond = condition(prop, field, p);
  return mode === 'ne' ? `not exists (${base} and ${cond})` : `exists (${base} and ${cond})`;
}

/** The ORDER BY term of a sorted field: its first value; instances without one sort last. */
export function fieldSortSql(field: FieldRequest, prop: PropertyInfo, p: SqlParams): string {
  const dir = field.sort === 'desc' ? 'desc' : 'asc';
  if (field.reverse || field.recursive)
    throw new HttpError(400, `get_data: cannot sort by the reverse or recursive field ${prop.name}`);
  if (prop.column) {
    const column = {
      [PROP.name]: 'i.name',
      [PROP.author]: 'i.author',
      [PROP.class]: 'i.class_id',
      [PROP.creationDate]: 'i.created_at',
    }[prop.id]!;
    // The name is never null: a plain direction lets the (class_id, name, id) index give the order.
    return prop.id === PROP.name ? `${column} ${dir}` : `${column} ${dir} nulls last`;
  }
  const numeric = prop.baseType === 'integer' || prop.baseType === 'real';
  const pick =
    prop.kind === 'object'
      ? '(select r.name from ob_value v join ob_instance r on r.id = v.ref'
      : `(select v.${numeric ? 'num' : 'val'} from ob_value v`;
  return `${pick} where v.inst = i.id and v.prop = ${p.add(prop.id)} order by v.idx limit 1) ${dir} nulls last`;
}
