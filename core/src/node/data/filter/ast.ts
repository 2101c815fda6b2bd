/**
 * The parsed form of a filter expression. Offsets are 0-based indexes into the source, kept so the
 * compiler can point at the comparison it rejects (type errors are only known once properties are).
 */

/** The instance columns a filter can name by word; `[<uuid>]` of a column property maps here too. */
export type BuiltinProperty = 'id' | 'name' | 'author' | 'created' | 'class';

export interface PropertyRef {
  type: 'property';
  /** A builtin column, or the lower-case uuid of a property (which may still be a column property). */
  ref: { builtin: BuiltinProperty } | { id: string };
  offset: number;
}

export type Value =
  | { type: 'string'; value: string; offset: number }
  /** `text` is the number as written, used when a number is compared with a text property. */
  | { type: 'number'; value: number; text: string; offset: number }
  | { type: 'boolean'; value: boolean; offset: number }
  /** `#user#`: the current user's id, known only at compile time. */
  | { type: 'user'; offset: number };

/** Operators after normalisation: `<>` is `!=`, and a mirrored comparison has its operator flipped. */
export type CompareOp = '=' | '!=' | '<' | '<=' | '>' | '>=' | '~' | '!~';

export interface Comparison {
  type: 'compare';
  op: CompareOp;
  /** The operator as the user wrote it, for messages (`op` may be mirrored or normalised). */
  written: string;
  property: PropertyRef;
  value: Value;
  offset: number;
}

export interface NullTest {
  type: 'null';
  /** `is not null` */
  negated: boolean;
  property: PropertyRef;
  offset: number;
}

export interface InList {
  type: 'in';
  /** `not in` */
  negated: boolean;
  property: PropertyRef;
  values: Value[];
  offset: number;
}

export interface Not {
  type: 'not';
  operand: FilterExpr;
  offset: number;
}

export interface AndOr {
  type: 'and' | 'or';
  /** Two or more; a chain `a and b and c` is one node, which keeps the SQL (and its depth) flat. */
  operands: FilterExpr[];
  offset: number;
}

export type FilterExpr = Comparison | NullTest | InList | Not | AndOr;
