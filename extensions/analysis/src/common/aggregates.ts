import { AGGREGATES, type Aggregate, type Cell, type ColumnType } from './api.ts';

/** Whether a text names one of §4's aggregates. */
export const isAggregate = (value: unknown): value is Aggregate => (AGGREGATES as readonly unknown[]).includes(value);

/** §9: "avg rounded to 2 decimals". */
const round2 = (x: number) => Math.round((x + Math.sign(x) * Number.EPSILON) * 100) / 100;

const key = (v: Exclude<Cell, null>) => `${typeof v}:${String(v)}`;

/** Orders two values of a column: numbers by value, dates by ISO text, booleans false first, texts in Russian order. */
export function compareTyped(type: ColumnType, a: Exclude<Cell, null>, b: Exclude<Cell, null>): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (type === 'date') return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
  return String(a).localeCompare(String(b), 'ru');
}

/**
 * §4 aggregates of a column's values over all matching rows (not only the page), typed: `sum` and `avg`
 * add numbers (empty for a column of no numbers; `avg` rounded to 2 decimals, §9), `max` and `min`
 * compare by the column's type, `count` counts non-empty values, `countUnique` distinct ones, `list`
 * and `listUnique` join the values' texts with ", " (in the rows' order). Empty cells are skipped.
 */
export function aggregate(kind: Aggregate, type: ColumnType, values: Iterable<Cell>): Cell {
  const present: Exclude<Cell, null>[] = [];
  for (const v of values) if (v !== null && v !== '') present.push(v);
  const unique = () => {
    const seen = new Map<string, Exclude<Cell, null>>();
    for (const v of present) if (!seen.has(key(v))) seen.set(key(v), v);
    return [...seen.values()];
  };
  switch (kind) {
    case 'count':
      return present.length;
    case 'countUnique':
      return unique().length;
    case 'list':
      return present.map(String).join(', ');
    case 'listUnique':
      return unique().map(String).join(', ');
    case 'sum':
    case 'avg': {
      const numbers = present.filter((v): v is number => typeof v === 'number');
      if (numbers.length === 0) return null;
      const total = numbers.reduce((s, x) => s + x, 0);
      return kind === 'sum' ? total : round2(total / numbers.length);
    }
    case 'max':
    case 'min': {
      let best: Exclude<Cell, null> | null = null;
      for (const v of present) {
        if (best === null) best = v;
        else {
          const order = compareTyped(type, v, best);
          if (kind === 'max' ? order > 0 : order < 0) best = v;
        }
      }
      return best;
    }
  }
}
