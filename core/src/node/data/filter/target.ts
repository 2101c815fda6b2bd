import type { Comparison, PropertyRef } from './ast.ts';
import { FilterError } from './errors.ts';

export type PropertyBaseType = 'real' | 'date' | 'string' | 'integer' | 'boolean' | 'file';

export interface PropertyInfo {
  kind: 'data' | 'object';
  baseType: PropertyBaseType | null;
}

/** How a value is compared: decides the parameter's type and the operators allowed. */
export type ValueType = 'text' | 'number' | 'date' | 'boolean' | 'uuid';

/** What a property reference compiles against: an ob_instance column or the values in ob_value. */
export interface Target {
  type: ValueType;
  /** How messages name it, e.g. 'a boolean property' or '[author]'. */
  label: string;
  /** The SQL compared with a value, e.g. `v.num` or `i.author`. */
  column: string;
  /** The SQL text searched by `~`; only text-like targets have one. */
  text?: string;
  cast: 'text' | 'float8' | 'uuid' | 'date';
  /** Set for ob_value properties: the condition then goes inside `exists (… where v.prop = <id>)`. */
  propertyId?: string;
  /** A column that may be null gets `is not null and …`, so every condition is strictly true or false. */
  nullable?: boolean;
  /** Date properties: the day number (ob_value.day), which `<` and friends compare through its index. */
  dayColumn?: string;
  /**
   * Text values in ob_value (`v.ref is null and v.num is null`): the predicate of the partial indexes on
   * `val` (migration core-0017), always true for these properties' values, added so the planner uses them.
   */
  textRows?: string;
}

/**
 * Where a property lives and how it compares. `i` is the instance alias, `v` the ob_value alias;
 * both are checked names, never user text.
 */
export function resolveTarget(
  ref: PropertyRef,
  i: string,
  v: string,
  property: (id: string) => PropertyInfo | null,
): Target {
  if ('builtin' in ref.ref) {
    switch (ref.ref.builtin) {
      case 'id':
        return { type: 'uuid', label: '[id]', column: `${i}.id`, cast: 'uuid' };
      case 'name':
        return { type: 'text', label: '[name]', column: `${i}.name`, text: `${i}.name`, cast: 'text' };
      case 'author':
        return { type: 'uuid', label: '[author]', column: `${i}.author`, cast: 'uuid', nullable: true };
      case 'class':
        return { type: 'uuid', label: '[class]', column: `${i}.class_id`, cast: 'uuid' };
      case 'created': {
        // The date in the database session's time zone; `~` searches it as 'YYYY-MM-DD'.
        const text = `to_char(${i}.created_at, 'YYYY-MM-DD')`;
        return { type: 'date', label: '[created]', column: `${i}.created_at::date`, text, cast: 'date' };
      }
    }
  }
  const id = ref.ref.id;
  const info = property(id);
  if (!info) throw new FilterError(`unknown property ${id}`, ref.offset);
  const value = { propertyId: id };
  if (info.kind === 'object') {
    return { ...value, type: 'uuid', label: 'an object property', column: `${v}.ref`, cast: 'uuid' };
  }
  const label = `${article(info.baseType ?? 'string')} property`;
  const textRows = `${v}.ref is null and ${v}.num is null`;
  switch (info.baseType) {
    case 'integer':
    case 'real':
      return { ...value, type: 'number', label, column: `${v}.num`, cast: 'float8' };
    case 'boolean':
      return { ...value, type: 'boolean', label, column: `${v}.val`, cast: 'text', textRows };
    case 'date':
      // Stored as 'YYYY-MM-DD' text, whose order is the order of the dates.
      return {
        ...value,
        type: 'date',
        label,
        column: `${v}.val`,
        text: `${v}.val`,
        cast: 'text',
        dayColumn: `${v}.day`,
        textRows,
      };
    default:
      // string, file, and a data property without a base type: compared as text.
      return { ...value, type: 'text', label, column: `${v}.val`, text: `${v}.val`, cast: 'text', textRows };
  }
}

export const ORDERING: ReadonlySet<string> = new Set(['<', '<=', '>', '>=']);

/** Ordering makes no sense for booleans and ids, nor `~` for anything but text. */
export function checkOperator(node: Comparison, target: Target): void {
  if (ORDERING.has(node.op) && (target.type === 'boolean' || target.type === 'uuid')) {
    throw new FilterError(
      `'${node.written}' cannot compare ${target.label}`,
      node.offset,
      `${target.label} takes =, !=, in and is null`,
    );
  }
  if ((node.op === '~' || node.op === '!~') && target.text === undefined) {
    throw new FilterError(
      `'${node.written}' cannot compare ${target.label}`,
      node.offset,
      "'~' searches text: string, file and date properties, [name] and [created]",
    );
  }
}

function article(word: string): string {
  return /^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`;
}
